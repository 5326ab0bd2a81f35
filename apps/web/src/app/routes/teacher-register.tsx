import { useLocation, useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { TeacherRegisterForm } from '@/features/auth/components/teacher-register-form.tsx';
import { originPath } from '@/features/auth/redirect-target.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

function TeacherRegisterRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const dialog = useDialog();
  const t = useT();

  async function onRegistered() {
    await dialog.success(t('teacherRegister.success'), t('teacherRegister.successText'));
    navigate(originPath(location.state) ?? paths.login, { replace: true });
  }

  return (
    <AuthCard title={t('teacherRegister.title')} description={t('teacherRegister.description')}>
      <TeacherRegisterForm onRegistered={onRegistered} />
    </AuthCard>
  );
}

export { TeacherRegisterRoute as Component };
