import type { PaymentKind } from '@dpms/shared/constants';
import type { PaymentRow } from '@dpms/shared/schemas';
import { Download, Receipt } from 'lucide-react';
import { type ComponentType, createContext, lazy, type ReactNode, type Ref, useContext } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AfterFirstPaint } from '@/components/ui/after-first-paint.tsx';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PaidStatus } from '@/components/ui/paid-status.tsx';
import { LoadingLine } from '@/components/ui/spinner.tsx';
import { EmailText } from '@/components/ui/wrapping-text.tsx';
import { cn } from '@/lib/cn.ts';
import { formatShortDate, formatTk } from '@/lib/format.ts';
import { type MessageId, t, useT } from '@/lib/i18n/i18n.ts';
import { batchLabel } from '@/lib/i18n/labels.ts';
import { kindParam, pageParam } from '@/lib/list-params.ts';
import { paths } from '@/lib/paths.ts';
import { useFitsWidth } from '@/lib/use-fits-width.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { pageCountOf } from '@/lib/use-paged-list.ts';
import { KindToggle } from '../../components/kind-toggle.tsx';
import { PaidWith } from '../../components/paid-with.tsx';
import { PaymentFact } from '../../components/payment-fact.tsx';
import { DiscountNote, PartNote, WaiverNote } from '../../components/payment-notes.tsx';
import { myReceiptUrl, paymentDate, planWord } from '../../payment-row.ts';
import { useMyPayments } from '../api/get-my-payments.ts';

// Few students pay in parts: the plans' cards are asked for only when the list shows a part, and
// load after the list is drawn, outside the first screen's code that every visit downloads
// (apps/web/js-budget.json). A student paying nothing in parts asks nothing more, and nothing on
// their page moves (Lighthouse measured My Payments' layout shift at 0.053 when every visit asked).
const MyPlans = lazy(() => import('./my-plans.tsx').then((m) => ({ default: m.MyPlans })));

const WIDE_QUERY = '(min-width: 768px)';
/** From this width the list is always the spec's table, scrolling inside its card if it must. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** The list's place in the address (?kind=club&page=2), so reload and Back keep it. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const kind = kindParam(params, 'tour');
  const page = pageParam(params);
  const set = (next: { kind: PaymentKind; page: number }) =>
    setParams(
      (current) => {
        current.set('kind', next.kind);
        current.set('page', String(next.page));
        return current;
      },
      { replace: true },
    );
  return { kind, page, set };
}

/** A paid event's ticket, beside its receipt (features/tickets, handed in by the app layer). */
export type TicketSlot = ComponentType<{ payment: PaymentRow }>;
const TicketOf = createContext<TicketSlot | null>(null);

/** My Payments (SPEC section 2): the student's own payments, Events or Clubs, 5 a page. */
export function MyPayments({ Ticket }: { Ticket?: TicketSlot }) {
  const { kind, page, set } = useListParams();
  const payments = useMyPayments(kind, page);
  const wide = useMediaQuery(WIDE_QUERY);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // The spec's table on a desktop; on a tablet where it fits; cards on a phone.
  const { boxRef, tableRef, fits } = useFitsWidth();
  const data = payments.data;
  const pageCount = pageCountOf(data);
  const t = useT();

  return (
    <TicketOf.Provider value={Ticket ?? null}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <KindToggle value={kind} onChange={(next) => set({ kind: next, page: 1 })} />
          {data && data.total > 0 && (
            <p className="text-sm text-ink-muted">{t('myPayments.count', { count: data.total })}</p>
          )}
        </div>

        {kind === 'tour' && data?.items.some((row) => row.planPart !== undefined) && (
          <AfterFirstPaint fallback={null}>
            <MyPlans />
          </AfterFirstPaint>
        )}

        {payments.isError && !data ? (
          <QueryErrorState query={payments} />
        ) : data && data.total === 0 ? (
          <EmptyState
            icon={Receipt}
            title={t('myPayments.empty')}
            description={kind === 'tour' ? t('myPayments.emptyTour') : t('myPayments.emptyClub')}
            action={
              <Link to={kind === 'tour' ? paths.tours : paths.clubs} className={buttonStyles()}>
                {kind === 'tour' ? t('myPayments.browseEvents') : t('myPayments.browseClubs')}
              </Link>
            }
          />
        ) : (
          <Card className={cn('overflow-hidden', payments.isPlaceholderData && 'opacity-60')}>
            {desktop || (wide && fits) ? (
              <PaymentsTable kind={kind} items={data?.items} boxRef={boxRef} tableRef={tableRef} />
            ) : (
              <PaymentCards kind={kind} items={data?.items} boxRef={boxRef} />
            )}
          </Card>
        )}

        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => set({ kind, page: next })}
          label={t('myPayments.pages')}
        />
      </div>
    </TicketOf.Provider>
  );
}

