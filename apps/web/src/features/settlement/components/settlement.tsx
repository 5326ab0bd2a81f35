import type { Settlement as DaySettlement } from '@dpms/shared/schemas';
import { CalendarX2, CircleCheck, Download, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { dayParam, dhakaToday } from '@/lib/dhaka-day.ts';
import { formatDay, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { settlementCsvUrl, useSettlement } from '../api/get-settlement.ts';
import { DayPicker } from './day-picker.tsx';
import { SettlementDifferences } from './settlement-differences.tsx';

/**
 * Daily settlement (admin): one Dhaka day's confirmed payments, refunds and net, beside what the
 * gateway says about the same payments, and every payment the two disagree about.
 */
export function Settlement() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const today = dhakaToday();
  const day = dayParam(params, today);
  const settlement = useSettlement(day);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <DayPicker day={day} today={today} onChange={(next) => setParams({ day: next }, { replace: true })} />
        <a
          href={settlementCsvUrl(day)}
          download
          className={buttonStyles({ variant: 'secondary', className: 'self-start sm:self-auto' })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('settlement.downloadCsv')}
        </a>
      </div>

      {settlement.isPending ? (
        <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
          <Spinner size="lg" label={t('settlement.loading')} />
          <div>
            <p className="font-semibold text-ink">{t('settlement.loading')}</p>
            <p className="mt-1 max-w-md text-sm text-ink-muted">{t('settlement.loadingHint')}</p>
          </div>
        </Card>
      ) : settlement.isError ? (
        <QueryErrorState query={settlement} />
      ) : settlement.data.checked === 0 && settlement.data.waived.count === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title={t('settlement.empty')}
          description={t('settlement.emptyText', { day: formatDay(day) })}
        />
      ) : (
        <DayFigures settlement={settlement.data} />
      )}
    </div>
  );
}

function DayFigures({ settlement: s }: { settlement: DaySettlement }) {
  const t = useT();
  const differences = s.differences.length;
  return (
    <>
      <section aria-labelledby="settlement-figures" className="space-y-4">
        <h2 id="settlement-figures" className="text-lg font-semibold text-ink">
          {t('settlement.figuresFor', { day: formatDay(s.day) })}
        </h2>
        <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <Figure
            label={t('settlement.confirmed')}
            amount={formatTk(s.confirmed.poisha)}
            detail={t('settlement.paymentsCount', { count: s.confirmed.count })}
          />
          <Figure
            label={t('settlement.refunded')}
            amount={formatTk(s.refunded.poisha)}
            detail={t('settlement.refundsCount', { count: s.refunded.count })}
          />
          <Figure
            label={t('settlement.net')}
            amount={formatTk(s.netPoisha)}
            detail={t('settlement.netHint')}
          />
          <Figure
            label={t('settlement.gateway')}
            amount={formatTk(s.gateway.poisha)}
            detail={t('settlement.gatewayCount', { count: s.gateway.count })}
            tone={differences === 0 ? 'good' : 'warn'}
          />
        </dl>
        <MatchStatus differences={differences} checked={s.checked} />
      </section>
      <NotCollected settlement={s} />
      {differences > 0 && <SettlementDifferences differences={s.differences} />}
    </>
  );
}

/**
 * What discount codes took off the day's payments and the fees waived that day: money that was
 * never collected, so it is neither in the net nor asked of the gateway.
 */
function NotCollected({ settlement: s }: { settlement: DaySettlement }) {
  const t = useT();
  const lines = [
    {
      label: t('settlement.discounts'),
      count: t('settlement.discountsCount', { count: s.discounts.count }),
      poisha: s.discounts.poisha,
    },
    {
      label: t('settlement.waived'),
      count: t('settlement.waivedCount', { count: s.waived.count }),
      poisha: s.waived.poisha,
    },
  ];
  return (
    <section aria-labelledby="settlement-not-collected" className="space-y-2">
      <h2 id="settlement-not-collected" className="text-base font-semibold text-ink">
        {t('settlement.notCollectedTitle')}
      </h2>
      <Card className="px-4 py-1">
        <dl className="divide-y divide-line text-sm">
          {lines.map((line) => (
            <div
              key={line.label}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5"
            >
              <dt className="font-medium text-ink">{line.label}</dt>
              <dd className="flex items-baseline gap-3 text-ink-muted">
                <span>{line.count}</span>
                <span className="font-semibold whitespace-nowrap text-ink">{formatTk(line.poisha)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}

function Figure({
  label,
  amount,
  detail,
  tone,
}: {
  label: string;
  amount: string;
  detail: string;
  tone?: 'good' | 'warn';
}) {
  return (
    <Card
      className={cn(
        'px-3 py-3 sm:px-4 sm:py-4',
        tone === 'good' && 'border-brand-200 bg-brand-50/40',
        tone === 'warn' && 'border-amber-300 bg-amber-50/60',
      )}
    >
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold tracking-tight text-ink sm:text-2xl">{amount}</dd>
      <dd className="mt-0.5 text-sm text-ink-muted">{detail}</dd>
    </Card>
  );
}

/** "Matches the gateway" or "N differences", in words and colour, announced when it changes. */
function MatchStatus({ differences, checked }: { differences: number; checked: number }) {
  const t = useT();
  const matches = differences === 0;
  const Icon = matches ? CircleCheck : TriangleAlert;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-xl border px-4 py-3',
        matches
          ? 'border-brand-200 bg-brand-50 text-brand-900'
          : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', matches ? 'text-brand-700' : 'text-amber-700')}
      />
      <div>
        <p className="font-semibold">
          {matches ? t('settlement.matches') : t('settlement.differs', { count: differences })}
        </p>
        <p className="text-sm">
          {matches ? t('settlement.matchesText', { checked }) : t('settlement.differsText', { checked })}
        </p>
      </div>
    </div>
  );
}
