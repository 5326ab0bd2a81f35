import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus and keys for a panel that a toggle button opens (the sidebar below lg, Home's calendar):
 * when it opens, focus moves to its close button (`closeRef`); Escape or `close` shuts it and
 * gives focus back to the toggle (`toggleRef`). `hide` only changes the caller's state and must
 * keep its identity between renders (wrap it in useCallback).
 */
export function usePanelFocus(open: boolean, hide: () => void) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    hide();
    toggleRef.current?.focus();
  }, [hide]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return { toggleRef, closeRef, close };
}
