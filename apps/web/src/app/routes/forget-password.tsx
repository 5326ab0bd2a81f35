import { useNavigate } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { paths } from '@/lib/paths.ts';

function ForgetPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Forgot password"
      description="Enter your account's email address and we will send you a link to reset your password."
    >
      <ForgotPasswordForm onToastClosed={() => navigate(paths.login)} />
    </AuthCard>
  );
}

export { ForgetPasswordRoute as Component };
