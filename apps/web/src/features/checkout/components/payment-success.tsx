import { CircleCheck, CircleX, Hourglass, ShieldAlert, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { myReceiptUrl } from '@/features/payments/payment-row.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useMyPayment } from '../api/find-my-payment.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import { checkoutPathOf } from '../checkout-path.ts';
import { CheckoutProgress } from './checkout-progress.tsx';
import { PaymentFacts, ResultCard } from './result-card.tsx';

/** The progress bar lines up with the result card under it. */
const RESULT_WIDTH = 'mx-auto max-w-xl';

function HomeButton() {
  const t = useT();
  return (
    <Link to={paths.home} className={buttonStyles()}>
      {t('result.goHome')}
    </Link>
  );
}

function MyPaymentsButton() {
  const t = useT();
  return (
    <Link to={paths.myPayments} className={buttonStyles({ variant: 'secondary' })}>
      {t('checkout.viewMyPayments')}
    </Link>
  );
}

/**
 * Where the gateway sends the browser after a payment. The gateway's redirect alone proves
 * nothing, so a signed-in student sees what the server recorded: confirmed, still being
 * confirmed (asked again every 2 s), on hold, or not completed.
 */
export function PaymentSuccess({ tranId }: { tranId: string }) {
  const { user, loading } = useAuth();
  const t = useT();
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
          <Spinner label={t('result.checking')} />
          <p>{t('result.checkingDots')}</p>
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
            title={t('result.stillConfirming')}
            details={facts}
            actions={
              <>
                <MyPaymentsButton />
                <HomeButton />
              </>
            }
          >
            <p>{t('result.notConfirmedYet')}</p>
            <p>{t('result.dontPayAgain')}</p>
          </ResultCard>
        ) : (
          <ResultCard
            icon={Hourglass}
            tone="waiting"
            busy
            title={t('result.confirmingTitle')}
            details={facts}
            actions={<HomeButton />}
          >
            <p role="status">{t('result.fewSeconds')}</p>
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
          title={t('result.reviewTitle')}
          details={facts}
          actions={
            <>
              <MyPaymentsButton />
              <HomeButton />
            </>
          }
        >
          <p>{t('result.reviewText1')}</p>
          <p>{t('result.reviewText2')}</p>
        </ResultCard>
      </>
    );
  }

  if (payment && ['failed', 'cancelled', 'expired'].includes(payment.status)) {
    return (
      <ResultCard
        icon={CircleX}
        tone="danger"
        title={t('result.notCompletedTitle')}
        details={facts}
        actions={
          <>
            <Link to={checkoutPathOf(payment)} className={buttonStyles()}>
              {t('result.tryAgain')}
            </Link>
            <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
              {t('result.goHome')}
            </Link>
          </>
        }
      >
        <p>{t('result.notCompletedText')}</p>
      </ResultCard>
    );
  }

  if (payment?.status === 'refunded' || payment?.status === 'refund_pending') {
    const done = payment.status === 'refunded';
    return (
      <ResultCard
        icon={Undo2}
        tone="waiting"
        title={done ? t('result.refundedTitle') : t('result.refundingTitle')}
        details={facts}
        actions={
          <>
            <MyPaymentsButton />
            <HomeButton />
          </>
        }
      >
        <p>{done ? t('result.refundedText') : t('result.refundingText')}</p>
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
        title={t('result.uncheckedTitle')}
        details={<PaymentFacts tranId={tranId} />}
        actions={
          <>
            {user ? (
              <MyPaymentsButton />
            ) : (
              <Link
                to={paths.login}
                state={{ from: { pathname: paths.myPayments } }}
                className={buttonStyles({ variant: 'secondary' })}
              >
                {t('result.logInToSee')}
              </Link>
            )}
            <HomeButton />
          </>
        }
      >
        <p>{user ? t('result.notYours') : t('result.logInWithAccount')}</p>
        <p>{t('result.confirmedAppear')}</p>
      </ResultCard>
    );
  }

  return (
    <>
      <CheckoutProgress stage="done" className={RESULT_WIDTH} />
      <ResultCard
        icon={CircleCheck}
        tone="success"
        title={t('result.successTitle')}
        details={facts}
        actions={
          <>
            <HomeButton />
            <MyPaymentsButton />
            <ReceiptLink payment={payment} tranId={tranId} />
          </>
        }
      >
        <p>{t('result.thankYou')}</p>
        <p>{t('result.stayTuned')}</p>
      </ResultCard>
    </>
  );
}

function ReceiptLink({ payment, tranId }: { payment: { kind: 'tour' | 'club' }; tranId: string }) {
  const found = useMyPayment(payment.kind, tranId);
  const t = useT();
  if (!found.data) return null;
  return (
    <a href={myReceiptUrl(found.data.id)} download className={buttonStyles({ variant: 'secondary' })}>
      {t('result.downloadReceipt')}
    </a>
  );
}
