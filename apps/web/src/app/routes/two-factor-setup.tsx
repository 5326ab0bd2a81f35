import { useLocation, useNavigate } from 'react-router';
import { CardPage } from '@/components/ui/card-page.tsx';
import { TwoFactorSetupFlow } from '@/features/auth/components/two-factor-setup.tsx';
import { originPath } from '@/features/auth/redirect-target.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

function TwoFactorSetupRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();

  return (
    <CardPage title={t('twoFactor.title')}>
      <h1 className="mb-6 text-center text-xl font-bold tracking-tight text-balance text-ink sm:text-2xl">
        {t('twoFactor.title')}
      </h1>
      <TwoFactorSetupFlow
        onDone={() => navigate(originPath(location.state) ?? paths.students, { replace: true })}
      />
    </CardPage>
  );
}

export { TwoFactorSetupRoute as Component };
