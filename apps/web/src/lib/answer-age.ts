import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** When the newest answer under `prefix` (every query by default) arrived, if any has. */
export function newestAnswerAt(client: QueryClient, prefix?: readonly unknown[]): number | undefined {
  let newest: number | undefined;
  for (const query of client.getQueryCache().findAll(prefix ? { queryKey: prefix } : {})) {
    const at = query.state.dataUpdatedAt;
    if (query.state.status === 'success' && at > 0 && (newest === undefined || at > newest)) newest = at;
  }
  return newest;
}

/** newestAnswerAt, drawn again as answers arrive or are put back: "this is what DPMS showed at …". */
export function useNewestAnswerAt(prefix?: readonly unknown[]): number | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  const now = () => newestAnswerAt(client, prefix);
  return useSyncExternalStore(subscribe, now, now);
}
