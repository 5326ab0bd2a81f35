// The JavaScript budget: what each screen downloads on a first visit, compressed with brotli as
// the server sends it, against the kB allowed in js-budget.json. Reads Vite's manifest; a route's
// first load is the entry's static imports plus those of the chunk that holds the route module
// (its own chunk, or the shell for the screens bundled with it: .vite/module-chunks.json, written
// by scripts/module-chunks.ts). Exits 1 when a route is over its budget, so `npm run build` (and
// CI) fails.
// Usage: node scripts/js-budget.mjs [DIST] [BUDGET_JSON]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Chunk files a manifest key loads at once: itself and its static imports, transitively. */
export function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** The JavaScript files of a route's first load (the entry's and the route module's). */
export function firstLoadFiles(manifest, routeKey) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const keys = staticClosure(manifest, entry);
  if (routeKey) staticClosure(manifest, routeKey, keys);
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

export function brotliSize(bytes) {
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;
}

/**
 * The manifest key of the chunk that holds a route module: the module's own key when it is a
 * chunk of its own, else the key of the chunk file `moduleChunks` names for it.
 */
export function chunkKeyOf(manifest, moduleChunks, routeKey) {
  if (manifest[routeKey]) return routeKey;
  const file = moduleChunks[routeKey];
  const key = file && Object.keys(manifest).find((k) => manifest[k].file === file);
  if (!key) throw new Error(`${routeKey} is not in the build: fix js-budget.json`);
  return key;
}

/**
 * Every budgeted route's first load in bytes, and whether it fits. `budgets` maps a route
 * module (as in the manifest, e.g. `src/app/routes/home.tsx`) to its budget in kB;
 * `moduleChunks` names the chunk file of each module bundled into another chunk.
 */
export function checkBudgets(manifest, budgets, sizeOf, moduleChunks = {}) {
  return Object.entries(budgets).map(([routeKey, budgetKb]) => {
    const files = firstLoadFiles(manifest, chunkKeyOf(manifest, moduleChunks, routeKey));
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { route: routeKey, files, bytes, budgetKb, fits: bytes <= budgetKb * 1024 };
  });
}

function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const budgetFile = path.resolve(process.argv[3] ?? path.join(here, '..', 'js-budget.json'));
  const { routes: budgets } = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, brotliSize(readFileSync(path.join(dist, file))));
    return sizes.get(file);
  };
  const chunksFile = path.join(dist, '.vite', 'module-chunks.json');
  const moduleChunks = existsSync(chunksFile) ? JSON.parse(readFileSync(chunksFile, 'utf8')) : {};
  const results = checkBudgets(manifest, budgets, sizeOf, moduleChunks);
  const kb = (n) => (n / 1024).toFixed(1);
  console.log('JavaScript on first load (brotli), by route:');
  for (const r of results) {
    const mark = r.fits ? 'ok  ' : 'OVER';
    console.log(
      `  ${mark} ${r.route.replace('src/app/routes/', '').padEnd(26)} ${kb(r.bytes).padStart(6)} kB of ${r.budgetKb} kB`,
    );
  }
  const over = results.filter((r) => !r.fits);
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over the JavaScript budget (apps/web/js-budget.json).`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
