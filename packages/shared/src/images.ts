/**
 * The files of an uploaded image and the sizes a card draws it at: the web app's <picture>s and
 * the server's preload of a list's first card (`cardImagePreload`) take them from here.
 *
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

/**
 * A `Link` header entry that has the browser fetch a list's first card image while the app's code
 * is still coming (on a phone that image is the page's largest paint): the same files and sizes
 * the card's <picture> chooses from, AVIF for browsers that take it (the `type` makes the others
 * skip it), WebP for an image stored before AVIF was made. Undefined for any other address.
 */
export function cardImagePreload(url: string): string | undefined {
  const avif = imageSrcSet(url, 'avif');
  const srcset = avif ?? imageSrcSet(url);
  if (!srcset) return undefined;
  const card = cardImageUrl(url);
  const href = avif ? card.replace(/\.webp$/, '.avif') : card;
  const type = avif ? '; type="image/avif"' : '';
  return `<${href}>; rel=preload; as=image${type}; imagesrcset="${srcset}"; imagesizes="${CARD_SIZES}"; fetchpriority=high`;
}

/** The home screen's banner (the department at dusk): AVIF and WebP, 800, 1200 and 2400 px wide. */
export const HOME_BANNER = {
  sizes: '(min-width: 1280px) 1100px, 100vw',
  avif: '/images/banner-800.avif 800w, /images/banner-1200.avif 1200w, /images/banner.avif 2400w',
  webp: '/images/banner-800.webp 800w, /images/banner-1200.webp 1200w, /images/banner.webp 2400w',
} as const;

/** Home's answer has the browser fetch the banner, the screen's largest paint, beside the code. */
export const HOME_BANNER_PRELOAD = `</images/banner-1200.avif>; rel=preload; as=image; type="image/avif"; imagesrcset="${HOME_BANNER.avif}"; imagesizes="${HOME_BANNER.sizes}"; fetchpriority=high`;
