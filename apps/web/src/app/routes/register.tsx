import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AfterFirstPaint } from '@/components/ui/after-first-paint.tsx';
import { FormPlaceholder } from '@/components/ui/form-placeholder.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { afterNextPaint } from '@/lib/later.ts';
import { paths } from '@/lib/paths.ts';

// The form brings react-hook-form, zod and the shared schemas (about 35 kB): the page paints
// first and the form follows (decision 0026).
const StudentRegisterForm = lazy(() =>
  afterNextPaint().then(() =>
    import('@/features/auth/components/student-register-form.tsx').then((m) => ({
      default: m.StudentRegisterForm,
    })),
  ),
);

function RegisterRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();

  // SPEC: back to the previous page; a visitor who opened /register directly has none, so /login.
  const goBack = () => (location.key === 'default' ? navigate(paths.login) : navigate(-1));

  return (
    <AuthCard title={t('register.title')} description={t('register.description')} width="lg">
      <AfterFirstPaint fallback={<FormPlaceholder className="h-165 sm:h-143" />}>
        <StudentRegisterForm onRegistered={goBack} />
      </AfterFirstPaint>
    </AuthCard>
  );
}

export { RegisterRoute as Component };
