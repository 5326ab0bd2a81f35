import { useSearchParams } from 'react-router';
import { AddLink } from '@/components/ui/add-link.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { EventsInfoButton } from '@/features/tours/components/events-info-button.tsx';
import { TourGrid } from '@/features/tours/components/tour-grid.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { pageParam } from '@/lib/list-params.ts';
import { paths } from '@/lib/paths.ts';

/** Upcoming Events: the server-paged card grid; the page lives in the address (?page=2). */
function ToursRoute() {
  const { isAdmin } = useAuth();
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams);

  return (
    <>
      <PageHeader
        title={t('tours.title')}
        description={
          <>
            {t('tours.description')} <EventsInfoButton />
          </>
        }
        actions={isAdmin && <AddLink to={paths.addTour}>{t('tours.addEvent')}</AddLink>}
      />
      <TourGrid
        page={page}
        onPageChange={(next) => {
          setSearchParams(next > 1 ? { page: String(next) } : {});
          // Back to the top of the new page (jsdom has no scrollIntoView, hence the ?.).
          document.querySelector('main h1')?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </>
  );
}

export { ToursRoute as Component };
