import { TourForm } from '@/features/tours/components/tour-form.tsx';
import { titledRoute } from './titled-route.tsx';

/** Add an Event: the event form, empty. */
export const Component = titledRoute({
  title: 'addTour.title',
  description: 'addTour.description',
  narrow: true,
  render: () => <TourForm mode="create" />,
});
