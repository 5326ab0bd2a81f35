import type { Membership } from '@dpms/shared/schemas';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { useAnnouncement } from '@/lib/announce.ts';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatNumber, formatTk } from '@/lib/format.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { type TimeLeft, useCountdown } from '../hooks/use-countdown.ts';

const PLAN_LABELS = { monthly: 'clubs.monthly', yearly: 'clubs.yearly' } as const;

/**
 * What a screen reader hears of the countdown: nothing each second (the timer is not a live
 * region), a word when 5 minutes and 1 minute are left, and when it has ended.
 */
export function countdownAnnouncement(left: TimeLeft): MessageId | null {
  const seconds = ((left.days * 24 + left.hours) * 60 + left.minutes) * 60 + left.seconds;
  if (left.done) return 'clubs.membershipEnded';
  if (seconds <= 60) return 'clubs.oneMinuteLeft';
  if (seconds <= 5 * 60) return 'clubs.fiveMinutesLeft';
  return null;
}

/**
 * A member's view of a club (SPEC section 4): a live countdown to the end of the membership, what
 * was paid, and a button that reads "Paid" (disabled) while time remains and "Pay Now" at zero.
 */
export function MembershipStatus({
  clubId,
  membership,
  className,
}: {
  clubId: string;
  membership: Membership;
  className?: string;
}) {
  const left = useCountdown(membership.validUntil);
  const t = useT();
  const announcement = countdownAnnouncement(left);
  useAnnouncement(announcement ? t(announcement) : '');
  const units = [
    [t('clubs.days'), left.days],
    [t('clubs.hours'), left.hours],
    [t('clubs.minutes'), left.minutes],
    [t('clubs.seconds'), left.seconds],
  ] as const;

  return (
    <div className={cn('rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100', className)}>
      <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-900">
        <BadgeCheck aria-hidden="true" className="size-4" />
        {left.done
          ? t('clubs.membershipEnded')
          : t('clubs.memberUntil', { date: formatDate(membership.validUntil) })}
      </p>
      <div role="timer" aria-label={t('clubs.timeLeft')} className="mt-3 grid grid-cols-4 gap-2 text-center">
        {units.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white px-1 py-2 shadow-sm ring-1 ring-brand-100">
            <span className="block text-xl font-bold text-ink tabular-nums">
              {formatNumber(Number(value), undefined, 2)}
            </span>
            <span className="block text-[0.7rem] font-medium tracking-wide text-ink-muted uppercase">
              {label}
            </span>
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        {t('clubs.paidPlan')}{' '}
        <span className="font-semibold text-ink">{t(PLAN_LABELS[membership.plan])}</span> ·{' '}
        <span className="font-semibold text-ink">{formatTk(membership.lastPaidPoisha)}</span>
      </p>
      {left.done ? (
        <Link to={paths.clubCheckout(clubId)} className={buttonStyles({ className: 'mt-3 w-full' })}>
          {t('clubs.payNow')}
        </Link>
      ) : (
        <button
          type="button"
          disabled
          className="mt-3 inline-flex h-10 w-full cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-brand-200 bg-white text-sm font-semibold text-brand-800"
        >
          {t('clubs.paid')}
        </button>
      )}
    </div>
  );
}
