import { describe, expect, it } from 'vitest';
import { CARD_SIZES, cardImagePreload, cardImageUrl, imageSrcSet } from './images.ts';

describe('card images', () => {
  const url = '/uploads/0123456789abcdef01234567.webp';
  const responsive = '/uploads/0123456789abcdef0123456789abcdef.webp';

  it('points at the -640 variant beside an uploaded image', () => {
    expect(cardImageUrl(url)).toBe('/uploads/0123456789abcdef01234567-640.webp');
    expect(imageSrcSet(url)).toBe(
      '/uploads/0123456789abcdef01234567-640.webp 640w, /uploads/0123456789abcdef01234567.webp 1600w',
    );
    expect(imageSrcSet(url, 'avif')).toBeUndefined();
  });

  it('offers every width in WebP and AVIF for an image stored with responsive sizes', () => {
    const stem = '/uploads/0123456789abcdef0123456789abcdef';
    expect(cardImageUrl(responsive)).toBe(`${stem}-640.webp`);
    expect(imageSrcSet(responsive)).toBe(
      `${stem}-320.webp 320w, ${stem}-640.webp 640w, ${stem}-960.webp 960w, ${stem}.webp 1600w`,
    );
    expect(imageSrcSet(responsive, 'avif')).toBe(
      `${stem}-320.avif 320w, ${stem}-640.avif 640w, ${stem}-960.avif 960w, ${stem}.avif 1600w`,
    );
  });

  it('leaves any other address alone', () => {
    expect(cardImageUrl('/images/banner.webp')).toBe('/images/banner.webp');
    expect(imageSrcSet('/images/banner.webp')).toBeUndefined();
  });

  it('preloads the files a first card chooses from, at the card sizes', () => {
    const stem = '/uploads/0123456789abcdef0123456789abcdef';
    expect(cardImagePreload(responsive)).toBe(
      `<${stem}-640.avif>; rel=preload; as=image; type="image/avif"; imagesrcset="${imageSrcSet(responsive, 'avif')}"; imagesizes="${CARD_SIZES}"; fetchpriority=high`,
    );
    // Stored before AVIF was made: the WebP files, for every browser.
    expect(cardImagePreload(url)).toBe(
      `<${cardImageUrl(url)}>; rel=preload; as=image; imagesrcset="${imageSrcSet(url)}"; imagesizes="${CARD_SIZES}"; fetchpriority=high`,
    );
    expect(cardImagePreload('/images/banner.webp')).toBeUndefined();
  });
});
