import { PageHeader } from '@/components/ui/page-header.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function OnHoldRoute() {
  const t = useT();
  return <PageHeader title={t('queue.title')} description={t('queue.description')} />;
}

export { OnHoldRoute as Component };