type Column = { header: MessageId; cell: (payment: PaymentRow) => ReactNode; className?: string };

/**
 * SPEC's columns in its order. Cells wrap between words (an e-mail address after its dots) and
 * never inside a number, so the table fits a 1280 px screen; a club payment's plan and end date
 * sit under the club's name rather than in columns of their own.
 */
function columnsFor(kind: PaymentKind): Column[] {
  return [
    {
      header: 'col.studentId',
      cell: (p) => p.payerStudentId ?? t('col.notAvailable'),
      className: 'font-mono text-xs whitespace-nowrap',
    },
    {
      header: kind === 'club' ? 'col.clubName' : 'col.eventName',
      cell: (p) => (
        <>
          {kind === 'club' ? <ClubName payment={p} /> : p.itemName}
          <WaiverNote payment={p} />
        </>
      ),
      className: 'font-medium text-ink',
    },
    {
      header: 'col.fee',
      cell: (p) => (
        <>
          {formatTk(p.amountPoisha)}
          <PartNote payment={p} />
          <DiscountNote payment={p} />
          {p.cardType && (
            <span className="mt-0.5 flex justify-end text-xs font-normal text-ink-muted">
              <PaidWith cardType={p.cardType} />
            </span>
          )}
        </>
      ),
      className: 'text-right font-semibold whitespace-nowrap text-ink',
    },
    { header: 'col.batch', cell: (p) => batchLabel(p.payerBatch), className: 'whitespace-nowrap' },
    { header: 'col.name', cell: (p) => p.payerName },
    { header: 'col.date', cell: (p) => dayAndMonthTogether(paymentDate(p)) },
    { header: 'col.phone', cell: (p) => p.payerMobile, className: 'whitespace-nowrap' },
    { header: 'col.email', cell: (p) => <EmailText value={p.payerEmail} /> },
  ];
}

/** "Nov 25, 2026" may wrap before its year, never between the month and the day. */
function dayAndMonthTogether(date: string): string {
  return date.replace(' ', '\u00a0');
}

function ClubName({ payment }: { payment: PaymentRow }) {
  const t = useT();
  return (
    <>
      {payment.itemName}
      <span className="mt-0.5 block text-xs font-normal text-ink-muted">
        {planWord(payment)}
        {payment.validUntil && ` · ${t('col.validUntil')}: ${validUntilText(payment)}`}
      </span>
    </>
  );
}

const th =
  'sticky top-0 z-10 bg-slate-50 px-2 py-2.5 text-left align-bottom text-xs font-semibold text-ink-muted';
const td = 'px-2 py-3 align-top';
// Paid Status and the links stay pinned at the right edge while the payer's details scroll under
// them, where the table is wider than its card (a small laptop, Bangla's longer headers).
const pinnedStatus = 'sticky right-24 w-22 min-w-22 shadow-[-1px_0_0_var(--color-line)]';
const pinnedLinks = 'sticky right-0 w-24 min-w-24';

type ListProps = {
  kind: PaymentKind;
  items: PaymentRow[] | undefined;
  /** The box that holds the list, measured to tell whether the table fits. */
  boxRef: Ref<HTMLElement>;
};

