import { Clock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { idleFor, markActive, onActivity, watchActivity } from '@/lib/activity.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { getMe } from '../api/get-me.ts';
import { useAuth } from '../auth-context.ts';

/** As the server's ADMIN_IDLE_MS: an admin's session ends after this long without the person. */
export const ADMIN_IDLE_SIGN_OUT_MS = 30 * 60_000;
/** The warning comes this long before. */
const WARN_BEFORE_MS = 2 * 60_000;
/** While the person works without sending anything (a long form), the server hears of it this often. */
const KEEP_ALIVE_EVERY_MS = 5 * 60_000;

/**
 * An admin's tab left open (on a shared computer, say) signs out after 30 minutes without a key,
 * a tap or a scroll, whatever the page polls meanwhile: the page's own polls do not count on the
 * server either (issue 27). Two minutes before, it warns and offers to stay.
 */
export function AdminIdleSignOut() {
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const t = useT();
  const titleId = useId();
  const [warning, setWarning] = useState(false);

  useEffect(() => {
    if (!isAdmin) return;
    watchActivity();
    let lastKeptAlive = Date.now();
    let signingOut = false;
    const stopListening = onActivity(() => {
      if (Date.now() - lastKeptAlive < KEEP_ALIVE_EVERY_MS) return;
      lastKeptAlive = Date.now();
      void getMe().catch(() => {});
    });
    const timer = setInterval(async () => {
      const idle = idleFor();
      if (idle < ADMIN_IDLE_SIGN_OUT_MS) {
        setWarning(idle >= ADMIN_IDLE_SIGN_OUT_MS - WARN_BEFORE_MS);
        return;
      }
      if (signingOut) return;
      signingOut = true;
      setWarning(false);
      // The login page signs out once it is there (useIdleSignOutArrival): signed out on an admin
      // page, its guard would send the admin home instead.
      await navigate(paths.login, { state: { from: here.current, idleSignedOut: true } });
    }, 5_000);
    return () => {
      stopListening();
      clearInterval(timer);
    };
  }, [isAdmin, navigate]);

  function stay() {
    markActive();
    setWarning(false);
    void getMe().catch(() => {});
  }

  return (
    <Dialog open={warning} onClose={stay} labelledBy={titleId}>
      <div className="space-y-4 p-6">
        <div className="flex items-center gap-3">
          <Clock aria-hidden="true" className="size-6 text-brand-700" />
          <h2 id={titleId} className="text-lg font-semibold">
            {t('idle.title')}
          </h2>
        </div>
        <p className="text-sm text-ink-muted">{t('idle.warning')}</p>
        <div className="flex justify-end">
          <Button onClick={stay}>{t('idle.stay')}</Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Whether the login page was reached by the idle sign-out. */
function cameIdle(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'idleSignedOut' in state && state.idleSignedOut === true
  );
}

/**
 * On the login page: finishes the idle sign-out that sent the admin there (once per arrival, so
 * signing in again on the same page is not undone), and answers whether to say why.
 */
export function useIdleSignOutArrival(): boolean {
  const { user, logOut } = useAuth();
  const location = useLocation();
  const idle = cameIdle(location.state);
  const doneFor = useRef<string | null>(null);
  useEffect(() => {
    if (!idle || !user || doneFor.current === location.key) return;
    doneFor.current = location.key;
    void logOut();
  }, [idle, user, logOut, location.key]);
  return idle;
}
