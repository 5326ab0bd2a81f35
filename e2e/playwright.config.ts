import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * Journeys in Debian's Chromium against the built app on a fresh database with demo data. Each
 * journey seeds what it needs through the API (fixtures/test.ts), so they run in parallel, in
 * any order, one worker per core of the 2-core machines.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two journeys, two browsers and the server share two cores, and every sign-in hashes a
  // password: a journey that takes 30 s alone may take twice that beside another.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker is for the offline journeys (specs/offline.spec.ts), which allow it: in
    // the others, every request goes to the server, as they expect.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `${BASE_URL}/api/health`,
    // The first start seeds the demo, its payment history included (a few seconds alone, a
    // minute or two on a machine busy with other work).
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
