import { cardImagePreload, HOME_BANNER_PRELOAD } from '@dpms/shared/images';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { firstScreenImages } from './first-image.ts';

const IMAGE = `/uploads/${'a'.repeat(32)}.webp`;

/** An app whose list reads answer when the test says, and whose public cache has a version. */
function appWithHeldReads() {
  const held: ((items: { imageUrl: string }[]) => void)[] = [];
  const app = {
    publicCache: { version: 1 },
    inject: () =>
      new Promise((resolve) => {
        held.push((items) => resolve({ statusCode: 200, json: () => ({ items }) }));
      }),
  };
  return { app: app as unknown as FastifyInstance, held };
}

describe("the preload of a page's largest image", () => {
  it('never holds a page longer than a moment for a slow read, and uses the read once it is done', async () => {
    const { app, held } = appWithHeldReads();
    const images = firstScreenImages(app, { waitMs: 20 });
    const started = Date.now();
    await expect(images.preloadFor('/clubs', '')).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    // One read for both pages that asked meanwhile.
    await expect(images.preloadFor('/clubs', '')).resolves.toBeUndefined();
    expect(held).toHaveLength(1);
    held[0]!([{ imageUrl: IMAGE }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(images.preloadFor('/clubs', '')).toBe(cardImagePreload(IMAGE));
    expect(images.preloadFor('/', '')).toBe(HOME_BANNER_PRELOAD);
    expect(images.preloadFor('/login', '')).toBeUndefined();
  });

  it('after a write, answers the last known image at once and the new one once it is read', async () => {
    const { app, held } = appWithHeldReads();
    const images = firstScreenImages(app, { waitMs: 20 });
    const first = images.preloadFor('/tours', 'page=1');
    held[0]!([{ imageUrl: IMAGE }]);
    await expect(first).resolves.toBe(cardImagePreload(IMAGE));

    // A payment moves the public version: the next page does not wait for the list's read.
    (app.publicCache as { version: number }).version = 2;
    expect(images.preloadFor('/tours', 'page=1')).toBe(cardImagePreload(IMAGE));
    expect(images.preloadFor('/tours', 'page=1')).toBe(cardImagePreload(IMAGE));
    expect(held).toHaveLength(2); // one read again, however many pages asked meanwhile

    const other = `/uploads/${'b'.repeat(32)}.webp`;
    held[1]!([{ imageUrl: other }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(images.preloadFor('/tours', 'page=1')).toBe(cardImagePreload(other));
    expect(held).toHaveLength(2); // known for this version: not read again
  });
});
