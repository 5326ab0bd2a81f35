import { CircleCheck, CircleX, Hourglass, ShieldAlert, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { myReceiptUrl } from '@/features/payments/payment-row.ts';
import { paths } from '@/lib/paths.ts';
import { useMyPayment } from '../api/find-my-payment.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import { checkoutPathOf } from '../checkout-path.ts';
import { CheckoutProgress } from './checkout-progress.tsx';
import { PaymentFacts, ResultCard } from './result-card.tsx';

/** The progress bar lines up with the result card under it. */
const RESULT_WIDTH = 'mx-auto max-w-xl';

export const SUCCESS_TITLE = 'Payment Successful!';
export const CONFIRMING_TITLE = 'We are confirming your payment with the bank…';

const homeButton = (
  <Link to={paths.home} className={buttonStyles()}>
    Go to Home
  </Link>
);
const myPaymentsButton = (
  <Link to={paths.myPayments} className={buttonStyles({ variant: 'secondary' })}>
    View My Payments
  </Link>
);

/**
 * Where the gateway sends the browser after a payment. The gateway's redirect alone proves
 * nothing, so a signed-in student sees what the server recorded: confirmed, still being
 * confirmed (asked again every 2 s), on hold, or not completed.
 */
export function PaymentSuccess({ tranId }: { tranId: string }) {
  const { user, loading } = useAuth();
  const status = usePaymentStatus(tranId, { enabled: Boolean(user) });
  const payment = status.data;
  const facts = (
    <PaymentFacts
      tranId={tranId}
      kind={payment?.kind}
      itemName={payment?.itemName}
      amountPoisha={payment?.amountPoisha}
    />
  );

  if (loading || (user && status.isPending)) {
    return (
      <>
        <CheckoutProgress stage="pay" className={RESULT_WIDTH} />
        <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-16 text-ink-muted">
          <Spinner label="Checking your payment" />
          <p>Checking your payment…</p>
        </Card>
      </>
    );
  }

  if (payment?.status === 'pending') {
    return (
      <>
        <CheckoutProgress stage="pay" className={RESULT_WIDTH} />
        {status.gaveUp ? (
          <ResultCard
            icon={Hourglass}
            tone="waiting"
            title="Your payment is still being confirmed"
            details={facts}
            actions={
              <>
                {myPaymentsButton}
                {homeButton}
              </>
            }
          >
            <p>The bank has not confirmed it yet. It will appear in My Payments once confirmed.</p>
            <p>Please do not pay again for the same item in the meantime.</p>
          </ResultCard>
        ) : (
          <ResultCard
            icon={Hourglass}
            tone="waiting"
            busy
            title={CONFIRMING_TITLE}
            details={facts}
            actions={homeButton}
          >
            <p role="status">This usually takes a few seconds. Please keep this page open.</p>
          </ResultCard>
        )}
      </>
    );
  }

  if (payment?.status === 'on_hold') {
    return (
      <>
        <CheckoutProgress stage="pay" className={RESULT_WIDTH} />
        <ResultCard
          icon={ShieldAlert}
          tone="waiting"
          title="Your payment is being reviewed"
          details={facts}
          actions={
            <>
              {myPaymentsButton}
              {homeButton}
            </>
          }
        >
          <p>The payment is being reviewed by the department before it is confirmed.</p>
          <p>It will show as Paid in My Payments once confirmed. Please do not pay again in the meantime.</p>
        </ResultCard>
      </>
    );
  }

  if (payment && ['failed', 'cancelled', 'expired'].includes(payment.status)) {
    return (
      <ResultCard
        icon={CircleX}
        tone="danger"
        title="This payment was not completed"
        details={facts}
        actions={
          <>
            <Link to={checkoutPathOf(payment)} className={buttonStyles()}>
              Try again
            </Link>
            <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
              Go to Home
            </Link>
          </>
        }
      >
        <p>The bank did not confirm this payment, so you have not been registered.</p>
      </ResultCard>
    );
  }

  if (payment?.status === 'refunded' || payment?.status === 'refund_pending') {
    const done = payment.status === 'refunded';
    return (
      <ResultCard
        icon={Undo2}
        tone="waiting"
        title={done ? 'This payment was refunded' : 'This payment is being refunded'}
        details={facts}
        actions={
          <>
            {myPaymentsButton}
            {homeButton}
          </>
        }
      >
        <p>
          {done
            ? 'The department refunded this payment. See My Payments for the details.'
            : 'The department is refunding this payment; the money goes back the way you paid. See My Payments for the details.'}
        </p>
      </ResultCard>
    );
  }

  if (payment?.status !== 'paid') {
    // A visitor, an unknown transaction or an unreadable status: nothing proves this payment,
    // so the page does not claim success (a bare address must not yield a "receipt" to show).
    return (
      <ResultCard
        icon={Hourglass}
        tone="waiting"
        title="We could not check this payment"
        details={<PaymentFacts tranId={tranId} />}
        actions={
          <>
            {user ? (
              myPaymentsButton
            ) : (
              <Link
                to={paths.login}
                state={{ from: { pathname: paths.myPayments } }}
                className={buttonStyles({ variant: 'secondary' })}
              >
                Log in to see your payments
              </Link>
            )}
            {homeButton}
          </>
        }
      >
        <p>
          {user
            ? 'This transaction is not one of your payments, or we could not read it just now.'
            : 'Log in with the account you paid from to see whether this payment was confirmed.'}
        </p>
        <p>Confirmed payments appear in My Payments as Paid.</p>
      </ResultCard>
    );
  }

  return (
    <>
      <CheckoutProgress stage="done" className={RESULT_WIDTH} />
      <ResultCard
        icon={CircleCheck}
        tone="success"
        title={SUCCESS_TITLE}
        details={facts}
        actions={
          <>
            {homeButton}
            {myPaymentsButton}
            <ReceiptLink payment={payment} tranId={tranId} />
          </>
        }
      >
        <p>Thank you for the registration. Check your email for the invoice.</p>
        <p>Stay tuned for more updates.</p>
      </ResultCard>
    </>
  );
}

function ReceiptLink({ payment, tranId }: { payment: { kind: 'tour' | 'club' }; tranId: string }) {
  const found = useMyPayment(payment.kind, tranId);
  if (!found.data) return null;
  return (
    <a href={myReceiptUrl(found.data.id)} download className={buttonStyles({ variant: 'secondary' })}>
      Download receipt
    </a>
  );
}
