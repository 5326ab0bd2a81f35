import { OnHoldQueue } from '@/features/payments/admin/components/on-hold-queue.tsx';
import { titledRoute } from './titled-route.tsx';

/** The on-hold queue: payments that wait for an admin. */
export const Component = titledRoute({
  title: 'queue.title',
  description: 'queue.description',
  render: () => <OnHoldQueue />,
});
