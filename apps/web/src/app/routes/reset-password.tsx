import { lazy, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AfterFirstPaint } from '@/components/ui/after-first-paint.tsx';
import { FormPlaceholder } from '@/components/ui/form-placeholder.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { DeadResetLink } from '@/features/auth/components/dead-reset-link.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { afterNextPaint } from '@/lib/later.ts';
import { paths } from '@/lib/paths.ts';

// The form brings react-hook-form, zod and the shared schemas (about 35 kB): the page paints
// first and the form follows (decision 0026).
const ResetPasswordForm = lazy(() =>
  afterNextPaint().then(() =>
    import('@/features/auth/components/reset-password-form.tsx').then((m) => ({
      default: m.ResetPasswordForm,
    })),
  ),
);

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
        <AfterFirstPaint fallback={<FormPlaceholder className="h-62" />}>
          <ResetPasswordForm
            token={token}
            onReset={() => navigate(paths.login, { replace: true })}
            onDeadLink={() => setDeadLink(true)}
          />
        </AfterFirstPaint>
      )}
    </AuthCard>
  );
}

export { ResetPasswordRoute as Component };
