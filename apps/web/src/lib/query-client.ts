import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client.ts';

/** SPEC section 9: cache 5 minutes, 3 retries on queries (never on 4xx), none on mutations. */
const GC_TIME_MS = 5 * 60 * 1000;
/**
 * How long an answer counts as fresh. A route loader starts a screen's queries before its code
 * arrives (docs/decisions/0014); with the default of 0 the screen, mounting a moment later, would
 * find that answer already stale and ask again. Writes invalidate what they change, and polling
 * (refetchInterval) asks again regardless.
 */
const STALE_TIME_MS = 30_000;
const MAX_QUERY_RETRIES = 3;
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: GC_TIME_MS,
        staleTime: STALE_TIME_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_QUERY_RETRIES,
        // 1 s, 2 s, 4 s ... capped at 30 s.
        retryDelay: (attempt) => Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS),
      },
      mutations: { retry: 0 },
    },
  });
}

/** The app's one client; route loaders and providers share it. */
export const queryClient = createQueryClient();
