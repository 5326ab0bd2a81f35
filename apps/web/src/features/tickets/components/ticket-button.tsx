import type { PaymentRow } from '@dpms/shared/schemas';
import { isTicketRow } from '@dpms/shared/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenFirstScreenDrawn } from '@/lib/first-screen-drawn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { isOnline } from '@/lib/online.ts';
import { ticketQueryOptions } from '../api/tickets.ts';

// The dialog (and its query) loads on the first press, not with My Payments.
const TicketDialog = lazy(() => import('./ticket-dialog.tsx'));

/** "Ticket" beside a paid event registration's receipt: opens its QR ticket. */
export function TicketButton({ payment }: { payment: PaymentRow }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const queryClient = useQueryClient();
  // Paid in parts, the last part carries the ticket (decision 0052).
  const hasTicket = isTicketRow(payment);
  // Fetched once the screen is drawn, so the ticket is on the phone before the bus: it opens offline.
  useEffect(() => {
    if (!hasTicket) return;
    void whenFirstScreenDrawn().then(() => {
      if (isOnline()) void queryClient.prefetchQuery(ticketQueryOptions(payment.id));
    });
  }, [hasTicket, payment.id, queryClient]);
  if (!hasTicket) return null;
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
