import { sessionListSchema, signedOutOthersSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { getQueryOptions, useRefreshingMutation } from '@/lib/api-queries.ts';

export const sessionsQueryOptions = getQueryOptions(
  ['me', 'sessions'],
  '/api/me/sessions',
  import.meta.env.DEV ? sessionListSchema : undefined,
);

/** Signs out every other place this account is signed in. */
export function useSignOutOtherSessions() {
  return useRefreshingMutation(
    () =>
      api.post(
        '/api/me/sessions/sign-out-others',
        undefined,
        import.meta.env.DEV ? signedOutOthersSchema : undefined,
      ),
    sessionsQueryOptions.queryKey,
  );
}
