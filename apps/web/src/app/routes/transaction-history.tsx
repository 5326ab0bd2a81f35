import { PaymentHistory } from '@/features/payments/admin/components/payment-history.tsx';
import { titledRoute } from './titled-route.tsx';

/** Payment History (the transaction history): every payment, by club or event. */
export const Component = titledRoute({
  title: 'history.title',
  description: 'history.description',
  render: () => <PaymentHistory />,
});
