import { type AuthOptions, authOptionsSchema } from '@dpms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Which sign-in methods the server offers besides e-mail and password. */
export function getAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return api.get('/api/auth-options', authOptionsSchema, signal);
}

export const authOptionsQueryOptions = queryOptions({
  queryKey: ['auth-options'],
  queryFn: ({ signal }) => getAuthOptions(signal),
  // Configuration: it changes only when the server restarts.
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions);
}
