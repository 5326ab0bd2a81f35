import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { paths } from '@/lib/paths.ts';
import { useClubs } from '../api/get-clubs.ts';
import { ClubCard } from './club-card.tsx';

/** Every club as a card; loading, empty and error states included. */
export function ClubList() {
  const { isAdmin } = useAuth();
  const { data, isPending, isError, refetch } = useClubs();

  if (isPending) {
    return (
      <div className="grid min-h-[40vh] place-items-center">
        <Spinner label="Loading clubs" size="lg" />
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState
        title="Could not load the clubs"
        message="Please check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={UsersRound}
        title="No clubs yet"
        description="Department clubs will appear here once they are added."
        action={
          isAdmin && (
            <Link to={paths.addClub} className={buttonStyles()}>
              Add a Club
            </Link>
          )
        }
      />
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {data.items.map((club) => (
        <li key={club.id} className="flex">
          <ClubCard club={club} />
        </li>
      ))}
    </ul>
  );
}
