import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadedImageUrl, uploadResultSchema } from '@dpms/shared/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let ctx: TestContext;
let student: Awaited<ReturnType<typeof signedInAs>>;
let teacher: Awaited<ReturnType<typeof signedInAs>>;
let uploadsDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  uploadsDir = path.join(ctx.dataDir, 'uploads');
  [student, teacher] = await Promise.all([signedInAs(ctx.app, 'student'), signedInAs(ctx.app, 'teacher')]);
});
afterAll(() => ctx.close());

interface Part {
  field?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body exactly as a browser's FormData would send it. */
async function multipart(parts: Part[], extraFields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(extraFields)) form.append(name, value);
  for (const p of parts) form.append(p.field ?? 'image', new Blob([p.bytes], { type: p.type }), p.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function upload(parts: Part[], cookie: string | null = student.cookie, extra = {}) {
  const { payload, contentType } = await multipart(parts, extra);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 13, g: 148, b: 136 } } });
const storedFiles = async () => (await readdir(uploadsDir)).sort();

async function expectRefused(parts: Part[], status: number, message: string) {
  const before = await storedFiles();
  const res = await upload(parts);
  expect(res.statusCode).toBe(status);
  expect(res.json().error.message).toBe(message);
  expect(await storedFiles()).toEqual(before);
}

describe('POST /api/uploads: accepted images', () => {
  it('stores a real PNG as WebP at detail and card sizes, served with long caching', async () => {
    const png = await image(2000, 1000).png().toBuffer();
    const before = await storedFiles();
    const res = await upload([{ filename: 'poster.png', type: 'image/png', bytes: png }]);
    expect(res.statusCode).toBe(201);
    const body = uploadResultSchema.parse(res.json());
    expect(uploadedImageUrl.safeParse(body.url).success).toBe(true);
    expect(body.cardUrl).toBe(body.url.replace('.webp', '-640.webp'));

    // Every width a page's srcset names, in WebP and in AVIF, beside the detail size.
    const stem = path.basename(body.url, '.webp');
    const added = (await storedFiles()).filter((file) => !before.includes(file));
    const expected: [string, string, number][] = [];
    for (const format of ['webp', 'avif']) {
      expected.push([`${stem}.${format}`, format === 'avif' ? 'heif' : 'webp', 1600]);
      for (const width of [320, 640, 960]) {
        expected.push([`${stem}-${width}.${format}`, format === 'avif' ? 'heif' : 'webp', width]);
      }
    }
    expect(added.sort()).toEqual(expected.map(([file]) => file).sort());
    for (const [file, format, width] of expected) {
      const meta = await sharp(await readFile(path.join(uploadsDir, file))).metadata();
      expect(meta, file).toMatchObject({ format, width, height: width / 2 });
    }

    const served = await ctx.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('stores a real JPEG as WebP, judging by content even when the name and type lie', async () => {
    const jpeg = await image(800, 600).jpeg().toBuffer();
    const res = await upload([{ filename: 'notes.txt', type: 'text/plain', bytes: jpeg }], teacher.cookie);
    expect(res.statusCode).toBe(201);
    const stored = await readFile(path.join(uploadsDir, path.basename(res.json().url)));
    expect(stored.subarray(0, 4).toString()).toBe('RIFF');
    expect(stored.subarray(8, 12).toString()).toBe('WEBP');
    expect(await sharp(stored).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  it('accepts WebP and GIF too', async () => {
    for (const [type, bytes] of [
      ['image/webp', await image(100, 100).webp().toBuffer()],
      ['image/gif', await image(100, 100).gif().toBuffer()],
    ] as const) {
      expect((await upload([{ filename: 'x', type, bytes }])).statusCode).toBe(201);
    }
  });
});

describe('POST /api/uploads: refused uploads store nothing', () => {
  const unsupported = 'Only JPEG, PNG, WebP or GIF images are accepted.';

  it('refuses a text file named .png', async () => {
    const bytes = Buffer.from('just some notes, honestly a picture\n'.repeat(20));
    await expectRefused([{ filename: 'photo.png', type: 'image/png', bytes }], 415, unsupported);
  });

  it('refuses an SVG carrying a script, whatever it is called', async () => {
    const bytes = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
        '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    await expectRefused([{ filename: 'logo.svg', type: 'image/svg+xml', bytes }], 415, unsupported);
    await expectRefused([{ filename: 'logo.png', type: 'image/png', bytes }], 415, unsupported);
  });

  it('refuses a corrupt image that only starts like a PNG', async () => {
    const png = await image(400, 400).png().toBuffer();
    const bytes = Buffer.concat([png.subarray(0, 60), randomBytes(500)]);
    await expectRefused([{ filename: 'broken.png', type: 'image/png', bytes }], 415, unsupported);
  });

  it('refuses a small file that would decode to more than 25 megapixels', async () => {
    // 6000 x 5000 of one colour compresses to a few kilobytes, and would decode to 90 MB.
    const bomb = await image(6000, 5000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused([{ filename: 'bomb.png', type: 'image/png', bytes: bomb }], 415, unsupported);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const noise = randomBytes(1500 * 1400 * 3);
    const bytes = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(6 * 1024 * 1024);
    await expectRefused(
      [{ filename: 'huge.png', type: 'image/png', bytes }],
      413,
      'The image is larger than 5 MB.',
    );
  });

  it('asks for an image when none is sent', async () => {
    const message = 'Choose an image to upload.';
    await expectRefused([], 400, message);
    await expectRefused(
      [{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: Buffer.from('x') }],
      400,
      message,
    );
    await expectRefused(
      [{ filename: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) }],
      400,
      message,
    );
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { image: 'data:image/png;base64,AAAA' },
      headers: { cookie: student.cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(message);
  });

  it('refuses extra fields and a second file', async () => {
    const png = await image(10, 10).png().toBuffer();
    const part = { filename: 'a.png', type: 'image/png', bytes: png };
    const before = await storedFiles();
    const withField = await upload([part], student.cookie, { caption: 'hello' });
    expect(withField.statusCode).toBe(400);
    expect(withField.json().error.message).toBe(
      'Send one image, in the field named image, and nothing else.',
    );
    const twoFiles = await upload([part, part]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().error.message).toBe('Send one image, in the field named image, and nothing else.');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses anyone not signed in', async () => {
    const png = await image(10, 10).png().toBuffer();
    const before = await storedFiles();
    const res = await upload([{ filename: 'a.png', type: 'image/png', bytes: png }], null);
    expect(res.statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('POST /api/uploads: rate limit', () => {
  it('allows 20 uploads a minute per user, then answers 429', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'true' });
    try {
      const user = await signedInAs(limited.app, 'student');
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/uploads', headers: { cookie: user.cookie } });
      for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(400);
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('TOO_MANY_REQUESTS');
      const other = await signedInAs(limited.app, 'student');
      const fresh = await limited.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { cookie: other.cookie },
      });
      expect(fresh.statusCode).toBe(400);
      // The profile photo route spends the same budget: it decodes images too.
      const photo = await limited.app.inject({
        method: 'POST',
        url: '/api/me/photo',
        headers: { cookie: user.cookie },
      });
      expect(photo.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
