import { useWaitingCount } from '@/features/payments/admin/api/get-waiting-payments.ts';
import { formatNumber } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/**
 * The count beside the sidebar's "On hold" link: how many payments wait for an admin. Mounted only
 * for an admin, so no one else asks. Read again every minute while the tab is visible, and after
 * any admin action on a payment (its query is under the admin payments key). Screen readers hear
 * the link as "On hold, 2 waiting"; the visible label stays "On hold".
 */
export default function WaitingBadge() {
  const t = useT();
  const { data: count } = useWaitingCount();
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-auto min-w-6 rounded-full bg-accent-400 px-1.5 py-0.5 text-center text-xs font-bold text-brand-950 tabular-nums"
      >
        {formatNumber(count)}
      </span>
      <span className="sr-only">{t('queue.badge', { count: formatNumber(count) })}</span>
    </>
  );
}
