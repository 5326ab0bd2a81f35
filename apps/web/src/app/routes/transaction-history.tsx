import { PageHeader } from '@/components/ui/page-header.tsx';
import { PaymentHistory } from '@/features/payments/admin/components/payment-history.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function TransactionHistoryRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('history.title')} description={t('history.description')} />
      <PaymentHistory />
    </>
  );
}

export { TransactionHistoryRoute as Component };
