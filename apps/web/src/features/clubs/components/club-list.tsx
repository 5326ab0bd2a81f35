import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useClubs } from '../api/get-clubs.ts';
import { ClubCard } from './club-card.tsx';

/** Every club as a card; loading, empty and error states included. */
export function ClubList() {
  const { isAdmin } = useAuth();
  const t = useT();
  const { data, isPending, isError, refetch } = useClubs();

  if (isPending) {
    return <CenteredSpinner className="min-h-[40vh]" label={t('clubs.loading')} size="lg" />;
  }
  if (isError) {
    return (
      <ErrorState
        title={t('clubs.loadFailed')}
        message={t('tours.checkConnection')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={UsersRound}
        title={t('clubs.empty')}
        description={t('clubs.emptyText')}
        action={
          isAdmin && (
            <Link to={paths.addClub} className={buttonStyles()}>
              {t('clubs.addAClub')}
            </Link>
          )
        }
      />
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {data.items.map((club, index) => (
        <li key={club.id} className="flex">
          <ClubCard club={club} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
