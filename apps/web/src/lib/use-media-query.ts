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
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Tailwind's lg breakpoint, where the sidebar stops being off-canvas. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
