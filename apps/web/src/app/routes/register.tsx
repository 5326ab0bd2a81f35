import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { StudentRegisterForm } from '@/features/auth/components/student-register-form.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

function RegisterRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();

  // SPEC: back to the previous page; a visitor who opened /register directly has none, so /login.
  const goBack = () => (location.key === 'default' ? navigate(paths.login) : navigate(-1));

  return (
    <AuthCard title={t('register.title')} description={t('register.description')} width="lg">
      <StudentRegisterForm onRegistered={goBack} />
    </AuthCard>
  );
}

export { RegisterRoute as Component };
