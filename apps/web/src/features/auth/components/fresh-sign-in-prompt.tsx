import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { describeError, hasCode } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { afterNextPaint } from '@/lib/later.ts';
import { paths } from '@/lib/paths.ts';
import { useAuth } from '../auth-context.ts';

/**
 * Refunds, promotions, deletions and allow-list imports want a sign-in from the last 10 minutes
 * (the server's FRESH_SIGN_IN_REQUIRED). Whichever screen asked, this offers to sign in again
 * and come back to it.
 */
export function FreshSignInPrompt() {
  const queryClient = useQueryClient();
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const t = useT();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const error = event.mutation?.state.error;
        if (event.type === 'updated' && hasCode(error, 'FRESH_SIGN_IN_REQUIRED'))
          setMessage(describeError(error));
      }),
    [queryClient],
  );

  async function signInAgain() {
    setMessage(null);
    // To the login page first, and signed out only once it is drawn and the admin page with its
    // guard is gone: signed out on an admin page, the guard would send us home instead.
    await navigate(paths.login, { state: { from: location } });
    await afterNextPaint();
    await logOut();
  }

  return (
    <Dialog open={message !== null} onClose={() => setMessage(null)} labelledBy={titleId}>
      <div className="space-y-4 p-6">
        <div className="flex items-center gap-3">
          <KeyRound aria-hidden="true" className="size-6 text-brand-700" />
          <h2 id={titleId} className="text-lg font-semibold">
            {t('freshSignIn.title')}
          </h2>
        </div>
        <p className="text-sm text-ink-muted">{message}</p>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setMessage(null)}>
            {t('freshSignIn.notNow')}
          </Button>
          <Button onClick={signInAgain}>{t('freshSignIn.signInAgain')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
