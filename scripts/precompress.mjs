// Writes NAME.br and NAME.gz beside every text asset of a built folder (default apps/web/dist),
// once at build time, so the server sends compressed bytes without compressing per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'apps/web/dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let before = 0;
let afterBr = 0;
let count = 0;
for await (const file of files(root)) {
  const bytes = await readFile(file);
  if (bytes.length < 1024) continue;
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = zlib.gzipSync(bytes, { level: 9 });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  before += (await stat(file)).size;
  afterBr += br.length;
  count += 1;
}
console.log(
  `precompressed ${count} files: ${Math.round(before / 1024)} kB -> ${Math.round(afterBr / 1024)} kB brotli`,
);
