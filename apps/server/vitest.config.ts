import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Generous: on a busy two-core machine twenty real sign-ins (scrypt each) or a spawned
    // process can take well over 20 s; a test that hangs still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers suit the two cores here.
    pool: 'forks',
    maxWorkers: 2,
  },
});
