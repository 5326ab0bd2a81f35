import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useAuthOptions } from '../api/get-auth-options.ts';
import { useAuth } from '../auth-context.ts';

/** The server's OIDC_LABEL when none is configured (apps/server/src/config.ts). */
const DEFAULT_OIDC_LABEL = 'Continue with university account';

/**
 * "Continue with …" (the server's label, whole): third-party sign-in, shown only when the server
 * has an OIDC provider configured (GET /api/auth-options). The browser leaves for the provider and comes back signed in.
 */
export function OAuthButton({ onError }: { onError: (message: string) => void }) {
  const { data: options } = useAuthOptions();
  const { googleSignIn } = useAuth();
  const [leaving, setLeaving] = useState(false);
  const t = useT();

  if (!options?.oidc) return null;

  async function start() {
    setLeaving(true);
    try {
      await googleSignIn();
    } catch (error) {
      setLeaving(false);
      onError(describeError(error));
    }
  }

  return (
    <>
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-ink-muted uppercase">
        <span className="h-px flex-1 bg-line" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <Button
        variant="secondary"
        size="lg"
        className="h-auto min-h-12 w-full px-4 py-2.5 text-sm sm:text-base"
        loading={leaving}
        onClick={start}
      >
        {!leaving && <KeyRound aria-hidden="true" className="size-5 text-brand-700 max-sm:hidden" />}
        {/* The server's default label has words in each language; a department's own is shown as set. */}
        {options.oidcLabel === DEFAULT_OIDC_LABEL ? t('auth.oidcDefault') : options.oidcLabel}
      </Button>
    </>
  );
}
