import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { DeadResetLink } from '@/features/auth/components/dead-reset-link.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

/** /reset-password?token=… from the mailed link; better-auth sends ?error=INVALID_TOKEN for a bad one. */
function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const token = params.get('token');
  const [deadLink, setDeadLink] = useState(false);

  return (
    <AuthCard title={t('resetPassword.title')} description={t('resetPassword.description')}>
      {!token || params.has('error') || deadLink ? (
        <DeadResetLink />
      ) : (
        <ResetPasswordForm
          token={token}
          onReset={() => navigate(paths.login, { replace: true })}
          onDeadLink={() => setDeadLink(true)}
        />
      )}
    </AuthCard>
  );
}

export { ResetPasswordRoute as Component };
