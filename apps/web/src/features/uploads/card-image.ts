/**
 * Every uploaded image is stored twice: `<name>.webp` (up to 1600 px wide, for detail pages) and
 * `<name>-640.webp` beside it (for cards). Only our own `/uploads/<name>.webp` files have the
 * smaller variant; any other address is used as it is.
 */
const UPLOADED = /^(\/uploads\/[a-f0-9]{24})\.webp$/;
export const CARD_WIDTH = 640;
export const DETAIL_WIDTH = 1600;

/** How wide a card in the events and clubs grids is drawn, for the browser's choice of size. */
export const CARD_SIZES = '(min-width: 1280px) 340px, (min-width: 640px) 50vw, 100vw';

/** The card-size variant of an uploaded image. */
export function cardImageUrl(url: string): string {
  const match = UPLOADED.exec(url);
  return match ? `${match[1]}-${CARD_WIDTH}.webp` : url;
}

/** A srcset offering both sizes, so the browser picks the card size on phones and small cards. */
export function imageSrcSet(url: string): string | undefined {
  return UPLOADED.test(url) ? `${cardImageUrl(url)} ${CARD_WIDTH}w, ${url} ${DETAIL_WIDTH}w` : undefined;
}
