import { createHash } from 'node:crypto';
import { poishaToDecimal } from '../amount.ts';
import { signatureBase, signFields } from '../signature.ts';
import { type CardFields, DEFAULT_METHOD, METHOD_DETAILS } from './methods.ts';
import type { SandboxAttempt, SandboxSession } from './store.ts';

export type CallbackFields = Record<string, string>;

/** The gateway's fee in the sandbox (2.5 %), so store_amount differs from amount as it does live. */
export function storeAmount(amountPoisha: number): number {
  return Math.floor((amountPoisha * 975) / 1000);
}

/** A card that looks like the sandbox's test Visa; only its shape matters. */
export const CARD = METHOD_DETAILS[DEFAULT_METHOD].fields;
export const NO_CARD = Object.fromEntries(Object.keys(CARD).map((key) => [key, ''])) as CardFields;

/** What a paid attempt was paid with, as the gateway reports it (card_type and the rest). */
export function paidWithFields(attempt: Pick<SandboxAttempt, 'method'>): CardFields {
  return METHOD_DETAILS[attempt.method ?? DEFAULT_METHOD].fields;
}

/**
 * The fields the gateway posts to success_url / fail_url / cancel_url and to ipn_url for one
 * attempt, unsigned. A FAILED or CANCELLED post carries no val_id: there is nothing to validate.
 */
export function callbackFields(
  session: SandboxSession,
  attempt: SandboxAttempt,
  storeId: string,
): CallbackFields {
  const amount = poishaToDecimal(session.amountPoisha);
  const paid = attempt.status === 'VALID';
  return {
    tran_id: session.tranId,
    ...(paid ? { val_id: attempt.valId } : {}),
    amount,
    store_amount: paid ? poishaToDecimal(storeAmount(session.amountPoisha)) : '0.00',
    bank_tran_id: attempt.bankTranId,
    status: attempt.status,
    tran_date: attempt.tranDate,
    error: paid ? '' : attempt.status === 'FAILED' ? 'Declined by the sandbox' : 'Cancelled by the customer',
    currency: 'BDT',
    ...(paid ? paidWithFields(attempt) : NO_CARD),
    store_id: storeId,
    currency_type: 'BDT',
    currency_amount: amount,
    currency_rate: '1.0000',
    base_fair: '0.00',
    ...session.values,
    subscription_id: '',
    risk_level: String(attempt.riskLevel),
    risk_title: attempt.riskLevel === 1 ? 'Risky' : 'Safe',
  };
}

/** Adds verify_key, verify_sign (md5, the one merchants check) and verify_sign_sha2. */
export function signCallback(fields: CallbackFields, storePassword: string): CallbackFields {
  const signature = signFields(fields, storePassword);
  const base = signatureBase(fields, signature.verify_key.split(','), storePassword);
  const sha2 = createHash('sha256').update(base, 'utf8').digest('hex');
  return { ...fields, ...signature, verify_sign_sha2: sha2 };
}
