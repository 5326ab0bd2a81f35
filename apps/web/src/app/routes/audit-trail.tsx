import { PageHeader } from '@/components/ui/page-header.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function AuditTrailRoute() {
  const t = useT();
  return <PageHeader title={t('audit.title')} description={t('audit.description')} />;
}

export { AuditTrailRoute as Component };
