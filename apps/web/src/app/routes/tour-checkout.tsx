import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { TourCheckout } from '@/features/checkout/components/tour-checkout.tsx';

function TourCheckoutRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Event checkout"
        description="Check the event and the amount, then pay on the secure payment page."
      />
      <TourCheckout tourId={id} />
    </>
  );
}

export { TourCheckoutRoute as Component };
