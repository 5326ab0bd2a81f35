import { PageHeader } from '@/components/ui/page-header.tsx';
import { ClubForm } from '@/features/clubs/components/club-form.tsx';

function AddClubRoute() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Add a Club" description="Every field is required. Prices are in Taka." />
      <ClubForm mode="create" />
    </div>
  );
}

export { AddClubRoute as Component };
