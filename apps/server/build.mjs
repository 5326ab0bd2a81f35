// Bundles the server into dist/server.js and puts the migrations and seed art beside it.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

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
  // The shared package is TypeScript: bundled from its source, each entry of its `exports`.
  alias: {
    '@dpms/shared/messages-bn': '../../packages/shared/src/i18n/bn.ts',
    '@dpms/shared/i18n': '../../packages/shared/src/i18n/translate.ts',
    '@dpms/shared': '../../packages/shared/src/index.ts',
  },
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
await cp('src/demo/seed-assets', 'dist/seed-assets', { recursive: true });
console.log('server built into apps/server/dist');
