import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '@/lib/api-client.ts';
import { describeError, hasCode } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

const linkStyles = 'font-semibold text-danger-700 underline underline-offset-2 hover:text-danger-600';

type CheckoutErrorAlertProps = {
  error: unknown;
  /** Where the item lives ("Back to the event"), offered when the server says it cannot be bought. */
  back: { to: string; label: string };
};

/** Why the server refused to open a payment, in its words, with the way forward where there is one. */
export function CheckoutErrorAlert({ error, back }: CheckoutErrorAlertProps) {
  const t = useT();
  let message = describeError(error);
  let action: ReactNode = null;

  if (hasCode(error, 'GATEWAY_UNAVAILABLE')) message = t('checkout.gatewayUnavailable');
  if (hasCode(error, 'PROFILE_INCOMPLETE') || hasCode(error, 'NOT_A_STUDENT')) {
    action = (
      <Link to={paths.myProfile} className={linkStyles}>
        {t('checkout.goToProfile')}
      </Link>
    );
  } else if (hasCode(error, 'ALREADY_REGISTERED') || hasCode(error, 'PAYING_IN_PARTS')) {
    // Paying in parts, the next part is paid from My Payments (its plan's card).
    action = (
      <Link to={paths.myPayments} className={linkStyles}>
        {t('checkout.viewMyPayments')}
      </Link>
    );
  } else if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) {
    action = (
      <Link to={back.to} className={linkStyles}>
        {back.label}
      </Link>
    );
  } else if (error instanceof ApiRequestError && error.status === 401) {
    action = (
      <Link to={paths.login} className={linkStyles}>
        {t('checkout.logInAgain')}
      </Link>
    );
  }

  return (
    <div role="alert" className="flex gap-2 rounded-lg bg-danger-50 px-3 py-3 text-sm text-danger-700">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-medium">{message}</p>
        {action && <p>{action}</p>}
      </div>
    </div>
  );
}
