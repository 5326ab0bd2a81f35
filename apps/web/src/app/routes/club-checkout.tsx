import { ClubCheckout } from '@/features/checkout/components/club-checkout.tsx';
import { titledRoute } from './titled-route.tsx';

/** A club's checkout, for the club in the address. */
export const Component = titledRoute({
  title: 'clubCheckout.title',
  description: 'clubCheckout.description',
  render: ({ id = '' }) => <ClubCheckout clubId={id} />,
});
