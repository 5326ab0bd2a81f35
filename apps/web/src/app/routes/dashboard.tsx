import { Dashboard } from '@/features/dashboard/components/dashboard.tsx';
import { titledRoute } from './titled-route.tsx';

/** The admin's dashboard: money collected, seats and memberships, what waits. */
export const Component = titledRoute({
  title: 'dashboard.title',
  description: 'dashboard.description',
  render: () => <Dashboard />,
});
