import type { Stats } from '@dpms/shared/schemas';
import { CalendarDays, GraduationCap, type LucideIcon, UsersRound } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatNumber } from '@/lib/format.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { useStats } from '../api/get-stats.ts';

const CARDS: Array<{ key: keyof Stats; label: MessageId; icon: LucideIcon; tint: string }> = [
  { key: 'students', label: 'home.totalStudents', icon: GraduationCap, tint: 'bg-brand-50 text-brand-700' },
  { key: 'clubs', label: 'home.totalClubs', icon: UsersRound, tint: 'bg-amber-50 text-amber-700' },
  { key: 'events', label: 'home.totalEvents', icon: CalendarDays, tint: 'bg-sky-50 text-sky-700' },
];

/** The three count cards of the home screen, each with its own spinner until the counts arrive. */
export function StatCards() {
  const { data, isPending, isError } = useStats();
  const t = useT();

  return (
    <ul className="grid grid-cols-3 gap-3 sm:gap-5">
      {CARDS.map(({ key, label, icon: Icon, tint }) => (
        <li
          key={key}
          aria-label={t(label)}
          className="flex flex-col items-center gap-2 rounded-xl border border-line bg-white p-3 text-center shadow-card sm:flex-row sm:gap-4 sm:p-5 sm:text-left"
        >
          <span className={`grid size-10 shrink-0 place-items-center rounded-full sm:size-12 ${tint}`}>
            <Icon aria-hidden="true" className="size-5 sm:size-6" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium text-ink-muted sm:text-sm">{t(label)}</p>
            <div className="flex h-8 items-center justify-center sm:justify-start">
              {isPending ? (
                <Spinner size="sm" label={t('home.loadingCount', { label: t(label) })} />
              ) : isError ? (
                <p className="text-2xl font-bold text-ink-muted" title={t('home.countFailed')}>
                  –
                </p>
              ) : (
                <p className="text-2xl font-bold text-ink tabular-nums">{formatNumber(data[key] ?? 0)}</p>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
