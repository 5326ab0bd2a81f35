import { useLocation, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { TwoFactorSetupFlow } from '@/features/auth/components/two-factor-setup.tsx';
import { originPath } from '@/features/auth/redirect-target.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

function TwoFactorSetupRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  useDocumentTitle(t('twoFactor.title'));

  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <Card className="p-6 sm:p-8">
        <h1 className="mb-6 text-center text-xl font-bold tracking-tight text-balance text-ink sm:text-2xl">
          {t('twoFactor.title')}
        </h1>
        <TwoFactorSetupFlow
          onDone={() => navigate(originPath(location.state) ?? paths.students, { replace: true })}
        />
      </Card>
    </div>
  );
}

export { TwoFactorSetupRoute as Component };
