import { PageHeader } from '@/components/ui/page-header.tsx';
import { ClubForm } from '@/features/clubs/components/club-form.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function AddClubRoute() {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('addClub.title')} description={t('addClub.description')} />
      <ClubForm mode="create" />
    </div>
  );
}

export { AddClubRoute as Component };
