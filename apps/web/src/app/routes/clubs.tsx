import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { ClubList } from '@/features/clubs/components/club-list.tsx';
import { paths } from '@/lib/paths.ts';

/** The club payment screen: every club, with the member's countdown or the prices and Pay Now. */
function ClubsRoute() {
  const { isAdmin } = useAuth();
  return (
    <>
      <PageHeader
        title="Make Your Monthly Club Payment"
        description="Join a department club or renew your membership, monthly or for the whole year."
        actions={
          isAdmin && (
            <Link to={paths.addClub} className={buttonStyles()}>
              <Plus aria-hidden="true" className="size-4" />
              Add Club
            </Link>
          )
        }
      />
      <ClubList />
    </>
  );
}

export { ClubsRoute as Component };
