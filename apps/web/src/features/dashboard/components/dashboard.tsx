import type { Dashboard as DashboardData, WaitingReason } from '@dpms/shared/schemas';
import { BarChart3, ChevronRight } from 'lucide-react';
import { Component, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { describeError } from '@/lib/describe-error.ts';
import { formatDateTime, formatDay, formatNumber, formatTk } from '@/lib/format.ts';
import { type MessageId, useLocale, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useDashboard } from '../api/get-dashboard.ts';

// Chart.js is the dashboard's alone: its own chunk, fetched after the figures are on screen.
const BarChart = lazy(() => import('./bar-chart.tsx'));

/** The admin's home: money collected, what waits, money and seats per event, clubs' members. */
export function Dashboard() {
  const t = useT();
  const locale = useLocale();
  const board = useDashboard();

  if (board.isPending) {
    return (
      <div className="grid min-h-[40vh] place-items-center">
        <Spinner label={t('dashboard.loading')} size="lg" />
      </div>
    );
  }
  if (board.isError) {
    return (
      <ErrorState
        title={t('dashboard.loadFailed')}
        message={describeError(board.error)}
        onRetry={() => board.refetch()}
      />
    );
  }

  const data = board.data;
  return (
    <div className="space-y-8">
      <p className="text-sm text-ink-muted">
        {t('dashboard.asOf', { time: formatDateTime(data.asOf, { locale }) })}
      </p>
      <Collected data={data} />
      <NotCollected data={data} />
      <Waiting waiting={data.waiting} />
      <div className="grid gap-8 xl:grid-cols-2">
        <EventMoney events={data.events} />
        <ClubMoney clubs={data.clubs} />
      </div>
      <div className="grid gap-8 xl:grid-cols-2">
        <Seats events={data.events} />
        <Memberships data={data} />
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Stat({
  label,
  value,
  note,
  muted,
}: {
  label: string;
  value: string;
  note?: string;
  muted?: boolean;
}) {
  return (
    <Card className="p-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-xl font-bold tracking-tight sm:text-2xl',
          muted ? 'text-ink-muted' : 'text-ink',
        )}
      >
        {value}
      </dd>
      {note && <dd className="mt-0.5 text-xs text-ink-muted">{note}</dd>}
    </Card>
  );
}

function Collected({ data }: { data: DashboardData }) {
  const t = useT();
  const locale = useLocale();
  const tk = (poisha: number) => formatTk(poisha, locale);
  return (
    <Section id="dashboard-collected" title={t('dashboard.collectedHeading')}>
      <p className="-mt-2 mb-3 text-sm text-ink-muted">{t('dashboard.collectedNote')}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('dashboard.today')} value={tk(data.collected.today)} />
        <Stat
          label={t('dashboard.thisWeek')}
          value={tk(data.collected.week)}
          note={t('dashboard.weekNote')}
        />
        <Stat label={t('dashboard.thisMonth')} value={tk(data.collected.month)} />
        <Stat label={t('dashboard.inAll')} value={tk(data.collected.total)} />
        <Stat label={t('dashboard.refundedMonth')} value={tk(data.refunded.month)} muted />
        <Stat label={t('dashboard.refundedTotal')} value={tk(data.refunded.total)} muted />
      </dl>
    </Section>
  );
}

/** Discounts given and fees waived: money students did not pay, kept apart from what was collected. */
function NotCollected({ data: { discounts, waived } }: { data: DashboardData }) {
  const t = useT();
  const locale = useLocale();
  const stats: [MessageId, number, string?][] = [
    ['dashboard.discountsMonth', discounts.month],
    ['dashboard.discountsTotal', discounts.total, t('dashboard.discountUses', { count: discounts.uses })],
    ['dashboard.waivedMonth', waived.month],
    ['dashboard.waivedTotal', waived.total, t('dashboard.waivedCount', { count: waived.count })],
  ];
  return (
    <Section id="dashboard-not-collected" title={t('dashboard.notCollectedHeading')}>
      <p className="-mt-2 mb-3 text-sm text-ink-muted">{t('dashboard.notCollectedNote')}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map(([label, poisha, note]) => (
          <Stat key={label} label={t(label)} value={formatTk(poisha, locale)} note={note} muted />
        ))}
      </dl>
    </Section>
  );
}

