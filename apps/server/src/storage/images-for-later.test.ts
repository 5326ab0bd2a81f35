import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { deleteStoredImage, listStoredImages, storedImageName, storeImageForLater } from './images.ts';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="#2a6"/></svg>',
);

let ctx: TestContext;
let uploadsDir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  uploadsDir = path.join(ctx.dataDir, 'uploads');
});
afterAll(() => ctx.close());

describe('an image stored for later (the demo art)', () => {
  it('encodes nothing when stored, and each file the first time it is asked for', async () => {
    const stored = await storeImageForLater(uploadsDir, SVG);
    const name = storedImageName(stored.url)!;
    expect(name).toMatch(/^[a-f0-9]{32}$/);
    const files = async () => (await readdir(uploadsDir)).filter((file) => file.startsWith(name)).sort();
    expect(await files()).toEqual([]);
    // Listed for the sweeper before any file exists.
    expect((await listStoredImages(uploadsDir)).map((image) => image.name)).toContain(name);

    const [first, second] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: `/uploads/${name}-320.avif` }),
      ctx.app.inject({ method: 'GET', url: `/uploads/${name}-320.avif` }),
    ]);
    for (const res of [first!, second!]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/avif');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.rawPayload.subarray(4, 12).toString()).toBe('ftypavif');
    }
    const card = await ctx.app.inject({ method: 'GET', url: stored.cardUrl });
    expect(card.statusCode).toBe(200);
    expect(card.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    // Only what was asked for, each written once and whole (no file left aside).
    expect(await files()).toEqual([`${name}-320.avif`, `${name}-640.webp`]);

    // A size that is not one of ours is still a 404, and so is a name never stored.
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${name}-500.webp` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(32)}.webp` })).statusCode).toBe(
      404,
    );

    await deleteStoredImage(uploadsDir, name);
    expect(await files()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(404);
    expect((await listStoredImages(uploadsDir)).map((image) => image.name)).not.toContain(name);
  });
});
