import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Widths an image is stored at: cards use the small one, detail pages the large one. */
export const IMAGE_WIDTHS = { card: 640, detail: 1600 } as const;

/**
 * The widths of every stored image besides the detail size, in WebP and in AVIF, so a phone
 * picks the smallest file that fills its slot (`srcset`). Images stored before these existed
 * have a 24-character name and only the two WebP sizes; newer ones a 32-character name and all
 * of these, which is how the pages tell them apart.
 */
export const RESPONSIVE_WIDTHS = [320, IMAGE_WIDTHS.card, 960] as const;
const FORMATS = ['webp', 'avif'] as const;

/** sharp could not read the input as an image of an accepted format (corrupt, truncated, too many pixels). */
export class ImageDecodeError extends Error {}

export interface StoreOptions {
  /** When given, the decoder must agree that the input is one of these sharp formats. */
  formats?: readonly string[];
}

export interface StoredImage {
  /** The detail-size WebP; every other size and format sits beside it (`-640.webp`, `.avif`...). */
  url: string;
  cardUrl: string;
}

interface Variant {
  file: string;
  width: number;
  format: (typeof FORMATS)[number];
}

/**
 * Re-encodes an image at the sizes and formats the pages use and stores it under a random name.
 * Re-encoding drops metadata and anything hidden in the original file.
 */
export async function storeImage(
  uploadsDir: string,
  input: Buffer,
  options: StoreOptions = {},
): Promise<StoredImage> {
  const name = randomBytes(16).toString('hex');
  const variants = imageVariants(name);
  const encoded = await encode(input, variants, options);
  await mkdir(uploadsDir, { recursive: true });
  await Promise.all(variants.map((v, i) => writeFile(path.join(uploadsDir, v.file), encoded[i]!)));
  return { url: `/uploads/${name}.webp`, cardUrl: `/uploads/${name}-${IMAGE_WIDTHS.card}.webp` };
}

/**
 * Where the source of an image stored for later waits (`storeImageForLater`): beside the uploads,
 * never served (an SVG served from our origin could run script).
 */
function sourcesDirOf(uploadsDir: string): string {
  return `${uploadsDir}-sources`;
}

/**
 * Stores an image whose files are made one by one, each the first time it is asked for
 * (`makeStoredFile`), with the same sizes, formats and names as `storeImage`. For the demo's own
 * art: encoding all of it took about 14 s of a first start on two cores, and most sizes are never
 * asked for. Only for trusted input: nothing here checks what the bytes are.
 */
export async function storeImageForLater(uploadsDir: string, input: Buffer): Promise<StoredImage> {
  const name = randomBytes(16).toString('hex');
  await mkdir(sourcesDirOf(uploadsDir), { recursive: true });
  await writeFile(path.join(sourcesDirOf(uploadsDir), name), input);
  return { url: `/uploads/${name}.webp`, cardUrl: `/uploads/${name}-${IMAGE_WIDTHS.card}.webp` };
}

const making = new Map<string, Promise<void>>();

/**
 * Makes the file `file` (`<name>-320.avif`, say) of an image stored for later, when it is not on
 * disk yet; anything else (a file already there, a name we never stored) is left to the caller
 * to serve or refuse. Two requests for the same file share one encode, and the file appears whole
 * (written aside, then renamed), so it is never served half-written.
 */
export async function makeStoredFile(uploadsDir: string, file: string): Promise<void> {
  const name = STORED_IMAGE_FILE.exec(file)?.[1];
  const variant = name && imageVariants(name).find((v) => v.file === file);
  if (!name || !variant) return;
  const target = path.join(uploadsDir, file);
  if (await exists(target)) return;
  const source = path.join(sourcesDirOf(uploadsDir), name);
  if (!(await exists(source))) return;
  let pending = making.get(target);
  if (!pending) {
    pending = (async () => {
      const [bytes] = await encode(await readFile(source), [variant], {});
      const aside = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(aside, bytes!);
      await rename(aside, target);
    })().finally(() => making.delete(target));
    making.set(target, pending);
  }
  await pending;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Every file of the stored image called `name`: two WebP sizes for an old one, all for a new one. */
function imageVariants(name: string): Variant[] {
  const detail = { file: `${name}.webp`, width: IMAGE_WIDTHS.detail, format: 'webp' } as const;
  if (name.length !== 32) {
    return [detail, { file: `${name}-${IMAGE_WIDTHS.card}.webp`, width: IMAGE_WIDTHS.card, format: 'webp' }];
  }
  return FORMATS.flatMap((format) => [
    { file: `${name}.${format}`, width: IMAGE_WIDTHS.detail, format },
    ...RESPONSIVE_WIDTHS.map((width) => ({ file: `${name}-${width}.${format}`, width, format })),
  ]);
}

/** A file `storeImage` wrote, of any size or format; group 1 is the image's random name. */
const STORED_IMAGE_FILE = /^([a-f0-9]{24}|[a-f0-9]{32})(?:-\d+)?\.(?:webp|avif)$/;
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
  return imageVariants(name).map((v) => `${URL_PREFIX}${v.file}`);
}

