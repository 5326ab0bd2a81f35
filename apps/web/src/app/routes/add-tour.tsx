import { PageHeader } from '@/components/ui/page-header.tsx';
import { TourForm } from '@/features/tours/components/tour-form.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function AddTourRoute() {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('addTour.title')} description={t('addTour.description')} />
      <TourForm mode="create" />
    </div>
  );
}

export { AddTourRoute as Component };
