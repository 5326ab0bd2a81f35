import { useLocation, useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { TeacherRegisterForm } from '@/features/auth/components/teacher-register-form.tsx';
import { originPath } from '@/features/auth/redirect-target.ts';
import { paths } from '@/lib/paths.ts';

export const TEACHER_REGISTERED_TEXT =
  'Please check your email and verify your address before you sign in. An admin will review your admin request.';

function TeacherRegisterRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const dialog = useDialog();

  async function onRegistered() {
    await dialog.success('Registration Successfully', TEACHER_REGISTERED_TEXT);
    navigate(originPath(location.state) ?? paths.login, { replace: true });
  }

  return (
    <AuthCard
      title="Teacher registration"
      description="Teaching staff register here; an admin approves admin access."
    >
      <TeacherRegisterForm onRegistered={onRegistered} />
    </AuthCard>
  );
}

export { TeacherRegisterRoute as Component };
