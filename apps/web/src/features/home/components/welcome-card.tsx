import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { formatDate } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { HomeCalendar } from './home-calendar.tsx';

/**
 * The welcome block (SPEC section 1): signed in, a greeting, today's date with the calendar and
 * the payment-deadlines line; signed out, what the app is and a Log In button.
 */
export function WelcomeCard() {
  const { user, loading } = useAuth();
  const t = useT();

  if (loading) return <div aria-hidden="true" className="h-32" />;
  if (user) {
    const today = new Date();
    return (
      <div>
        <h2 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
          {t('home.welcomeBack', { name: user.name })}
        </h2>
        <div className="mt-3">
          <HomeCalendar today={today} label={formatDate(today)} />
        </div>
        <p className="mt-3 max-w-2xl text-ink-muted">{t('shared.deadlinesLine')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{t('home.welcomeTo')}</h2>
        <p className="mt-1.5 max-w-2xl text-ink-muted">
          {t('home.intro')} {t('shared.pleaseLogIn')}
        </p>
      </div>
      <Link to={paths.login} className={buttonStyles({ size: 'lg', className: 'shrink-0' })}>
        <LogIn aria-hidden="true" className="size-5" />
        {t('home.logIn')}
      </Link>
    </div>
  );
}
