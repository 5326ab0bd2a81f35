import { useNavigate } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

function ForgetPasswordRoute() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <AuthCard title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
      <ForgotPasswordForm onToastClosed={() => navigate(paths.login)} />
    </AuthCard>
  );
}

export { ForgetPasswordRoute as Component };
