import { Settlement } from '@/features/settlement/components/settlement.tsx';
import { titledRoute } from './titled-route.tsx';

/** Daily settlement: a day's payments and refunds beside the gateway's view. */
export const Component = titledRoute({
  title: 'settlement.title',
  description: 'settlement.description',
  render: () => <Settlement />,
});
