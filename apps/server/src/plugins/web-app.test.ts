import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { buildApp } from '../app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the web app shell', () => {
  it("preloads the visitor's language's message catalog (cookie, else the browser's languages)", async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'dpms-dist-'));
    await mkdir(path.join(dist, '.vite'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>DPMS</title><link rel="modulepreload" crossorigin href="/assets/en-1a2b.js">',
    );
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'virtual:messages/en': { file: 'assets/en-1a2b.js' },
        'virtual:messages/bn': { file: 'assets/bn-3c4d.js' },
      }),
    );
    const app = await buildApp({ ...ctx.config, webDistDir: dist }, { database: ctx.database });
    try {
      const page = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/tours', headers });
      const english = await page({});
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('href="/assets/en-1a2b.js"');
      expect(english.headers.vary).toMatch(/cookie/i);
      expect((await page({ 'accept-language': 'bn-BD,bn;q=0.9' })).body).toContain(
        'href="/assets/bn-3c4d.js"',
      );
      const chosen = await page({ cookie: 'dpms_lang=bn', 'accept-language': 'en-US' });
      expect(chosen.body).toContain('href="/assets/bn-3c4d.js"');
      expect(chosen.body).not.toContain('en-1a2b');
      expect((await page({ cookie: 'dpms_lang=en', 'accept-language': 'bn' })).body).toContain(
        'href="/assets/en-1a2b.js"',
      );
    } finally {
      await app.close();
    }
  });
});
