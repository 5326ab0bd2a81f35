import { publicReads } from '@dpms/shared/first-screen';
import { type AuthOptions, authOptionsSchema } from '@dpms/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Which sign-in methods the server offers besides e-mail and password. */
export function getAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return api.get(publicReads.authOptions, import.meta.env.DEV ? authOptionsSchema : undefined, signal);
}

export const authOptionsQueryOptions = queryOptions({
  queryKey: ['auth-options'],
  queryFn: ({ signal }) => getAuthOptions(signal),
  // Mostly configuration, but a provider that was down comes back (the server asks it again
  // at most every 30 s): a login screen shown or refocused a minute later asks again.
  staleTime: 60_000,
  retry: false,
});

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions);
}
