import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { ClubCheckout } from '@/features/checkout/components/club-checkout.tsx';

function ClubCheckoutRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Club checkout"
        description="Choose Monthly or Yearly, check the amount, then pay on the secure payment page."
      />
      <ClubCheckout clubId={id} />
    </>
  );
}

export { ClubCheckoutRoute as Component };
