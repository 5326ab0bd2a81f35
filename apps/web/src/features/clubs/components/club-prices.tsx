import type { Club } from '@dpms/shared/schemas';
import { cn } from '@/lib/cn.ts';
import { formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/** The monthly and yearly fees side by side. */
export function ClubPrices({ club, className }: { club: Club; className?: string }) {
  const t = useT();
  return (
    <dl className={cn('grid grid-cols-2 gap-2', className)}>
      <div className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-line">
        <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t('clubs.monthly')}</dt>
        <dd className="mt-0.5 text-lg font-bold text-ink">{formatTk(club.monthlyPricePoisha)}</dd>
      </div>
      <div className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-line">
        <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t('clubs.yearly')}</dt>
        <dd className="mt-0.5 text-lg font-bold text-ink">{formatTk(club.yearlyPricePoisha)}</dd>
      </div>
    </dl>
  );
}
