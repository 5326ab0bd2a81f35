import { sessionListSchema, signedOutOthersSchema } from '@dpms/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const sessionsQueryOptions = queryOptions({
  queryKey: ['me', 'sessions'],
  queryFn: ({ signal }) =>
    api.get('/api/me/sessions', import.meta.env.DEV ? sessionListSchema : undefined, signal),
});

/** Signs out every other place this account is signed in. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(
        '/api/me/sessions/sign-out-others',
        undefined,
        import.meta.env.DEV ? signedOutOthersSchema : undefined,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
