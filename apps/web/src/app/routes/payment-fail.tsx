import { useParams } from 'react-router';
import { PaymentFail } from '@/features/checkout/components/payment-fail.tsx';

function PaymentFailRoute() {
  const { tranId = '' } = useParams();
  return <PaymentFail key={tranId} tranId={tranId} />;
}

export { PaymentFailRoute as Component };
