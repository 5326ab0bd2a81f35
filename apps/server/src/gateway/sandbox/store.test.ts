import { describe, expect, it } from 'vitest';
import { type NewSession, SandboxStore } from './store.ts';

const newSession = (tranId: string): NewSession => ({
  tranId,
  amountPoisha: 150_000,
  productName: 'Paharpur Buddhist Vihara',
  urls: { success: 'http://x/s', fail: 'http://x/f', cancel: 'http://x/c', ipn: null },
  values: { value_a: '', value_b: '', value_c: '', value_d: '' },
});

describe('SandboxStore', () => {
  it("finds a tran_id's sessions, oldest first, and only its own", () => {
    const store = new SandboxStore();
    const first = store.addSession(newSession('DPMS-E1'));
    store.addSession(newSession('DPMS-E2'));
    const second = store.addSession(newSession('DPMS-E1'));
    expect(store.sessionsFor('DPMS-E1').map((s) => s.sessionKey)).toEqual([
      first.sessionKey,
      second.sessionKey,
    ]);
    expect(store.sessionsFor('DPMS-E3')).toEqual([]);
  });

  it('forgets the oldest sessions past its size, with their attempts, and nothing else', () => {
    const store = new SandboxStore(2);
    const oldest = store.addSession(newSession('DPMS-E1'));
    const attempt = store.recordAttempt(oldest, 'VALID', 0);
    const kept = store.addSession(newSession('DPMS-E1'));
    store.addSession(newSession('DPMS-E2'));
    expect(store.session(oldest.sessionKey)).toBeUndefined();
    expect(store.attempt(attempt.valId)).toBeUndefined();
    expect(store.sessionsFor('DPMS-E1').map((s) => s.sessionKey)).toEqual([kept.sessionKey]);
    expect(store.sessionsFor('DPMS-E2')).toHaveLength(1);
  });
});
