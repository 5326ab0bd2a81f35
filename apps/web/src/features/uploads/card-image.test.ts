import { describe, expect, it } from 'vitest';
import { cardImageUrl, imageSrcSet } from './card-image.ts';

describe('card images', () => {
  const url = '/uploads/0123456789abcdef01234567.webp';

  it('points at the -640 variant beside an uploaded image', () => {
    expect(cardImageUrl(url)).toBe('/uploads/0123456789abcdef01234567-640.webp');
    expect(imageSrcSet(url)).toBe(
      '/uploads/0123456789abcdef01234567-640.webp 640w, /uploads/0123456789abcdef01234567.webp 1600w',
    );
  });

  it('leaves any other address alone', () => {
    expect(cardImageUrl('/images/banner.webp')).toBe('/images/banner.webp');
    expect(imageSrcSet('/images/banner.webp')).toBeUndefined();
  });
});
