// `npm run test:ops`: the operator's files are valid and their alerts fire when they should
// (docs/operations.md). promtool comes from Debian's `prometheus` package: installed here when it
// is missing and we are root (as scripts/ensure-chromium.mjs does for the browser), and by .ci/run.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const hasPromtool = () => spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasPromtool()) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error('promtool is missing. Install it with: sudo apt-get install -y prometheus');
    process.exit(1);
  }
  console.log("Installing Debian's prometheus package for promtool...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus', {
    stdio: 'inherit',
  });
}

const prometheusDir = path.resolve(import.meta.dirname, '..', 'ops', 'prometheus');
const checks = [
  ['check', 'config', 'prometheus.example.yml'],
  ['check', 'rules', 'dpms-alerts.yml'],
  ['test', 'rules', 'dpms-alerts.test.yml'],
];
for (const args of checks) {
  console.log(`promtool ${args.join(' ')}`);
  const run = spawnSync('promtool', args, { cwd: prometheusDir, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
