import { Suspense } from 'react';
import { useParams, useRouteError } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import {
  AnnouncementDetails,
  AnnouncementNotFound,
} from '@/features/announcements/components/announcement-details.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { RouteErrorPage } from './route-error.tsx';

const TITLE = 'Announcements from Department';

/** Announcement detail: loaded by id before it shows (a spinner meanwhile). */
function AnnouncementRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={TITLE} />
      <Suspense
        fallback={
          <div className="grid min-h-[40vh] place-items-center">
            <Spinner label="Loading the announcement" size="lg" />
          </div>
        }
      >
        <AnnouncementDetails id={id} />
      </Suspense>
    </div>
  );
}

/** An unknown announcement is a friendly "not found"; anything else is the usual error page. */
function AnnouncementError() {
  const error = useRouteError();
  if (error instanceof ApiRequestError && error.status === 404) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title={TITLE} />
        <AnnouncementNotFound />
      </div>
    );
  }
  return <RouteErrorPage />;
}

export { AnnouncementError as ErrorBoundary, AnnouncementRoute as Component };
