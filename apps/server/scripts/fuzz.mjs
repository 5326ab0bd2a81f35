// npm run fuzz: the OpenAPI-driven fuzz (src/app.fuzz.test.ts) at 20,000 requests, on PGlite, or on
// PostgreSQL when TEST_DATABASE_URL is set. FUZZ_RUNS and FUZZ_SEED override; the seed is printed.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '20000' };
const result = spawnSync('npx', ['vitest', 'run', 'src/app.fuzz.test.ts', '--testTimeout=3600000'], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
