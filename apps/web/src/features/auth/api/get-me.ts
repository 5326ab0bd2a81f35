import { type Me, meSchema } from '@dpms/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client.ts';

export const meQueryKey = ['me'] as const;

/** The signed-in user's merged record, or null when signed out (the server answers 401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api.get('/api/me', meSchema, signal);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
});
