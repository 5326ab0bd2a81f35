import type { PaymentKind } from '@dpms/shared/constants';
import { type PaymentFilters, paymentFiltersSchema } from '@dpms/shared/schemas';
import { kindParam } from '@/lib/list-params.ts';
import { validFilters } from '@/lib/use-url-filters.ts';

/** Payment History's filters, as the address holds them (`?status=on_hold&q=DPMS-E...`). */
export const HISTORY_FILTER_KEYS = ['q', 'status', 'batch', 'from', 'to'] as const;

/** The statuses the history lists (an expired checkout never reached the gateway, so is not). */
export const HISTORY_STATUSES = [
  'paid',
  'pending',
  'on_hold',
  'refund_pending',
  'refunded',
  'failed',
  'cancelled',
] as const;

/** The address's filters the server accepts; `held` is on_hold, as the admins call it. */
export function historyFiltersParam(params: URLSearchParams): PaymentFilters {
  const search = new URLSearchParams(params);
  if (search.get('status') === 'held') search.set('status', 'on_hold');
  return validFilters(search, HISTORY_FILTER_KEYS, (candidate) => paymentFiltersSchema.safeParse(candidate));
}

/** Clubs or Events: as the address says, else as a searched tran_id says (DPMS-E... is an event's). */
export function historyKindParam(params: URLSearchParams): PaymentKind {
  const q = params.get('q')?.trim().toUpperCase() ?? '';
  return kindParam(params, q.startsWith('DPMS-E') ? 'tour' : 'club');
}

/** The filters as query parameters, for the list, a group's page and the CSV alike. */
export function filtersQuery(filters: PaymentFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );
}
