import { TourCheckout } from '@/features/checkout/components/tour-checkout.tsx';
import { titledRoute } from './titled-route.tsx';

/** An event's checkout, for the event in the address. */
export const Component = titledRoute({
  title: 'tourCheckout.title',
  description: 'tourCheckout.description',
  render: ({ id = '' }) => <TourCheckout tourId={id} />,
});
