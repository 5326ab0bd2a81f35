import { Suspense } from 'react';
import { useParams, useRouteError } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { TourDetails, TourNotFound } from '@/features/tours/components/tour-details.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { RouteErrorPage } from './route-error.tsx';

/** Event details: the event loads by id before the screen shows (a spinner meanwhile). */
function TourDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<PageSpinner label="Loading the event" />}>
      <TourDetails id={id} />
    </Suspense>
  );
}

/** An unknown event is a friendly "Event not found"; anything else is the usual error page. */
function TourDetailsError() {
  const error = useRouteError();
  if (error instanceof ApiRequestError && error.status === 404) return <TourNotFound />;
  return <RouteErrorPage />;
}

export { TourDetailsError as ErrorBoundary, TourDetailsRoute as Component };
