// Screenshots of pages at desktop and 390 px phone width, for looking at what we build.
// Usage: node e2e/screenshots.mjs [--base http://localhost:3000] [--as email:password] [--open-menu] path...
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    as: { type: 'string' },
    out: { type: 'string', default: 'screenshots' },
    'open-menu': { type: 'boolean', default: false },
  },
});
mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const widths = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
for (const [label, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: label === 'phone' ? 2 : 1 });
  const page = await context.newPage();
  if (values.as) {
    const [email, password] = values.as.split(':');
    const res = await page.request.post(`${values.base}/api/auth/sign-in/email`, {
      data: { email, password },
      headers: { origin: values.base },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  }
  for (const p of positionals.length ? positionals : ['/']) {
    await page.goto(`${values.base}${p}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    if (values['open-menu'] && label === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.waitForTimeout(400);
    }
    const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${label}${values['open-menu'] ? '-menu' : ''}${values.as ? '-signed-in' : ''}.png`;
    await page.screenshot({ path: path.join(values.out, name), fullPage: label === 'desktop' });
    console.log(path.join(values.out, name));
  }
  await context.close();
}
await browser.close();
