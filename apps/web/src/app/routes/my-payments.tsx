import { MyPayments } from '@/features/payments/my-payments/components/my-payments.tsx';
import { TicketButton } from '@/features/tickets/components/ticket-button.tsx';
import { titledRoute } from './titled-route.tsx';

/** My Payments: the student's own payments, with their receipts and their events' tickets. */
export const Component = titledRoute({
  title: 'myPayments.title',
  description: 'myPayments.description',
  render: () => <MyPayments Ticket={TicketButton} />,
});
