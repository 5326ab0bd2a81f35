// Draws the installed app's icons (apps/web/public/icons) from the DPMS mark in favicon.svg:
// `node apps/web/scripts/make-icons.mjs`. The PNGs are committed; run this again only when the
// mark changes. The maskable icon keeps the mark inside the middle 80 % that every launcher
// shape shows, on a full-bleed teal square.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark = await readFile(`${publicDir}favicon.svg`);

/** The mark on its own rounded square, as the browser shows it in a tab. */
async function plain(size) {
  await sharp(mark, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/icon-${size}.png`);
}

/** The mark at 60 % on a teal square that reaches every edge, for launchers that crop. */
async function maskable(size) {
  const inner = Math.round(size * 0.6);
  const body = await sharp(mark, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#0f766e' } })
    .composite([{ input: body, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/maskable-${size}.png`);
}

await Promise.all([plain(192), plain(512), maskable(192), maskable(512), plain(180)]);
