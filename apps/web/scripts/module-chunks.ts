import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the map is written, beside Vite's manifest (scripts/js-budget.mjs reads it there). */
const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Writes `.vite/module-chunks.json`: each of the app's own modules (as the manifest names them,
 * `src/app/routes/home.tsx`) and the chunk file that holds it. Vite's manifest names a screen only
 * while the screen is a chunk of its own; the screens that come with the shell (imported by
 * src/app/routes.tsx) are found through this map, so the JavaScript budget still counts them.
 */
export function moduleChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'dpms-module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const relative = path.relative(root, id).split(path.sep).join('/');
          if (relative.startsWith('src/')) map[relative] = chunk.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: MODULE_CHUNKS_FILE,
        source: `${JSON.stringify(map, null, 1)}\n`,
      });
    },
  };
}
