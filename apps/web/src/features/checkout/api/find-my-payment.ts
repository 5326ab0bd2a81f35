import type { PaymentKind } from '@dpms/shared/constants';
import { paymentPageSchema } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The status answer has no payment id, which the receipt address needs. A payment just made is
 * the newest of its kind, so the first page of the student's own list finds it.
 */
export async function findMyPayment(kind: PaymentKind, tranId: string, signal?: AbortSignal) {
  const page = await api.get(
    `/api/me/payments?kind=${kind}&page=1`,
    import.meta.env.DEV ? paymentPageSchema : undefined,
    signal,
  );
  return page.items.find((item) => item.tranId === tranId) ?? null;
}

export function useMyPayment(kind: PaymentKind | undefined, tranId: string) {
  return useQuery({
    queryKey: ['me', 'payments', 'by-tran-id', tranId],
    queryFn: ({ signal }) => findMyPayment(kind ?? 'tour', tranId, signal),
    enabled: kind !== undefined,
  });
}
