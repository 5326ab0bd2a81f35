// `npm start`: builds what is missing or out of date, then runs the server, which migrates,
// seeds demo data on an empty database and serves on PORT (default 3000). Each step says so as
// it goes. On a first start the database is prepared (migrations, demo data) while the web app
// builds, so the two overlap: that is most of a first start on a 2-core machine.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (p) => path.join(root, p);
const serverEntry = at('apps/server/dist/server.js');
// Two malloc arenas, as sharp advises on glibc: image work otherwise leaves the process holding
// hundreds of MB it no longer uses (docs/deployment.md).
const serverEnv = { NODE_ENV: 'development', MALLOC_ARENA_MAX: '2', ...process.env };

function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

/** Whether any of `outputs` is missing or older than any of `sources`: 'missing', 'stale' or false. */
function needsBuild(outputs, sources) {
  if (outputs.some((output) => !existsSync(at(output)))) return 'missing';
  const built = Math.min(...outputs.map((output) => statSync(at(output)).mtimeMs));
  return sources.some((source) => existsSync(at(source)) && newest(at(source)) > built) ? 'stale' : false;
}

const BACKGROUND_PRIORITY = 10;
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    if (children.size === 0) process.exit(1);
  });
}

/** Runs a command to its end, saying what it does and how long it took; rejects on failure. */
function run(label, command, args, { background = false, ...options } = {}) {
  const started = Date.now();
  console.log(`DPMS start-up: ${label}...`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    // The web app's build yields the CPU to the database's preparation, which takes longer and
    // which the server waits for; the build still ends first. Before its worker threads start,
    // which take its priority with them.
    if (background) {
      try {
        os.setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        // Not allowed here (or already gone): it runs at the usual priority.
      }
    }
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) {
        console.log(`DPMS start-up: ${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(Object.assign(new Error(`${label} failed`), { code: code ?? (signal ? 1 : 0) }));
    });
  });
}

const shared = ['packages/shared/src', 'packages/shared/package.json'];
const server = needsBuild(
  ['apps/server/dist/server.js'],
  [...shared, 'apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
);
// The app and the screens the server draws from it: a plain `vite build` leaves the second older.
const web = needsBuild(
  ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'],
  [...shared, 'apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json'],
);
if (server || web) {
  console.log(
    server === 'missing' || web === 'missing'
      ? 'Building DPMS (first start)...'
      : 'Sources changed since the last build: rebuilding...',
  );
}

try {
  // The server first (about a second): the database is prepared with it while the web app builds.
  if (server) await run('building the server', 'node', ['build.mjs'], { cwd: at('apps/server') });
  if (web) {
    // Vite's build and the precompression only: the checks `npm run build` adds (the shared
    // package's types, the JavaScript budget) are CI's, and a start needs the app alone.
    const webDir = at('apps/web');
    const viteBin = path.join(
      path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')),
      'bin/vite.js',
    );
    const buildWeb = run('building the web app', process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
      cwd: webDir,
      background: true,
    })
      .then(() =>
        // The screens the server draws for visitors (decision 0053), from the same sources.
        run(
          'building the screens the server draws',
          process.execPath,
          [viteBin, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
          { cwd: webDir, background: true },
        ),
      )
      .then(() =>
        run('compressing the web app', process.execPath, [at('scripts/precompress.mjs'), 'dist'], {
          cwd: webDir,
          background: true,
        }),
      );
    const prepare = run(
      'preparing the database (migrations, demo data)',
      process.execPath,
      ['--enable-source-maps', serverEntry, '--prepare'],
      { env: serverEnv },
    );
    const results = await Promise.allSettled([buildWeb, prepare]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
} catch (error) {
  console.error(`DPMS start-up: ${error.message}`);
  process.exit(error.code || 1);
}

console.log('DPMS start-up: starting the server...');
const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv,
});
children.add(child);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
