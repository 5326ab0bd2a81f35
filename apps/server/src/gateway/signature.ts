import { createHash, timingSafeEqual } from 'node:crypto';

type Fields = Record<string, string | undefined>;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's signature string: the fields named in verify_key plus `store_passwd` =
 * md5(store password), sorted by key, joined as k=v with &. A listed field that is absent
 * counts as empty, as in SSLCommerz's own PHP sample (it reads a missing key as "").
 */
export function signatureBase(fields: Fields, keys: string[], storePassword: string): string {
  const pairs: Record<string, string> = {};
  for (const key of keys) pairs[key] = fields[key] ?? '';
  pairs.store_passwd = md5(storePassword);
  return Object.keys(pairs)
    .sort()
    .map((key) => `${key}=${pairs[key]}`)
    .join('&');
}

/** What the gateway adds to a callback: verify_key lists the signed fields, verify_sign is the md5. */
export function signFields(
  fields: Fields,
  storePassword: string,
): { verify_key: string; verify_sign: string } {
  const keys = Object.keys(fields)
    .filter((key) => fields[key] !== undefined)
    .sort();
  return { verify_key: keys.join(','), verify_sign: md5(signatureBase(fields, keys, storePassword)) };
}

/**
 * Fields we act on. A genuine signature over a subset of fields says nothing about the others,
 * so each of these that the post carries must be covered by verify_key, or a captured genuine
 * post could be replayed with, say, a different status.
 */
const DECISIVE = [
  'tran_id',
  'val_id',
  'amount',
  'currency',
  'status',
  'risk_level',
  'store_id',
  'bank_tran_id',
];

/**
 * Checks a callback's verify_sign against the store password. Only a first filter: the
 * Validation API is the authority on whether money moved. False when verify_key or
 * verify_sign is missing, when tran_id or status is missing, or when a decisive field the post
 * carries is left out of the signature.
 */
export function verifySign(fields: Fields, storePassword: string): boolean {
  const { verify_key: verifyKey, verify_sign: verifySignature } = fields;
  if (!verifyKey || !verifySignature || !fields.tran_id || !fields.status) return false;
  const keys = verifyKey.split(',').filter(Boolean);
  const covered = new Set(keys);
  if (DECISIVE.some((key) => fields[key] !== undefined && !covered.has(key))) return false;
  const expected = Buffer.from(md5(signatureBase(fields, keys, storePassword)));
  const given = Buffer.from(verifySignature.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