/** Deletes every size of the stored image called `name`; a file already gone is no error. */
export async function deleteStoredImage(uploadsDir: string, name: string): Promise<void> {
  await Promise.all(imageVariants(name).map((v) => rm(path.join(uploadsDir, v.file), { force: true })));
  await rm(path.join(sourcesDirOf(uploadsDir), name), { force: true });
}

export interface StoredImageOnDisk {
  name: string;
  /** When its oldest file was last written: the image is at least this old. */
  storedAt: Date;
}

/**
 * Every image `storeImage` or `storeImageForLater` wrote under `uploadsDir`, one entry per image
 * (not per size). Files of another name are not ours and are left out; a missing folder has no
 * images, and a file deleted while we look (another instance sweeping) is skipped.
 */
export async function listStoredImages(uploadsDir: string): Promise<StoredImageOnDisk[]> {
  const oldest = new Map<string, number>();
  // The files made so far, and the sources of images stored for later (some have no file yet).
  await noteOldest(oldest, uploadsDir, STORED_IMAGE_FILE);
  await noteOldest(oldest, sourcesDirOf(uploadsDir), /^([a-f0-9]{32})$/);
  return [...oldest].map(([name, mtimeMs]) => ({ name, storedAt: new Date(mtimeMs) }));
}

async function noteOldest(oldest: Map<string, number>, dir: string, pattern: RegExp): Promise<void> {
  const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const file of files) {
    const name = pattern.exec(file)?.[1];
    if (!name) continue;
    const info = await stat(path.join(dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!info?.isFile()) continue;
    oldest.set(name, Math.min(oldest.get(name) ?? Number.POSITIVE_INFINITY, info.mtimeMs));
  }
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

/** Decodes fully and encodes every variant in memory, so a bad input never leaves a file behind. */
function encode(input: Buffer, variants: Variant[], options: StoreOptions): Promise<Buffer[]> {
  return oneAtATurn(() => encodeNow(input, variants, options));
}

async function encodeNow(input: Buffer, variants: Variant[], options: StoreOptions): Promise<Buffer[]> {
  try {
    // Loaded on the first upload: most requests never touch an image library.
    const { default: sharp } = await import('sharp');
    // No cache of decoded images, one libvips thread per image: uploads are rare, memory is not
    // (an idle server keeps what the allocator once took).
    sharp.cache(false);
    sharp.concurrency(1);
    const base = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      density: 144,
      failOn: 'warning',
    }).rotate();
    if (options.formats) {
      const { format } = await base.metadata();
      if (!format || !options.formats.includes(format)) throw new Error(`unexpected format ${format}`);
    }
    // Decoded once, at the largest size kept; every variant is cut from those pixels, one after
    // another, so a single upload keeps to one core and its memory stays small.
    const { data, info } = await base
      .resize({ width: IMAGE_WIDTHS.detail, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const out: Buffer[] = [];
    for (const { width, format } of variants) {
      const resized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
      const small = width <= IMAGE_WIDTHS.card;
      out.push(
        await (format === 'webp'
          ? resized.webp({ quality: small ? 78 : 82 })
          : resized.avif({ quality: small ? 50 : 55, effort: 2 })
        ).toBuffer(),
      );
    }
    return out;
  } catch (error) {
    throw new ImageDecodeError('The image could not be read.', { cause: error });
  }
}
