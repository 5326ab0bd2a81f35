import { PageHeader } from '@/components/ui/page-header.tsx';
import { Dashboard } from '@/features/dashboard/components/dashboard.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function DashboardRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <Dashboard />
    </>
  );
}

export { DashboardRoute as Component };
