// Bundles the server into dist/server.js and puts the migrations, seed art and catalogs beside it.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const sharedDir = fileURLToPath(new URL('../../packages/shared/', import.meta.url));
const sharedExports = JSON.parse(await readFile(`${sharedDir}package.json`, 'utf8')).exports;

/**
 * `packages: 'external'` would leave `@dpms/shared/…` to Node, which cannot run its .ts files:
 * each subpath is resolved through the package's own `exports` (exact entries, then `./*`).
 */
const bundleSharedPackage = {
  name: 'bundle-shared-package',
  setup(build) {
    build.onResolve({ filter: /^@dpms\/shared\// }, ({ path: specifier }) => {
      const subpath = `.${specifier.slice('@dpms/shared'.length)}`;
      const target = sharedExports[subpath] ?? sharedExports['./*'].replace('*', subpath.slice(2));
      return { path: path.join(sharedDir, target) };
    });
  },
};

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Native and heavy packages stay in node_modules; everything of ours is bundled.
  packages: 'external',
  // The shared package is TypeScript: bundled from its source through its `exports` (one
  // subpath a file, no barrel), which esbuild reads once the package is not external.
  plugins: [bundleSharedPackage],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
await cp('src/demo/seed-assets', 'dist/seed-assets', { recursive: true });
// The server's gettext catalogs, read at start-up (src/i18n/translate.ts).
await cp('src/i18n/locales', 'dist/locales', { recursive: true });
console.log('server built into apps/server/dist');
