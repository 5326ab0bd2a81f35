import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AfterFirstPaint } from '@/components/ui/after-first-paint.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { FormPlaceholder } from '@/components/ui/form-placeholder.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { originPath } from '@/features/auth/redirect-target.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { afterNextPaint } from '@/lib/later.ts';
import { paths } from '@/lib/paths.ts';

// The form brings react-hook-form, zod and the shared schemas (about 35 kB): the page paints
// first and the form follows (decision 0026).
const TeacherRegisterForm = lazy(() =>
  afterNextPaint().then(() =>
    import('@/features/auth/components/teacher-register-form.tsx').then((m) => ({
      default: m.TeacherRegisterForm,
    })),
  ),
);

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
      <AfterFirstPaint fallback={<FormPlaceholder className="h-121" />}>
        <TeacherRegisterForm onRegistered={onRegistered} />
      </AfterFirstPaint>
    </AuthCard>
  );
}

export { TeacherRegisterRoute as Component };
