/**
 * Every uploaded image has `<name>.webp` (up to 1600 px wide, for detail pages) and
 * `<name>-640.webp` beside it (for cards). Images stored since responsive sizes came have a
 * 32-character name and also `-320` and `-960` widths, each in WebP and AVIF
 * (apps/server/src/storage/images.ts). Any other address is used as it is.
 */
const UPLOADED = /^(\/uploads\/(?:[a-f0-9]{24}|[a-f0-9]{32}))\.webp$/;
const RESPONSIVE = /^\/uploads\/[a-f0-9]{32}\.webp$/;
export const CARD_WIDTH = 640;
export const DETAIL_WIDTH = 1600;
const RESPONSIVE_WIDTHS = [320, CARD_WIDTH, 960] as const;

/** How wide a card in the events and clubs grids is drawn, for the browser's choice of size. */
export const CARD_SIZES = '(min-width: 1280px) 340px, (min-width: 640px) 50vw, 100vw';

/** The card-size variant of an uploaded image. */
export function cardImageUrl(url: string): string {
  const match = UPLOADED.exec(url);
  return match ? `${match[1]}-${CARD_WIDTH}.webp` : url;
}

/** A srcset of every stored width in one format, so the browser picks the smallest that fills the slot. */
export function imageSrcSet(url: string, format: 'webp' | 'avif' = 'webp'): string | undefined {
  const match = UPLOADED.exec(url);
  if (!match) return undefined;
  const stem = match[1];
  if (!RESPONSIVE.test(url)) {
    return format === 'webp'
      ? `${stem}-${CARD_WIDTH}.webp ${CARD_WIDTH}w, ${url} ${DETAIL_WIDTH}w`
      : undefined;
  }
  return [
    ...RESPONSIVE_WIDTHS.map((width) => `${stem}-${width}.${format} ${width}w`),
    `${stem}.${format} ${DETAIL_WIDTH}w`,
  ].join(', ');
}
