import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes (e.g. rotating a tablet). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // Drawn on the server (entry-server.tsx) as a phone: the browser's first render starts the same,
  // then follows its own width.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's lg breakpoint, where the sidebar stops being off-canvas. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
