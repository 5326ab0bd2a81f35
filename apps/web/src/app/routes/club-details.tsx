import { Suspense } from 'react';
import { useParams, useRouteError } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ClubDetails, ClubNotFound } from '@/features/clubs/components/club-details.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { RouteErrorPage } from './route-error.tsx';

/** Club detail: the club loads by id before the screen shows (a spinner meanwhile). */
function ClubDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<PageSpinner label="Loading the club" />}>
      <ClubDetails id={id} />
    </Suspense>
  );
}

/** An unknown club is a friendly "Club not found"; anything else is the usual error page. */
function ClubDetailsError() {
  const error = useRouteError();
  if (error instanceof ApiRequestError && error.status === 404) return <ClubNotFound />;
  return <RouteErrorPage />;
}

export { ClubDetailsError as ErrorBoundary, ClubDetailsRoute as Component };
