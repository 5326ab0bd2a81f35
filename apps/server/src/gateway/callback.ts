import { decimalToPoisha } from './amount.ts';
import type { RiskLevel } from './gateway.ts';

/** The statuses a success, fail, cancel or IPN post can carry. */
export const CALLBACK_STATUSES = ['VALID', 'FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

/** What a gateway callback says, typed. It proves nothing: check verifySign, then validate(valId). */
export interface GatewayCallback {
  tranId: string;
  status: CallbackStatus;
  /** Only a VALID post carries one. */
  valId: string | null;
  amountPoisha: number | null;
  currency: string | null;
  bankTranId: string | null;
  riskLevel: RiskLevel | null;
  /** The gateway's reason for a failure, when it gives one. */
  error: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Reads a callback's form fields; null when tran_id or a known status is missing. */
export function parseCallback(fields: Record<string, unknown>): GatewayCallback | null {
  const tranId = text(fields.tran_id);
  const status = text(fields.status);
  if (!tranId || !CALLBACK_STATUSES.includes(status as CallbackStatus)) return null;
  const amount = text(fields.amount);
  const risk = text(fields.risk_level);
  return {
    tranId,
    status: status as CallbackStatus,
    valId: text(fields.val_id),
    amountPoisha: amount === null ? null : decimalToPoisha(amount),
    currency: text(fields.currency),
    bankTranId: text(fields.bank_tran_id),
    riskLevel: risk === null ? null : risk === '0' ? 0 : 1,
    error: text(fields.error),
  };
}
