import { PageHeader } from '@/components/ui/page-header.tsx';
import { MyPayments } from '@/features/payments/my-payments/components/my-payments.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function MyPaymentsRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('myPayments.title')} description={t('myPayments.description')} />
      <MyPayments />
    </>
  );
}

export { MyPaymentsRoute as Component };
