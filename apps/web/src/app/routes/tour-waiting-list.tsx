import { tourNotFound } from '@/features/tours/components/tour-details.tsx';
import { WaitingListScreen } from '@/features/waitlist/components/waiting-list-screen.tsx';
import { detailRoute } from './detail-route.tsx';

/** An event's waiting list and its history (admins). */
export const { Component, ErrorBoundary } = detailRoute({
  loadingLabel: 'tours.loadingOne',
  Details: WaitingListScreen,
  notFound: tourNotFound,
});
