import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: nginx with TLS, three server processes and PostgreSQL, and the checks of ops/; one file at a time. */
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
