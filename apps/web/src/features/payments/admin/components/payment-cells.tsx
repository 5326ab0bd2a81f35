import type { PaymentRow } from '@dpms/shared/schemas';
import { ChevronRight } from 'lucide-react';
import { cellClass } from '@/components/ui/fitting-table.tsx';
import { cn } from '@/lib/cn.ts';
import { formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { PaidWith } from '../../components/paid-with.tsx';
import { DiscountNote, PartNote } from '../../components/payment-notes.tsx';

/** The pieces the admin payment lists (Payment History's groups, the on-hold queue) share. */

/** Who paid: the name, and the student ID under it. */
export function Payer({ payment }: { payment: Pick<PaymentRow, 'payerName' | 'payerStudentId'> }) {
  const t = useT();
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words text-ink">{payment.payerName}</p>
      <p className="font-mono text-xs text-ink-muted">{payment.payerStudentId ?? t('col.notAvailable')}</p>
    </div>
  );
}

/**
 * The amount column's cell: right-aligned, on one line, with the discount code it used and what
 * the gateway says it was paid with ("bKash") under it once it has said.
 */
export function AmountCell({ payment }: { payment: PaymentRow }) {
  const { cardType } = payment;
  return (
    <td className={cn(cellClass, 'text-right font-semibold whitespace-nowrap text-ink')}>
      {formatTk(payment.amountPoisha)}
      <PartNote payment={payment} />
      <DiscountNote payment={payment} />
      {cardType && (
        <span className="mt-0.5 flex justify-end text-xs font-normal text-ink-muted">
          <PaidWith cardType={cardType} />
        </span>
      )}
    </td>
  );
}

/** "View details", which says for screen readers whose payment it opens. */
export function ViewDetailsButton({ tranId, onClick }: { tranId: string; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-0.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
    >
      {t('history.viewDetails')}
      <span className="sr-only"> {t('history.ofPayment', { tranId })}</span>
      <ChevronRight aria-hidden="true" className="size-4" />
    </button>
  );
}
