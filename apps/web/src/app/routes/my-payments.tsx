import { CloudOff } from 'lucide-react';
import { MyPayments } from '@/features/payments/my-payments/components/my-payments.tsx';
import { TicketButton } from '@/features/tickets/components/ticket-button.tsx';
import { useNewestAnswerAt } from '@/lib/answer-age.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useOnline } from '@/lib/online.ts';
import { titledRoute } from './titled-route.tsx';

const MY_PAYMENTS_KEY = ['me', 'payments'] as const;

/** Offline, the rows are the last ones DPMS showed: say so, and from when. */
function LastKnownRows() {
  return useOnline() ? null : <LastKnownNote />;
}

function LastKnownNote() {
  const at = useNewestAnswerAt(MY_PAYMENTS_KEY);
  const t = useT();
  if (!at) return null;
  return (
    <p
      data-testid="payments-last-known"
      className="mb-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('offline.lastKnown', { time: formatDateTime(at) })}
    </p>
  );
}

/** My Payments: the student's own payments, with their receipts and their events' tickets. */
export const Component = titledRoute({
  title: 'myPayments.title',
  description: 'myPayments.description',
  render: () => (
    <>
      <LastKnownRows />
      <MyPayments Ticket={TicketButton} />
    </>
  ),
});
