import { Suspense } from 'react';
import { useParams, useRouteError } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import {
  AnnouncementDetails,
  AnnouncementNotFound,
} from '@/features/announcements/components/announcement-details.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { RouteErrorPage } from './route-error.tsx';

/** Announcement detail: loaded by id before it shows (a spinner meanwhile). */
function AnnouncementRoute() {
  const { id = '' } = useParams();
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('announcements.title')} />
      <Suspense
        fallback={<CenteredSpinner className="min-h-[40vh]" label={t('announcements.loading')} size="lg" />}
      >
        <AnnouncementDetails id={id} />
      </Suspense>
    </div>
  );
}

/** An unknown announcement is a friendly "not found"; anything else is the usual error page. */
function AnnouncementError() {
  const error = useRouteError();
  const t = useT();
  if (error instanceof ApiRequestError && error.status === 404) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title={t('announcements.title')} />
        <AnnouncementNotFound />
      </div>
    );
  }
  return <RouteErrorPage />;
}

export { AnnouncementError as ErrorBoundary, AnnouncementRoute as Component };
