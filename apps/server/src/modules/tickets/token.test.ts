import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ticketCode, ticketKey, verifyTicketCode } from './token.ts';

const key = ticketKey(randomBytes(32).toString('hex'));

describe('ticket tokens', () => {
  it('carry the payment id, compactly, and verify', () => {
    const id = randomUUID();
    const code = ticketCode(key, id);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code).not.toContain(id.replaceAll('-', ''));
    expect(verifyTicketCode(key, code)).toBe(id);
    expect(verifyTicketCode(key, `  ${code}\n`)).toBe(id);
  });

  it('cannot be forged: another key, a changed character, a swapped id, a guess or the tran_id fail', () => {
    const id = randomUUID();
    const code = ticketCode(key, id);
    expect(verifyTicketCode(ticketKey(randomBytes(32).toString('hex')), code)).toBeNull();
    for (let i = 0; i < code.length; i++) {
      const swapped = code[i] === 'A' ? 'B' : 'A';
      expect(verifyTicketCode(key, code.slice(0, i) + swapped + code.slice(i + 1))).toBeNull();
    }
    // Another payment's id with this one's MAC.
    const other = ticketCode(key, randomUUID());
    expect(verifyTicketCode(key, other.slice(0, 22) + code.slice(22))).toBeNull();
    expect(verifyTicketCode(key, randomBytes(32).toString('base64url'))).toBeNull();
    for (const junk of ['', 'DPMS-1234567890', id, `${code}A`, code.slice(1), code.toUpperCase()])
      expect(verifyTicketCode(key, junk)).toBeNull();
  });

  it('each key signs differently: the same payment under two secrets has two codes', () => {
    const id = randomUUID();
    expect(ticketCode(key, id)).not.toBe(ticketCode(ticketKey('another secret'), id));
  });
});
