import { CheckInScreen } from '@/features/tickets/components/check-in-screen.tsx';
import { tourNotFound } from '@/features/tours/components/tour-details.tsx';
import { detailRoute } from './detail-route.tsx';

/** An event's check-in (admins): scan or type tickets, and the attendee list. */
export const { Component, ErrorBoundary } = detailRoute({
  loadingLabel: 'tours.loadingOne',
  Details: CheckInScreen,
  notFound: tourNotFound,
});