const onHoldQueue = (reason: WaitingReason) => `${paths.onHold}?${new URLSearchParams({ reason })}`;

function Waiting({ waiting }: { waiting: DashboardData['waiting'] }) {
  const t = useT();
  const locale = useLocale();
  // Each count with the list it counts: pending checkouts in Payment History, the rest in the
  // on-hold queue under the queue's own reason (WAITING_REASONS).
  const items: { label: MessageId; count: number; to: string }[] = [
    {
      label: 'dashboard.waitingPending',
      count: waiting.pending,
      to: `${paths.transactionHistory}?status=pending`,
    },
    {
      label: 'dashboard.waitingPendingTooLong',
      count: waiting.pendingTooLong,
      to: onHoldQueue('pending_too_long'),
    },
    {
      label: 'dashboard.waitingOnHold',
      count: waiting.onHold,
      to: onHoldQueue('held'),
    },
    {
      label: 'dashboard.waitingRefundUnconfirmed',
      count: waiting.refundUnconfirmed,
      to: onHoldQueue('refund_unconfirmed'),
    },
    {
      label: 'dashboard.waitingRefundProcessing',
      count: waiting.refundProcessing,
      to: onHoldQueue('refund_processing'),
    },
  ];
  return (
    <Section id="dashboard-waiting" title={t('dashboard.waitingHeading')}>
      <p className="-mt-2 mb-3 text-sm text-ink-muted">{t('dashboard.waitingNote')}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map(({ label, count, to }) => (
          <li key={label}>
            <Link
              to={to}
              className={cn(
                'group flex h-full flex-col rounded-xl border bg-white p-4 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/50',
                count > 0 ? 'border-amber-300' : 'border-line',
              )}
            >
              {/* The link's name is what it shows, "On hold: 2", as the e2e journeys and axe read it. */}
              <span className="text-sm font-medium text-ink-muted">{t(label)}:</span>{' '}
              <span className="mt-1 flex items-center justify-between text-2xl font-bold text-ink">
                {formatNumber(count, locale)}
                <ChevronRight
                  aria-hidden="true"
                  className="size-5 text-ink-muted group-hover:text-brand-700"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

// Narrow cells on a phone, so four columns fit 390 px without scrolling sideways.
const th = 'px-1.5 py-2 text-left text-xs font-semibold text-ink-muted sm:px-3';
const td = 'px-1.5 py-2 align-top sm:px-3';

/** A chart's figures as a table: what a screen reader reads, and the exact numbers for everyone. */
function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: { label: string; numeric?: boolean }[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <div className="-mx-1.5 sm:mx-0">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn(th, column.numeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th
                    key={columns[i]?.label}
                    scope="row"
                    className={cn(td, 'text-left font-medium break-words text-ink')}
                  >
                    {cell}
                  </th>
                ) : (
                  <td
                    key={columns[i]?.label}
                    className={cn(td, columns[i]?.numeric && 'text-right whitespace-nowrap tabular-nums')}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The bars, or a friendly word while there is no money to draw. */
function MoneyChart({ labels, values }: { labels: string[]; values: number[] }) {
  const t = useT();
  const locale = useLocale();
  const formatValue = useMemo(() => (value: number) => formatTk(value, locale), [locale]);
  if (values.every((value) => value === 0)) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-4 py-6 text-sm text-ink-muted">
        <BarChart3 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {t('dashboard.chartEmpty')}
      </p>
    );
  }
  return (
    <ChartBoundary>
      <Suspense
        fallback={
          <div className="grid h-32 place-items-center">
            <Spinner label={t('dashboard.chartLoading')} />
          </div>
        }
      >
        <BarChart labels={labels} values={values} formatValue={formatValue} />
      </Suspense>
    </ChartBoundary>
  );
}

/** A chart that fails to load leaves its table: the figures are all there already. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function EventMoney({ events }: { events: DashboardData['events'] }) {
  const t = useT();
  const locale = useLocale();
  const labels = useMemo(() => events.map((e) => e.name), [events]);
  const values = useMemo(() => events.map((e) => e.paidPoisha), [events]);
  return (
    <Section id="dashboard-events" title={t('dashboard.eventsHeading')}>
      {events.length === 0 ? (
        <EmptyState title={t('dashboard.noEvents')} headingLevel={3} />
      ) : (
        <Card className="space-y-4 p-4">
          <MoneyChart labels={labels} values={values} />
          <FigureTable
            caption={t('dashboard.eventsTable')}
            columns={[
              { label: t('dashboard.eventColumn') },
              { label: t('dashboard.departureColumn') },
              { label: t('dashboard.collectedColumn'), numeric: true },
            ]}
            rows={events.map((e) => ({
              key: e.id,
              cells: [e.name, formatDay(e.departureDate, locale), formatTk(e.paidPoisha, locale)],
            }))}
          />
        </Card>
      )}
    </Section>
  );
}

function ClubMoney({ clubs }: { clubs: DashboardData['clubs'] }) {
  const t = useT();
  const locale = useLocale();
  const labels = useMemo(() => clubs.map((c) => c.name), [clubs]);
  const values = useMemo(() => clubs.map((c) => c.paidPoisha), [clubs]);
  return (
    <Section id="dashboard-clubs" title={t('dashboard.clubsHeading')}>
      {clubs.length === 0 ? (
        <EmptyState title={t('dashboard.noClubs')} headingLevel={3} />
      ) : (
        <Card className="space-y-4 p-4">
          <MoneyChart labels={labels} values={values} />
          <FigureTable
            caption={t('dashboard.clubsTable')}
            columns={[
              { label: t('dashboard.clubColumn') },
              { label: t('dashboard.collectedColumn'), numeric: true },
              { label: t('dashboard.activeColumn'), numeric: true },
              { label: t('dashboard.endingColumn'), numeric: true },
            ]}
            rows={clubs.map((c) => ({
              key: c.id,
              cells: [
                c.name,
                formatTk(c.paidPoisha, locale),
                formatNumber(c.activeMembers, locale),
                formatNumber(c.endingThisWeek, locale),
              ],
            }))}
          />
        </Card>
      )}
    </Section>
  );
}

function Seats({ events }: { events: DashboardData['events'] }) {
  const t = useT();
  const locale = useLocale();
  const upcoming = events.filter((e) => e.upcoming);
  return (
    <Section id="dashboard-seats" title={t('dashboard.seatsHeading')}>
      {upcoming.length === 0 ? (
        <EmptyState title={t('dashboard.noUpcoming')} headingLevel={3} />
      ) : (
        <Card className="p-4">
          <ul className="space-y-4">
            {upcoming.map((e) => {
              const share = e.groupSize > 0 ? Math.min(1, e.seatsPaid / e.groupSize) : 0;
              return (
                <li key={e.id}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium text-ink">{e.name}</span>
                    <span className="text-xs text-ink-muted">{formatDay(e.departureDate, locale)}</span>
                  </div>
                  <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100">
                    <div className="h-full rounded-full bg-brand-600" style={{ width: `${share * 100}%` }} />
                  </div>
                  <p className="mt-1 text-sm text-ink-muted">
                    {t('dashboard.seatsOf', { paid: e.seatsPaid, size: e.groupSize })}
                  </p>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </Section>
  );
}

function Memberships({ data }: { data: DashboardData }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section id="dashboard-memberships" title={t('dashboard.membershipsHeading')}>
      <dl className="grid grid-cols-2 gap-3">
        <Stat
          label={t('dashboard.membershipsActive')}
          value={formatNumber(data.memberships.active, locale)}
        />
        <Stat
          label={t('dashboard.membershipsEnding')}
          value={formatNumber(data.memberships.endingThisWeek, locale)}
        />
      </dl>
    </Section>
  );
}
