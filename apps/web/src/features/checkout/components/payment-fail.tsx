import { CircleX } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { paths } from '@/lib/paths.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import { checkoutPathOf } from '../checkout-path.ts';
import { PaymentFacts, ResultCard } from './result-card.tsx';

export const FAIL_TITLE = 'Payment Failed';

/** Where the gateway sends the browser when a payment failed or was cancelled. */
export function PaymentFail({ tranId }: { tranId: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const status = usePaymentStatus(tranId, { enabled: Boolean(user) });
  const payment = status.data;

  // The bank confirmed it after all (a late notification): the success page tells it right.
  if (payment?.status === 'paid') return <Navigate to={paths.paymentSuccess(tranId)} replace />;

  const tryAgain = payment ? (
    <Link to={checkoutPathOf(payment)} className={buttonStyles()}>
      Try again
    </Link>
  ) : (
    <Button onClick={() => navigate(-1)}>Try again</Button>
  );

  return (
    <ResultCard
      icon={CircleX}
      tone="danger"
      title={FAIL_TITLE}
      details={
        <PaymentFacts
          tranId={tranId}
          kind={payment?.kind}
          itemName={payment?.itemName}
          amountPoisha={payment?.amountPoisha}
        />
      }
      actions={
        <>
          {tryAgain}
          <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
            Go back to main page
          </Link>
        </>
      }
    >
      <p>
        {payment?.status === 'cancelled'
          ? 'You cancelled the payment. Nothing was charged.'
          : 'The payment did not go through, so it has not been recorded as paid.'}
      </p>
    </ResultCard>
  );
}
