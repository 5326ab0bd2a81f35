import { TourDetails, tourNotFound } from '@/features/tours/components/tour-details.tsx';
import { WaitingListBox } from '@/features/waitlist/components/waiting-list-box.tsx';
import { detailRoute } from './detail-route.tsx';

/** The event with the waiting list's box where Register would be, for a full event. */
function TourWithWaitingList({ id }: { id: string }) {
  return <TourDetails id={id} WaitingList={WaitingListBox} />;
}

/** Event details; an unknown event is "Event not found". */
export const { Component, ErrorBoundary } = detailRoute({
  loadingLabel: 'tours.loadingOne',
  Details: TourWithWaitingList,
  notFound: tourNotFound,
});
