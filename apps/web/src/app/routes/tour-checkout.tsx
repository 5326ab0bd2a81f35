import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { TourCheckout } from '@/features/checkout/components/tour-checkout.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function TourCheckoutRoute() {
  const { id = '' } = useParams();
  const t = useT();
  return (
    <>
      <PageHeader title={t('tourCheckout.title')} description={t('tourCheckout.description')} />
      <TourCheckout tourId={id} />
    </>
  );
}

export { TourCheckoutRoute as Component };
