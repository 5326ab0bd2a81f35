import { type Me, sessionStateSchema } from '@dpms/shared/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { takeSignedOutHint } from './signed-out-hint.ts';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user's merged record, or null when signed out. GET /api/session answers 200
 * either way, so a visitor's page leaves no 401 in the browser's console.
 */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  const { user } = await api.get(
    '/api/session',
    import.meta.env.DEV ? sessionStateSchema : undefined,
    signal,
  );
  return user;
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
  // A page the server sent without a session cookie starts signed out, without asking
  // (./signed-out-hint.ts); after a minute the session is asked for as usual.
  initialData: () => (takeSignedOutHint() ? null : undefined),
});
