import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { AfterFirstPaint } from '@/components/ui/after-first-paint.tsx';
import { FormPlaceholder } from '@/components/ui/form-placeholder.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { afterNextPaint } from '@/lib/later.ts';
import { paths } from '@/lib/paths.ts';

// The form brings react-hook-form, zod and the shared schemas (about 35 kB): the page paints
// first and the form follows (decision 0026).
const ForgotPasswordForm = lazy(() =>
  afterNextPaint().then(() =>
    import('@/features/auth/components/forgot-password-form.tsx').then((m) => ({
      default: m.ForgotPasswordForm,
    })),
  ),
);

function ForgetPasswordRoute() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <AuthCard title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
      <AfterFirstPaint fallback={<FormPlaceholder className="h-50" />}>
        <ForgotPasswordForm onToastClosed={() => navigate(paths.login)} />
      </AfterFirstPaint>
    </AuthCard>
  );
}

export { ForgetPasswordRoute as Component };
