/** The encodings DPMS sends, best first. */
export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in for an Accept-Encoding header: brotli, then gzip, whichever the
 * client accepts (a q of 0 refuses; `*` stands for any encoding not named; `x-gzip` is gzip);
 * undefined for identity. Every encoding here is one @fastify/compress would also choose.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (typeof header !== 'string') return header === undefined ? undefined : choose(header.join(','));
  // Browsers send a handful of spellings: each is read once (about a microsecond) and kept.
  if (chosen.has(header)) return chosen.get(header);
  const encoding = choose(header);
  if (chosen.size >= MAX_KEPT) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}

const chosen = new Map<string, Encoding | undefined>();
const MAX_KEPT = 256;

function choose(header: string): Encoding | undefined {
  const text = header.toLowerCase();
  if (text === '') return undefined;
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim() === 'q') weight = Number(value?.trim());
    }
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  const brQ = q.get('br') ?? q.get('*') ?? 0;
  const gzipQ = q.get('gzip') ?? q.get('*') ?? 0;
  if (accepted('br') && brQ >= gzipQ) return 'br';
  if (accepted('gzip')) return 'gzip';
  if (accepted('br')) return 'br';
  return undefined;
}
