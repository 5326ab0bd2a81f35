import { PageHeader } from '@/components/ui/page-header.tsx';
import { OnHoldQueue } from '@/features/payments/admin/components/on-hold-queue.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function OnHoldRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('queue.title')} description={t('queue.description')} />
      <OnHoldQueue />
    </>
  );
}

export { OnHoldRoute as Component };
