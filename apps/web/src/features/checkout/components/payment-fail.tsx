import { CircleX } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import { checkoutPathOf } from '../checkout-path.ts';
import { PaymentFacts, ResultCard } from './result-card.tsx';

/** Where the gateway sends the browser when a payment failed or was cancelled. */
export function PaymentFail({ tranId }: { tranId: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const status = usePaymentStatus(tranId, { enabled: Boolean(user) });
  const payment = status.data;

  // The bank confirmed it after all (a late notification): the success page tells it right.
  if (payment?.status === 'paid') return <Navigate to={paths.paymentSuccess(tranId)} replace />;

  const tryAgain = payment ? (
    <Link to={checkoutPathOf(payment)} className={buttonStyles()}>
      {t('result.tryAgain')}
    </Link>
  ) : (
    <Button onClick={() => navigate(-1)}>{t('result.tryAgain')}</Button>
  );

  return (
    <ResultCard
      icon={CircleX}
      tone="danger"
      title={t('result.failTitle')}
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
            {t('result.backToMain')}
          </Link>
        </>
      }
    >
      <p>{payment?.status === 'cancelled' ? t('result.cancelled') : t('result.notThrough')}</p>
    </ResultCard>
  );
}
