import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ClubCheckout } from '@/features/checkout/components/club-checkout.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function ClubCheckoutRoute() {
  const { id = '' } = useParams();
  const t = useT();
  return (
    <>
      <PageHeader title={t('clubCheckout.title')} description={t('clubCheckout.description')} />
      <ClubCheckout clubId={id} />
    </>
  );
}

export { ClubCheckoutRoute as Component };
