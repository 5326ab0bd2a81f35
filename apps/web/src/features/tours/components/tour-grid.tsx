import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useTours } from '../api/get-tours.ts';
import { TourCard } from './tour-card.tsx';

type TourGridProps = {
  page: number;
  onPageChange: (page: number) => void;
};

/** The events of one page as cards, with the pager; loading, empty and error states included. */
export function TourGrid({ page, onPageChange }: TourGridProps) {
  const { isAdmin } = useAuth();
  const t = useT();
  const { data, isPending, isError, refetch, isPlaceholderData } = useTours(page);

  if (isPending) {
    return <CenteredSpinner className="min-h-[40vh]" label={t('tours.loading')} size="lg" />;
  }
  if (isError) {
    return (
      <ErrorState
        title={t('tours.loadFailed')}
        message={t('tours.checkConnection')}
        onRetry={() => void refetch()}
      />
    );
  }

  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (data.items.length === 0) {
    return page > 1 ? (
      <EmptyState
        icon={CalendarX2}
        title={t('tours.emptyPage')}
        action={
          <button type="button" className={buttonStyles()} onClick={() => onPageChange(1)}>
            {t('tours.firstPage')}
          </button>
        }
      />
    ) : (
      <EmptyState
        icon={CalendarX2}
        title={t('tours.empty')}
        description={t('tours.emptyText')}
        action={
          isAdmin && (
            <Link to={paths.addTour} className={buttonStyles()}>
              {t('tours.addAnEvent')}
            </Link>
          )
        }
      />
    );
  }

  return (
    <div className="space-y-8">
      <ul
        aria-busy={isPlaceholderData || undefined}
        className={cn(
          'grid gap-5 sm:grid-cols-2 xl:grid-cols-3',
          isPlaceholderData && 'opacity-60 transition-opacity',
        )}
      >
        {data.items.map((tour, index) => (
          <li key={tour.id} className="flex">
            <TourCard tour={tour} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label={t('tours.pages')} />
      <p className="text-center text-xs text-ink-muted">
        {pageCount > 1
          ? t('tours.countPage', { total: data.total, page, pages: pageCount })
          : t('tours.count', { total: data.total })}
      </p>
    </div>
  );
}
