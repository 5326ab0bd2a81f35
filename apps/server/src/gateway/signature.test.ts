import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signFields, verifySign } from './signature.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const PASSWORD = 'dpms0sandbox@ssl';
const fields = {
  tran_id: 'DPMS-T-1',
  val_id: '250131140509ABCDEF12',
  amount: '1500.00',
  currency: 'BDT',
  status: 'VALID',
};

describe('verifySign', () => {
  it('accepts a signature computed by hand the way SSLCommerz documents it', () => {
    const base = `amount=1500.00&currency=BDT&status=VALID&store_passwd=${md5(PASSWORD)}&tran_id=DPMS-T-1&val_id=250131140509ABCDEF12`;
    const verify_sign = md5(base);
    // The same value from `md5sum` in a shell, so the test does not only agree with itself.
    expect(verify_sign).toBe('b9eb928ff6d7b19af9b30cdcb17b31bd');
    const post = { ...fields, verify_key: 'tran_id,val_id,amount,currency,status', verify_sign };
    expect(verifySign(post, PASSWORD)).toBe(true);
    expect(verifySign({ ...post, verify_sign: verify_sign.toUpperCase() }, PASSWORD)).toBe(true);
  });

  it('agrees with signFields, and ignores extra fields outside verify_key', () => {
    const post = { ...fields, ...signFields(fields, PASSWORD), card_type: 'anything' };
    expect(verifySign(post, PASSWORD)).toBe(true);
  });

  it('fails on a tampered field, the wrong password or a forged signature', () => {
    const post = { ...fields, ...signFields(fields, PASSWORD) };
    expect(verifySign({ ...post, amount: '15.00' }, PASSWORD)).toBe(false);
    expect(verifySign({ ...post, status: 'FAILED' }, PASSWORD)).toBe(false);
    expect(verifySign(post, 'another-password')).toBe(false);
    expect(verifySign({ ...post, verify_sign: md5('x') }, PASSWORD)).toBe(false);
    expect(verifySign({ ...post, verify_sign: 'short' }, PASSWORD)).toBe(false);
  });

  it('fails without verify_key, verify_sign, tran_id or status', () => {
    const post = { ...fields, ...signFields(fields, PASSWORD) };
    expect(verifySign({ ...post, verify_key: undefined }, PASSWORD)).toBe(false);
    expect(verifySign({ ...post, verify_key: '' }, PASSWORD)).toBe(false);
    expect(verifySign({ ...post, verify_sign: undefined }, PASSWORD)).toBe(false);
    const { tran_id: _tran, ...noTranId } = fields;
    expect(verifySign({ ...noTranId, ...signFields(noTranId, PASSWORD) }, PASSWORD)).toBe(false);
  });

  it('fails when a decisive field is present but left out of the signature', () => {
    const signed = { tran_id: fields.tran_id, status: 'FAILED' };
    // A genuine signature over tran_id and status only, replayed with an added amount.
    const post = { ...signed, ...signFields(signed, PASSWORD), amount: '1500.00' };
    expect(verifySign(post, PASSWORD)).toBe(false);
    const { amount: _amount, ...without } = post;
    expect(verifySign(without, PASSWORD)).toBe(true);
  });
});
