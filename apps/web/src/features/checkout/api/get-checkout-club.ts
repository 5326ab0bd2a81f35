import { clubSchema } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { recordQueryOptions } from '@/lib/api-queries.ts';

/** The same cache entry the club screens use, so a new membership shows everywhere. */
export const checkoutClubQueryOptions = recordQueryOptions(
  ['clubs'] as const,
  '/api/clubs',
  import.meta.env.DEV ? clubSchema : undefined,
);

/** The club being paid for; the screen shows "Loading club information..." until it arrives. */
export function useCheckoutClub(id: string) {
  return useQuery(checkoutClubQueryOptions(id));
}
