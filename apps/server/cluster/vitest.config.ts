import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: nginx, three server processes and PostgreSQL; one file, on its own. */
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
