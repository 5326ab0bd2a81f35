import { type AuditQuery, auditQuerySchema } from '@dpms/shared/schemas';
import { validFilters } from '@/lib/use-url-filters.ts';

/** The audit trail's filters, as the address holds them (`?actor=system&kind=payment`). */
export const AUDIT_FILTER_KEYS = ['actor', 'kind', 'target', 'from', 'to'] as const;

/** The address's query the server accepts: the filters, and `before` for an older page. */
export function auditQueryParam(params: URLSearchParams): AuditQuery {
  return validFilters(params, [...AUDIT_FILTER_KEYS, 'before'], (candidate) =>
    auditQuerySchema.safeParse(candidate),
  );
}
