import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Widths an image is stored at: cards use the small one, detail pages the large one. */
export const IMAGE_WIDTHS = { card: 640, detail: 1600 } as const;

/** sharp could not read the input as an image of an accepted format (corrupt, truncated, too many pixels). */
export class ImageDecodeError extends Error {}

export interface StoreOptions {
  /** When given, the decoder must agree that the input is one of these sharp formats. */
  formats?: readonly string[];
}

export interface StoredImage {
  /** The detail-size image; the card size sits beside it with a `-640` suffix. */
  url: string;
  cardUrl: string;
}

/**
 * Re-encodes an image to WebP at the sizes the pages use and stores it under a random name.
 * Re-encoding drops metadata and anything hidden in the original file.
 */
export async function storeImage(
  uploadsDir: string,
  input: Buffer,
  options: StoreOptions = {},
): Promise<StoredImage> {
  const [detail, card] = await encode(input, options);
  const name = randomBytes(12).toString('hex');
  const files = imageFileNames(name);
  await mkdir(uploadsDir, { recursive: true });
  await Promise.all([
    writeFile(path.join(uploadsDir, files.detail), detail),
    writeFile(path.join(uploadsDir, files.card), card),
  ]);
  return { url: `/uploads/${files.detail}`, cardUrl: `/uploads/${files.card}` };
}

/** The file of each size of the stored image called `name`. */
function imageFileNames(name: string) {
  return { detail: `${name}.webp`, card: `${name}-${IMAGE_WIDTHS.card}.webp` };
}

/** A file `storeImage` wrote, of any size; group 1 is the image's random name. */
const STORED_IMAGE_FILE = /^([a-f0-9]{24})(?:-\d+)?\.webp$/;
const URL_PREFIX = '/uploads/';

/**
 * The random name of an image `storeImage` wrote, read from the URL of any of its sizes;
 * undefined for anything else (a photo URL a sign-in provider gave, say).
 */
export function storedImageName(url: string): string | undefined {
  return url.startsWith(URL_PREFIX) ? STORED_IMAGE_FILE.exec(url.slice(URL_PREFIX.length))?.[1] : undefined;
}

/** The URLs under which the stored image called `name` is served, one per size. */
export function storedImageUrls(name: string): string[] {
  return Object.values(imageFileNames(name)).map((file) => `/uploads/${file}`);
}

/** Deletes every size of the stored image called `name`; a file already gone is no error. */
export async function deleteStoredImage(uploadsDir: string, name: string): Promise<void> {
  await Promise.all(
    Object.values(imageFileNames(name)).map((file) => rm(path.join(uploadsDir, file), { force: true })),
  );
}

export interface StoredImageOnDisk {
  name: string;
  /** When its oldest file was last written: the image is at least this old. */
  storedAt: Date;
}

/**
 * Every image `storeImage` wrote under `uploadsDir`, one entry per image (not per size).
 * Files of another name are not ours and are left out; a missing folder has no images, and a
 * file deleted while we look (another instance sweeping) is skipped.
 */
export async function listStoredImages(uploadsDir: string): Promise<StoredImageOnDisk[]> {
  const files = await readdir(uploadsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const oldest = new Map<string, number>();
  for (const file of files) {
    const name = STORED_IMAGE_FILE.exec(file)?.[1];
    if (!name) continue;
    const info = await stat(path.join(uploadsDir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!info?.isFile()) continue;
    oldest.set(name, Math.min(oldest.get(name) ?? Number.POSITIVE_INFINITY, info.mtimeMs));
  }
  return [...oldest].map(([name, mtimeMs]) => ({ name, storedAt: new Date(mtimeMs) }));
}

/**
 * The most pixels an upload may decode to: a 24-megapixel phone photo passes, a decompression
 * bomb (a small file that decodes huge) is refused before its pixels are allocated.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** Images decoded at once by this process; more wait their turn, so uploads cannot exhaust memory. */
const MAX_CONCURRENT_ENCODES = 2;
let encoding = 0;
const waiting: (() => void)[] = [];

async function oneAtATurn<T>(work: () => Promise<T>): Promise<T> {
  if (encoding >= MAX_CONCURRENT_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  encoding += 1;
  try {
    return await work();
  } finally {
    encoding -= 1;
    waiting.shift()?.();
  }
}

/** Decodes fully and encodes both sizes in memory, so a bad input never leaves a file behind. */
function encode(input: Buffer, options: StoreOptions): Promise<[Buffer, Buffer]> {
  return oneAtATurn(() => encodeNow(input, options));
}

async function encodeNow(input: Buffer, options: StoreOptions): Promise<[Buffer, Buffer]> {
  try {
    // Loaded on the first upload: most requests never touch an image library.
    const { default: sharp } = await import('sharp');
    const base = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      density: 144,
      failOn: 'warning',
    }).rotate();
    if (options.formats) {
      const { format } = await base.metadata();
      if (!format || !options.formats.includes(format)) throw new Error(`unexpected format ${format}`);
    }
    return await Promise.all([
      base
        .clone()
        .resize({ width: IMAGE_WIDTHS.detail, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      base
        .clone()
        .resize({ width: IMAGE_WIDTHS.card, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
  } catch (error) {
    throw new ImageDecodeError('The image could not be read.', { cause: error });
  }
}
