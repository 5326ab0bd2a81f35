import { AddLink } from '@/components/ui/add-link.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { ClubList } from '@/features/clubs/components/club-list.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

/** The club payment screen: every club, with the member's countdown or the prices and Pay Now. */
function ClubsRoute() {
  const { isAdmin } = useAuth();
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('clubs.title')}
        description={t('clubs.description')}
        actions={isAdmin && <AddLink to={paths.addClub}>{t('clubs.addClub')}</AddLink>}
      />
      <ClubList />
    </>
  );
}

export { ClubsRoute as Component };
