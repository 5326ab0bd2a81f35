import { TourDetails, tourNotFound } from '@/features/tours/components/tour-details.tsx';
import { detailRoute } from './detail-route.tsx';

/** Event details; an unknown event is "Event not found". */
export const { Component, ErrorBoundary } = detailRoute({
  loadingLabel: 'tours.loadingOne',
  Details: TourDetails,
  notFound: tourNotFound,
});
