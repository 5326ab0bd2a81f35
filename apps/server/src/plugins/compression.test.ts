import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTour } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { buildApp } from '../app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('compression', () => {
  it('sends JSON over 1 kB as brotli or gzip, and a small answer as it is', async () => {
    for (let i = 0; i < 6; i++) await createTour(ctx.app, { destination: `Sundarbans ${i}` });
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/tours' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await ctx.app.inject({
      method: 'GET',
      url: '/api/tours',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/api/tours',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("serves the web app's files precompressed at build time, with Vary", async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'dpms-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>DPMS</title>');
    const js = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), js);
    await writeFile(path.join(dist, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync(js));
    await writeFile(path.join(dist, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(js));
    const app = await buildApp({ ...ctx.config, webDistDir: dist }, { database: ctx.database });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
      const identity = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
      expect(identity.body).toBe(js);
    } finally {
      await app.close();
    }
  });
});
