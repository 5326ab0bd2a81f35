// Runs the server suite on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
function run(label, env) {
  console.log(`\n=== server suite on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

let status = run('PGlite', { TEST_DATABASE_URL: '' });
// Both runs happen even when the first fails, so a report names every failure at once.
if (process.env.TEST_DATABASE_URL) {
  const onPostgres = run(`PostgreSQL (${process.env.TEST_DATABASE_URL})`, {});
  status ||= onPostgres;
} else console.log('\n(TEST_DATABASE_URL not set: PostgreSQL run skipped)');
process.exit(status);
