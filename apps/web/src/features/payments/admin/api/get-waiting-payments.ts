import { WAITING_REASONS, type WaitingReason, waitingListSchema } from '@dpms/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useIdle } from '@/lib/use-idle.ts';
import { adminPaymentsQueryKey } from './get-payment-groups.ts';

/** The on-hold queue's filter from the address (`?reason=held`); anything else shows every reason. */
export function waitingReasonParam(params: URLSearchParams): WaitingReason | undefined {
  const reason = params.get('reason');
  return (WAITING_REASONS as readonly string[]).includes(reason ?? '')
    ? (reason as WaitingReason)
    : undefined;
}

/**
 * The payments waiting for an admin, oldest first, with every reason's count. Under the admin
 * payments key, so an accept or a refund anywhere refreshes the queue and the sidebar's badge.
 */
export const waitingPaymentsQueryOptions = (reason?: WaitingReason) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'waiting', reason ?? 'all'],
    queryFn: ({ signal }) =>
      api.get(
        `/api/admin/payments/waiting${reason ? `?reason=${encodeURIComponent(reason)}` : ''}`,
        import.meta.env.DEV ? waitingListSchema : undefined,
        signal,
      ),
  });

export function useWaitingPayments(reason?: WaitingReason) {
  // A new filter keeps the old rows (dimmed) until its own arrive, and the counts with them.
  return useQuery({ ...waitingPaymentsQueryOptions(reason), placeholderData: keepPreviousData });
}

/** How often the sidebar's badge asks again while the tab is visible (hidden tabs do not ask). */
export const WAITING_COUNT_INTERVAL_MS = 60_000;
/** With nobody at the screen this long, the badge stops asking until someone is. */
export const WAITING_COUNT_IDLE_MS = 5 * 60_000;

/** The sidebar's badge: how many payments wait, from the same query as the unfiltered queue. */
export function useWaitingCount() {
  const idle = useIdle(WAITING_COUNT_IDLE_MS);
  return useQuery({
    ...waitingPaymentsQueryOptions(),
    select: (list) => list.count,
    refetchInterval: idle ? false : WAITING_COUNT_INTERVAL_MS,
  });
}
