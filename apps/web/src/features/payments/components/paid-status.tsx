import type { PaymentRow, PaymentStatus } from '@dpms/shared';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** The finer state behind "Not Paid", in words. */
export const STATUS_WORDS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  on_hold: 'On hold',
  refund_pending: 'Refund processing',
  refunded: 'Refunded',
};

/** SPEC's "Paid" or "Not Paid" badge, with the finer status (Pending, Refunded...) under it. */
export function PaidStatus({ payment }: { payment: Pick<PaymentRow, 'paid' | 'status'> }) {
  const detail = payment.paid ? null : STATUS_WORDS[payment.status];
  return (
    <span className="inline-flex flex-col items-start gap-0.5" title={STATUS_WORDS[payment.status]}>
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          payment.paid ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700',
        )}
      >
        {payment.paid ? (
          <CircleCheck aria-hidden="true" className="size-3.5" />
        ) : (
          <CircleDashed aria-hidden="true" className="size-3.5" />
        )}
        {payment.paid ? 'Paid' : 'Not Paid'}
      </span>
      {detail && <span className="text-xs text-ink-muted">{detail}</span>}
    </span>
  );
}
