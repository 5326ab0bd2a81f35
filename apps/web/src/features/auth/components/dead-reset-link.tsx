import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

/** What a reset link that no longer works shows, with the way to a fresh one. */
export function DeadResetLink() {
  const t = useT();
  return (
    <div className="text-center">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-danger-50 text-danger-600">
        <Link2Off aria-hidden="true" className="size-6" />
      </span>
      <p role="alert" className="mt-4 text-base font-semibold text-ink">
        {t('auth.deadLink')}
      </p>
      <Link to={paths.forgetPassword} className={buttonStyles({ className: 'mt-6' })}>
        {t('auth.askNewLink')}
      </Link>
    </div>
  );
}
