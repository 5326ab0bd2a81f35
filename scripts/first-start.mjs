// `npm run bench:first-start`: what a newcomer waits for. Clones the repository's HEAD into a
// temporary folder (or, with --source DIR, copies a working tree as it is, uncommitted changes
// included, without node_modules, dist, data or caches), times `npm ci` (npm's cache is used as a
// newcomer's would be after one install), then times the first `npm start` until /api/ready
// answers, stops it, and times a restart the same way. Prints the step lines the start printed,
// each with the second it came at, and the figures with the machine's load.
// Usage: node scripts/first-start.mjs [--source DIR] [--port 3931] [--keep]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    source: { type: 'string' },
    port: { type: 'string', default: '3931' },
    keep: { type: 'boolean', default: false },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const port = Number(values.port);
const work = mkdtempSync(path.join(os.tmpdir(), 'dpms-first-start-'));
const dir = path.join(work, 'dpms');
const seconds = (ms) => (ms / 1000).toFixed(1);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const SKIP = new Set(['node_modules', 'dist', 'data', '.cache', '.git', 'test-results', 'playwright-report']);

function timed(label, work) {
  const started = Date.now();
  work();
  const ms = Date.now() - started;
  console.log(`${label}: ${seconds(ms)} s`);
  return ms;
}

/** Runs `npm start` in the copy until /api/ready answers 200; then stops it and waits for its exit. */
async function timeStart(label) {
  const loadBefore = load();
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const steps = [];
  let output = '';
  const note = (chunk) => {
    output += chunk;
    for (const line of String(chunk).split('\n')) {
      const step =
        /"msg":"((?:start-up|DPMS is serving)[^"]*)"/.exec(line)?.[1] ??
        /^(DPMS start-up: .*)$/.exec(line)?.[1];
      if (step) steps.push(`  ${seconds(Date.now() - started).padStart(5)} s  ${step}`);
    }
  };
  child.stdout.on('data', note);
  child.stderr.on('data', note);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let readyMs;
  while (readyMs === undefined) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited (${child.exitCode}):\n${output.slice(-4000)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) readyMs = Date.now() - started;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const loadAfter = load();
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  console.log(
    `${label}: ready after ${seconds(readyMs)} s (load average before ${loadBefore}, at ready ${loadAfter})`,
  );
  console.log(steps.join('\n'));
  return readyMs;
}

console.log(
  `${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}, load ${load()}`,
);
try {
  if (values.source) {
    const from = path.resolve(values.source);
    cpSync(from, dir, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) || src === from });
    console.log(`copied the working tree of ${from} into ${dir}`);
  } else {
    execFileSync('git', ['clone', '--quiet', root, dir], { stdio: 'inherit' });
    console.log(`cloned ${root} (HEAD) into ${dir}`);
  }
  const ci = timed('npm ci', () =>
    execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const first = await timeStart('first npm start');
  const again = await timeStart('restart');
  console.log(
    `\nnpm ci ${seconds(ci)} s; first start ${seconds(first)} s (build included); restart ${seconds(again)} s; load now ${load()}`,
  );
} finally {
  if (values.keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
