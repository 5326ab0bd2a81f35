import type { PaymentRow } from '@dpms/shared/schemas';
import { Receipt } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';

// The dialog (and its query) loads on the first press, not with My Payments.
const TicketDialog = lazy(() => import('./ticket-dialog.tsx'));

/** "Ticket" beside a paid event registration's receipt: opens its QR ticket. */
export function TicketButton({ payment }: { payment: PaymentRow }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  if (payment.kind !== 'tour' || payment.status !== 'paid') return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('ticket.buttonFor', { name: payment.itemName })}
        className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        <Receipt aria-hidden="true" className="size-4" />
        {t('ticket.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TicketDialog payment={payment} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
