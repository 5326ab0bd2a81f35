import type { Notice } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { cn } from '@/lib/cn.ts';
import { formatDay } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { noticesQueryOptions } from '../api/reminders.ts';

type T = ReturnType<typeof useT>;

function when(t: T, daysLeft: number | null): string {
  if (daysLeft === null || daysLeft <= 0) return t('home.notice.today');
  if (daysLeft === 1) return t('home.notice.tomorrow');
  return t('home.notice.inDays', { days: daysLeft });
}

/** A notice's words and the one link that acts on it (never one that pays an old checkout). */
function present(t: T, notice: Notice): { text: string; action: string; to: string } {
  const name = notice.itemName;
  switch (notice.kind) {
    case 'membership_ending':
      return {
        text: t('home.notice.membershipEnding', { name, when: when(t, notice.daysLeft) }),
        action: t('home.notice.renew'),
        to: paths.clubCheckout(notice.itemId),
      };
    case 'event_departing':
      return {
        text: t('home.notice.eventDeparting', { name, when: when(t, notice.daysLeft) }),
        action: t('home.notice.seeTicket'),
        to: paths.myPayments,
      };
    case 'registration_closing':
      return {
        text: t('home.notice.registrationClosing', { name, when: formatDay(notice.at) }),
        action: t('home.notice.register'),
        to: paths.tour(notice.itemId),
      };
    case 'checkout_pending':
      return {
        text: t('home.notice.checkoutPending', { name }),
        action: t('home.notice.startAgain'),
        to: notice.itemKind === 'club' ? paths.club(notice.itemId) : paths.tour(notice.itemId),
      };
    case 'part_due':
      return {
        text: t('home.notice.partDue', { name, when: when(t, notice.daysLeft) }),
        action: t('home.notice.payNextPart'),
        to: paths.tourNextPart(notice.itemId),
      };
  }
}

/** Home's reminders for a signed-in student: the same ones mailed. Nothing for anyone else. */
export function HomeNotices({ className }: { className?: string }) {
  const { user } = useAuth();
  const isStudent = user?.role === 'student';
  const { data } = useQuery({ ...noticesQueryOptions, enabled: isStudent });
  const t = useT();
  if (!isStudent || !data || data.notices.length === 0) return null;

  return (
    <section
      aria-labelledby="notices-heading"
      className={cn('rounded-xl border border-brand-200 bg-brand-50 px-4 py-3', className)}
    >
      <h2 id="notices-heading" className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <BellRing aria-hidden="true" className="size-4" />
        {t('home.noticesTitle')}
      </h2>
      <ul className="mt-2 divide-y divide-brand-100">
        {data.notices.map((notice) => {
          const { text, action, to } = present(t, notice);
          return (
            <li
              key={`${notice.kind}-${notice.itemId}`}
              className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="text-sm text-ink">{text}</p>
              <Link
                to={to}
                className={buttonStyles({
                  size: 'sm',
                  variant: 'secondary',
                  className: 'shrink-0 self-start sm:self-auto',
                })}
              >
                {action}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
