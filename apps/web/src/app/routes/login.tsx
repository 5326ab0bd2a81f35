import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AfterFirstPaint } from '@/components/ui/after-first-paint.tsx';
import { CardPage } from '@/components/ui/card-page.tsx';
import { FormPlaceholder } from '@/components/ui/form-placeholder.tsx';
import { useIdleSignOutArrival } from '@/features/auth/components/admin-idle-sign-out.tsx';
import { redirectTarget } from '@/features/auth/redirect-target.ts';
import { LanguageSwitch } from '@/features/language/components/language-switch.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { afterNextPaint } from '@/lib/later.ts';

// The form brings react-hook-form, zod and the shared schemas (about 35 kB): the page paints
// first and the form follows (decision 0026).
const LoginForm = lazy(() =>
  afterNextPaint().then(() =>
    import('@/features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })),
  ),
);

function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const idleSignedOut = useIdleSignOutArrival();

  return (
    <CardPage
      title={t('login.title')}
      above={<LanguageSwitch signedIn={false} className="mb-4 justify-end" />}
    >
      <h1 className="text-center text-2xl font-bold tracking-tight text-ink">{t('login.title')}</h1>
      <p className="mt-2 mb-8 text-center text-sm text-ink-muted">{t('login.subtitle')}</p>
      {idleSignedOut && (
        <p role="status" className="mb-6 rounded-lg bg-brand-50 px-3 py-3 text-sm text-brand-900">
          {t('idle.signedOut')}
        </p>
      )}
      <AfterFirstPaint fallback={<FormPlaceholder className="h-125 sm:h-114" />}>
        <LoginForm onSignedIn={() => navigate(redirectTarget(location.state), { replace: true })} />
      </AfterFirstPaint>
    </CardPage>
  );
}

export { LoginRoute as Component };
