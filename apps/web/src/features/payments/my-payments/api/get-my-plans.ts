import { myPlanListSchema } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { getQueryOptions } from '@/lib/api-queries.ts';

/**
 * The signed-in student's events paid in parts (issue 32), each with its parts, what is paid and
 * the next part to pay. Kept under the student's payments, so whatever refreshes those (a payment
 * confirmed) refreshes the plans too.
 */
export const myPlansQueryOptions = () =>
  getQueryOptions(
    ['me', 'payments', 'plans'] as const,
    '/api/me/plans',
    import.meta.env.DEV ? myPlanListSchema : undefined,
  );

export function useMyPlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myPlansQueryOptions(), enabled });
}
