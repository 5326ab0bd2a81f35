import { PageHeader } from '@/components/ui/page-header.tsx';
import { MyPayments } from '@/features/payments/my-payments/components/my-payments.tsx';

function MyPaymentsRoute() {
  return (
    <>
      <PageHeader
        title="My Payments"
        description="Your payments for events and club memberships, with their receipts."
      />
      <MyPayments />
    </>
  );
}

export { MyPaymentsRoute as Component };
