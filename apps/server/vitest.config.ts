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
    // A worker keeps its modules from one file to the next: every file builds its own app on its
    // own database, so only the import is shared, and it was a third of the suite's time (each
    // file loaded Fastify, drizzle, better-auth and the app anew).
    isolate: false,
  },
});
