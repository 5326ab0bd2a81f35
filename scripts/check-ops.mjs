// `npm run test:ops`: the operator's files are valid and their alerts fire when they should
// (docs/operations.md). promtool comes from Debian's `prometheus` package, which .ci/run installs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const prometheusDir = path.resolve(import.meta.dirname, '..', 'ops', 'prometheus');
const checks = [
  ['check', 'config', 'prometheus.example.yml'],
  ['check', 'rules', 'dpms-alerts.yml'],
  ['test', 'rules', 'dpms-alerts.test.yml'],
];
for (const args of checks) {
  console.log(`promtool ${args.join(' ')}`);
  const run = spawnSync('promtool', args, { cwd: prometheusDir, stdio: 'inherit' });
  if (run.error) {
    console.error(`promtool is missing (${run.error.message}): apt-get install -y prometheus`);
    process.exit(1);
  }
  if (run.status !== 0) process.exit(run.status ?? 1);
}
