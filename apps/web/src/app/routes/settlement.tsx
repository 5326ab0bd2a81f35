import { PageHeader } from '@/components/ui/page-header.tsx';
import { Settlement } from '@/features/settlement/components/settlement.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function SettlementRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('settlement.title')} description={t('settlement.description')} />
      <Settlement />
    </>
  );
}

export { SettlementRoute as Component };
