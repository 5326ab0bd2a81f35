import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Bytes of the HMAC kept in a ticket: 128 bits, far beyond guessing. */
const MAC_BYTES = 16;
const UUID_BYTES = 16;
/** A ticket code: the payment id's 16 bytes and the MAC's 16, as 43 characters of base64url. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The key tickets are signed with: derived from the server's auth secret (HKDF, its own label),
 * so it is never the secret itself and rotating the secret voids every ticket with it.
 */
export function ticketKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'dpms', 'dpms ticket token v1', 32));
}

function uuidBytes(id: string): Buffer {
  return Buffer.from(id.replaceAll('-', ''), 'hex');
}

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function mac(key: Buffer, id: Buffer): Buffer {
  return createHmac('sha256', key).update('ticket:').update(id).digest().subarray(0, MAC_BYTES);
}

/** A paid registration's ticket code: the payment id and its HMAC, never the tran_id. */
export function ticketCode(key: Buffer, paymentId: string): string {
  const id = uuidBytes(paymentId);
  if (id.length !== UUID_BYTES) throw new Error('ticketCode: not a payment id');
  return Buffer.concat([id, mac(key, id)]).toString('base64url');
}

/** The payment id a genuine code carries, or null for anything forged, altered or malformed. */
export function verifyTicketCode(key: Buffer, code: string): string | null {
  const trimmed = code.trim();
  if (!CODE_PATTERN.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, 'base64url');
  if (bytes.length !== UUID_BYTES + MAC_BYTES) return null;
  // base64url has spare bits in its last character: only the canonical spelling is accepted.
  if (bytes.toString('base64url') !== trimmed) return null;
  const id = bytes.subarray(0, UUID_BYTES);
  const given = bytes.subarray(UUID_BYTES);
  return timingSafeEqual(given, mac(key, id)) ? uuidOf(id) : null;
}
