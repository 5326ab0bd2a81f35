import { useEffect, useSyncExternalStore } from 'react';

/**
 * Status messages for screen readers (WCAG 4.1.3), spoken through one polite live region that is
 * on the page from the start (<LiveAnnouncer /> in the layout): a region added together with its
 * text is often not read at all, and a screen's own content may be replaced as it changes.
 */

let message = '';
const listeners = new Set<() => void>();

function publish(next: string) {
  message = next;
  for (const listener of listeners) listener();
}

/** Says `text` politely (after what is being read). The same text twice is said twice. */
export function announce(text: string): void {
  if (text === message) {
    publish('');
    window.setTimeout(() => publish(text), 50);
  } else {
    publish(text);
  }
}

/** Empties the live region: each test starts from a silent page, as each page load does. */
export function clearAnnouncement(): void {
  publish('');
}

/** Says `text` whenever it changes to something new; nothing for an empty text. */
export function useAnnouncement(text: string | null | undefined): void {
  useEffect(() => {
    if (text) announce(text);
  }, [text]);
}

/** For <LiveAnnouncer />: the message now, and being told when it changes. */
export function useAnnouncedMessage(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => message,
    () => '',
  );
}
