// `npm start`: builds what is missing or out of date, then runs the server, which migrates,
// seeds demo data on an empty database and serves on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'].map((p) => path.join(root, p));
const sources = ['packages/shared/src', 'apps/web/src', 'apps/web/index.html', 'apps/server/src'].map((p) =>
  path.join(root, p),
);

function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

const missing = outputs.some((p) => !existsSync(p));
const stale =
  !missing && Math.max(...sources.map(newest)) > Math.min(...outputs.map((p) => statSync(p).mtimeMs));
if (missing || stale) {
  console.log(
    missing ? 'Building DPMS (first start)...' : 'Sources changed since the last build: rebuilding...',
  );
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    // Two malloc arenas, as sharp advises on glibc: image work otherwise leaves the process holding
    // hundreds of MB it no longer uses (docs/deployment.md).
    env: { NODE_ENV: 'development', MALLOC_ARENA_MAX: '2', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
