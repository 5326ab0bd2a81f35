import type { PaymentStatus } from '@dpms/shared/constants';
import type { PaymentRow } from '@dpms/shared/schemas';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';

/** The finer state behind "Not Paid", in words. */
export const STATUS_WORDS: Record<PaymentStatus, MessageId> = {
  pending: 'status.pending',
  paid: 'status.paid',
  failed: 'status.failed',
  cancelled: 'status.cancelled',
  expired: 'status.expired',
  on_hold: 'status.on_hold',
  refund_pending: 'status.refund_pending',
  refunded: 'status.refunded',
};

/**
 * SPEC's "Paid" or "Not Paid" badge, with the finer status (Pending, Refunded...) under it; a fee
 * an admin waived reads "Waived" instead of Paid (who waived it and why is the list's to say).
 */
export function PaidStatus({ payment }: { payment: Pick<PaymentRow, 'paid' | 'status' | 'waiverReason'> }) {
  const t = useT();
  const waived = payment.paid && payment.waiverReason !== undefined;
  const detail = payment.paid ? null : t(STATUS_WORDS[payment.status]);
  return (
    <span className="inline-flex flex-col items-start gap-0.5" title={t(STATUS_WORDS[payment.status])}>
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          waived
            ? 'bg-violet-100 text-violet-900'
            : payment.paid
              ? 'bg-brand-100 text-brand-800'
              : 'bg-slate-100 text-slate-700',
        )}
      >
        {payment.paid ? (
          <CircleCheck aria-hidden="true" className="size-3.5" />
        ) : (
          <CircleDashed aria-hidden="true" className="size-3.5" />
        )}
        {t(waived ? 'status.waived' : payment.paid ? 'status.paid' : 'status.notPaid')}
      </span>
      {detail && <span className="text-xs text-ink-muted">{detail}</span>}
    </span>
  );
}
