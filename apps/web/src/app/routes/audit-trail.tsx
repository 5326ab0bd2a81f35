import { AuditTrail } from '@/features/audit/components/audit-trail.tsx';
import { titledRoute } from './titled-route.tsx';

/** The audit trail: every admin action and payment state change. */
export const Component = titledRoute({
  title: 'audit.title',
  description: 'audit.description',
  render: () => <AuditTrail />,
});
