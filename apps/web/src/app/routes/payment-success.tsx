import { useParams } from 'react-router';
import { PaymentSuccess } from '@/features/checkout/components/payment-success.tsx';

function PaymentSuccessRoute() {
  const { tranId = '' } = useParams();
  // Keyed by the transaction, so a second payment in the same tab starts its checks afresh.
  return <PaymentSuccess key={tranId} tranId={tranId} />;
}

export { PaymentSuccessRoute as Component };
