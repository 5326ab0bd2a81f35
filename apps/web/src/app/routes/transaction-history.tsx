import { PageHeader } from '@/components/ui/page-header.tsx';
import { PaymentHistory } from '@/features/payments/admin/components/payment-history.tsx';

function TransactionHistoryRoute() {
  return (
    <>
      <PageHeader
        title="Payment History"
        description="Every payment, grouped by club or event. Open a payment for its gateway record, receipt and refund."
      />
      <PaymentHistory />
    </>
  );
}

export { TransactionHistoryRoute as Component };
