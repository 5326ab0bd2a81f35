import { useAnnouncedMessage } from '@/lib/announce.ts';

/**
 * The one polite live region that announce() speaks through; mounted once, in the layout. No
 * role="status": a screen's own status messages keep that role to themselves.
 */
export function LiveAnnouncer() {
  const message = useAnnouncedMessage();
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="live-announcer" className="sr-only">
      {message}
    </div>
  );
}
