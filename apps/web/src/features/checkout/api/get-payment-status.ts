import { paymentStatusSchema } from '@dpms/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client.ts';

/** How often, and for how long, the success page asks again while the bank has not confirmed. */
export const STATUS_POLL_MS = 2000;
export const STATUS_POLL_LIMIT_MS = 30_000;

export function getPaymentStatus(tranId: string, signal?: AbortSignal) {
  return api.get(
    `/api/payments/${encodeURIComponent(tranId)}/status`,
    import.meta.env.DEV ? paymentStatusSchema : undefined,
    signal,
  );
}

export const paymentStatusQueryOptions = (tranId: string) =>
  queryOptions({
    queryKey: ['payments', 'status', tranId],
    queryFn: ({ signal }) => getPaymentStatus(tranId, signal),
  });

/**
 * The viewer's own payment behind a result page (asked only when signed in). While it is
 * `pending` it is asked again every 2 s for about 30 s; `gaveUp` then says the page stopped waiting.
 */
export function usePaymentStatus(tranId: string, { enabled }: { enabled: boolean }) {
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const query = useQuery({
    ...paymentStatusQueryOptions(tranId),
    enabled,
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && !waitedLongEnough ? STATUS_POLL_MS : false,
  });
  const pending = query.data?.status === 'pending';

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setWaitedLongEnough(true), STATUS_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  return { ...query, gaveUp: pending && waitedLongEnough };
}
