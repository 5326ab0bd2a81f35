import { PageHeader } from '@/components/ui/page-header.tsx';
import { AuditTrail } from '@/features/audit/components/audit-trail.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

function AuditTrailRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <AuditTrail />
    </>
  );
}

export { AuditTrailRoute as Component };
