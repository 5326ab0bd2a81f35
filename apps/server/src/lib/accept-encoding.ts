import { Negotiator } from '@fastify/accept-negotiator';

/** The encodings DPMS sends, best first. */
export type Encoding = 'br' | 'gzip';

/** At most this many header spellings are kept (a browser sends a handful; anyone can send more). */
const MAX_KEPT = 256;

/** A Map that starts again when full: the negotiator's cache, bounded. */
class BoundedCache extends Map<string, string> {
  override set(key: string, value: string): this {
    if (this.size >= MAX_KEPT) this.clear();
    return super.set(key, value);
  }
}

// Fastify's own negotiator (what @fastify/static and @fastify/compress use), br before gzip.
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new BoundedCache() });

/**
 * The encoding to answer in for an Accept-Encoding header: brotli, then gzip, whichever the
 * client accepts by its q-values (`*` stands for any encoding not named; `x-gzip` is gzip);
 * undefined for identity.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return undefined;
  return (
    negotiator.negotiate(text.includes('x-gzip') ? text.replaceAll('x-gzip', 'gzip') : text) ?? undefined
  );
}