function PaymentsTable({ kind, items, boxRef, tableRef }: ListProps & { tableRef: Ref<HTMLTableElement> }) {
  const columns = columnsFor(kind);
  const t = useT();
  return (
    <section
      ref={boxRef}
      aria-label={t('myPayments.list')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="max-h-[400px] overflow-auto"
    >
      <table ref={tableRef} className="w-full text-sm">
        <thead>
          <tr className="shadow-[inset_0_-1px_0_var(--color-line)]">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(th, column.header === 'col.fee' && 'text-right')}
              >
                {t(column.header)}
              </th>
            ))}
            <th scope="col" className={cn(th, pinnedStatus, 'z-20')}>
              {t('col.paidStatus')}
            </th>
            <th scope="col" className={cn(th, pinnedLinks, 'z-20')}>
              {t('col.receipt')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items ? (
            items.map((payment) => (
              <tr key={payment.id} className="group">
                {columns.map((column) => (
                  <td key={column.header} className={cn(td, 'group-hover:bg-slate-50', column.className)}>
                    {column.cell(payment)}
                  </td>
                ))}
                <td className={cn(td, pinnedStatus, 'bg-white group-hover:bg-slate-50')}>
                  <PaidStatus payment={payment} />
                </td>
                <td className={cn(td, pinnedLinks, 'bg-white group-hover:bg-slate-50')}>
                  <PaymentLinks payment={payment} className="flex flex-col items-start gap-1.5" />
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length + 2} className="px-3 py-10">
                <LoadingLine label={t('myPayments.loading')} text={t('myPayments.loadingDots')} />
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

function PaymentCards({ kind, items, boxRef }: ListProps) {
  const t = useT();
  if (!items) {
    return (
      <div ref={boxRef as Ref<HTMLDivElement>} className="px-4 py-10">
        <LoadingLine label={t('myPayments.loading')} text={t('myPayments.loadingDots')} />
      </div>
    );
  }
  return (
    <ul
      ref={boxRef as Ref<HTMLUListElement>}
      aria-label={t('myPayments.list')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="max-h-[400px] divide-y divide-line overflow-auto"
    >
      {items.map((payment) => (
        <li key={payment.id} className="space-y-3 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold text-ink">{payment.itemName}</p>
              <p className="text-lg font-bold text-ink">{formatTk(payment.amountPoisha)}</p>
              <PartNote payment={payment} />
              <DiscountNote payment={payment} />
            </div>
            <PaidStatus payment={payment} />
          </div>
          <WaiverNote payment={payment} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-4">
            <PaymentFact label={t('col.date')} value={paymentDate(payment)} />
            {payment.cardType && (
              <PaymentFact label={t('col.paidWith')} value={<PaidWith cardType={payment.cardType} />} />
            )}
            {kind === 'club' && <PaymentFact label={t('col.plan')} value={planWord(payment)} />}
            {kind === 'club' && <PaymentFact label={t('col.validUntil')} value={validUntilText(payment)} />}
            <PaymentFact label={t('col.studentId')} value={payment.payerStudentId ?? t('col.notAvailable')} />
            <PaymentFact label={t('col.batch')} value={batchLabel(payment.payerBatch)} />
            <PaymentFact label={t('col.name')} value={payment.payerName} />
            <PaymentFact label={t('col.phone')} value={payment.payerMobile} />
            <PaymentFact label={t('col.email')} value={payment.payerEmail} wide />
          </dl>
          {payment.paid && <PaymentLinks payment={payment} className="flex flex-wrap gap-x-5 gap-y-2" />}
        </li>
      ))}
    </ul>
  );
}

/** What a payment leaves the student: its receipt, and an event's ticket. */
function PaymentLinks({ payment, className }: { payment: PaymentRow; className: string }) {
  const Ticket = useContext(TicketOf);
  return (
    <div className={className}>
      <ReceiptLink payment={payment} />
      {Ticket && <Ticket payment={payment} />}
    </div>
  );
}

function ReceiptLink({ payment }: { payment: PaymentRow }) {
  const t = useT();
  if (!payment.paid) return <span className="text-ink-muted">—</span>;
  return (
    <a
      href={myReceiptUrl(payment.id)}
      download
      aria-label={t('myPayments.receiptFor', { name: payment.itemName })}
      className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      <Download aria-hidden="true" className="size-4" />
      {t('col.receipt')}
    </a>
  );
}

function validUntilText(payment: PaymentRow): string {
  if (!payment.validUntil) return '—';
  const ended = new Date(payment.validUntil).getTime() < Date.now();
  const date = formatShortDate(payment.validUntil);
  return ended ? t('myPayments.ended', { date }) : date;
}
