// `npm test`: every test. Unit and integration suites of each workspace (the server's on PGlite,
// and on PostgreSQL too when TEST_DATABASE_URL is set), then the build, then the browser journeys.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['shared', ['run', 'test', '-w', 'packages/shared']],
  ['web', ['run', 'test', '-w', 'apps/web']],
  ['server', ['run', 'test', '-w', 'apps/server']],
  ['build', ['run', 'build']],
  ['browser journeys', ['run', 'test:e2e']],
];
const failed = [];
for (const [name, args] of steps) {
  console.log(`\n##### ${name} #####`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failed.push(name);
    if (name === 'build') break;
  }
}
console.log(failed.length ? `\nFAILED: ${failed.join(', ')}` : '\nAll test suites passed.');
process.exit(failed.length ? 1 : 0);
