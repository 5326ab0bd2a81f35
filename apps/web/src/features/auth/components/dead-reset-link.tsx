import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { AuthOutcome } from './auth-outcome.tsx';

/** What a reset link that no longer works shows, with the way to a fresh one. */
export function DeadResetLink() {
  const t = useT();
  return (
    <AuthOutcome icon={Link2Off} tone="danger" role="alert" headline={t('auth.deadLink')}>
      <Link to={paths.forgetPassword} className={buttonStyles({ className: 'mt-6' })}>
        {t('auth.askNewLink')}
      </Link>
    </AuthOutcome>
  );
}
