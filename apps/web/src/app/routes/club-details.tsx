import { ClubDetails, clubNotFound } from '@/features/clubs/components/club-details.tsx';
import { detailRoute } from './detail-route.tsx';

/** Club detail; an unknown club is "Club not found". */
export const { Component, ErrorBoundary } = detailRoute({
  loadingLabel: 'clubs.loadingOne',
  Details: ClubDetails,
  notFound: clubNotFound,
});
