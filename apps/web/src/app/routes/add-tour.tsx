import { PageHeader } from '@/components/ui/page-header.tsx';
import { TourForm } from '@/features/tours/components/tour-form.tsx';

function AddTourRoute() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Add an Event" description="Every field is required. The fee is in Taka." />
      <TourForm mode="create" />
    </div>
  );
}

export { AddTourRoute as Component };
