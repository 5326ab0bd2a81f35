import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';

type CheckoutLoadErrorProps = {
  error: unknown;
  /** "Event not found" or "Club not found". */
  notFoundTitle: string;
  back: { to: string; label: string };
  onRetry: () => void;
};

/** The item to pay for could not be loaded: gone (404) or a failure worth retrying. */
export function CheckoutLoadError({ error, notFoundTitle, back, onRetry }: CheckoutLoadErrorProps) {
  const t = useT();
  const backLink = (
    <Link to={back.to} className={buttonStyles({ variant: 'secondary' })}>
      {back.label}
    </Link>
  );
  if (error instanceof ApiRequestError && error.status === 404) {
    return <ErrorState title={notFoundTitle} message={t('checkout.notFoundText')} action={backLink} />;
  }
  return <ErrorState message={describeError(error)} onRetry={onRetry} action={backLink} />;
}
