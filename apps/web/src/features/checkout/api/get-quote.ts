import type { Plan } from '@dpms/shared/constants';
import { quoteSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';

/**
 * What a discount code makes an event's price, asked before paying: the server checks the code
 * and sums as checkout will, so the price shown is the price charged. Refused with 422
 * `CODE_REFUSED` and the student's reason.
 */
export function quoteTour(tourId: string, code: string) {
  return api.post(
    `/api/tours/${encodeURIComponent(tourId)}/quote`,
    { code },
    import.meta.env.DEV ? quoteSchema : undefined,
  );
}

/** The same for a club fee, for the plan chosen (a code's amount differs between the two). */
export function quoteClub(clubId: string, code: string, plan: Plan) {
  return api.post(
    `/api/clubs/${encodeURIComponent(clubId)}/quote`,
    { code, plan },
    import.meta.env.DEV ? quoteSchema : undefined,
  );
}
