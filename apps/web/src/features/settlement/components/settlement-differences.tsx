import type { Settlement, SettlementProblem } from '@dpms/shared/schemas';
import { ChevronRight } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { cellClass, FittingCards, type FittingColumn, FittingTable } from '@/components/ui/fitting-table.tsx';
import { STATUS_WORDS } from '@/components/ui/paid-status.tsx';
import { Identifier } from '@/components/ui/wrapping-text.tsx';
import { cn } from '@/lib/cn.ts';
import { formatTk } from '@/lib/format.ts';
import { type MessageId, type Translate, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useFitsWidth } from '@/lib/use-fits-width.ts';

type Difference = Settlement['differences'][number];

/** Each problem in one plain sentence. */
export const PROBLEM_WORDS: Record<SettlementProblem, MessageId> = {
  paid_here_not_at_gateway: 'settlement.problem.paid_here_not_at_gateway',
  taken_at_gateway_not_here: 'settlement.problem.taken_at_gateway_not_here',
  amount_differs: 'settlement.problem.amount_differs',
  gateway_unreachable: 'settlement.problem.gateway_unreachable',
};

/** SSLCommerz's statuses for an attempt, in words; anything else shows as the gateway wrote it. */
const GATEWAY_WORDS: Record<string, MessageId> = {
  VALID: 'settlement.gatewayPaid',
  VALIDATED: 'settlement.gatewayPaid',
  FAILED: 'settlement.gatewayFailed',
  CANCELLED: 'settlement.gatewayCancelled',
  UNATTEMPTED: 'settlement.gatewayUnattempted',
  EXPIRED: 'settlement.gatewayExpired',
  PENDING: 'settlement.gatewayPending',
};

function gatewayStatus(t: Translate, d: Difference): string {
  if (d.problem === 'gateway_unreachable') return t('settlement.gatewayNoAnswer');
  if (d.gatewayStatus === null) return t('settlement.gatewayNoRecord');
  const words = GATEWAY_WORDS[d.gatewayStatus];
  return words ? t(words) : d.gatewayStatus;
}

/** Payment History, searched for this payment, in its list (club fees or events). */
export function paymentHistoryHref(d: Pick<Difference, 'kind' | 'tranId'>): string {
  return `${paths.transactionHistory}?${new URLSearchParams({ kind: d.kind, q: d.tranId })}`;
}

/** The payments DPMS and the gateway disagree about: a table where it fits, cards where not. */
export function SettlementDifferences({ differences }: { differences: Difference[] }) {
  const t = useT();
  const { boxRef, tableRef, fits } = useFitsWidth();
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="settlement-differences">
        <header className="border-b border-line bg-slate-50/70 px-4 py-3 sm:px-5">
          <h2 id="settlement-differences" className="font-semibold text-ink">
            {t('settlement.differencesTitle')}
          </h2>
        </header>
        {fits ? (
          <DifferencesTable differences={differences} boxRef={boxRef} tableRef={tableRef} />
        ) : (
          <DifferencesCards differences={differences} boxRef={boxRef} />
        )}
      </section>
    </Card>
  );
}

const COLUMNS: FittingColumn[] = [
  ['settlement.colTranId'],
  ['settlement.colPayer'],
  ['settlement.colItem'],
  ['settlement.colHere', 'text-right'],
  ['settlement.colGateway', 'text-right'],
  ['settlement.colProblem', 'w-[30%]'],
];

type ListProps = { differences: Difference[]; boxRef: Ref<HTMLElement> };

function DifferencesTable({
  differences,
  boxRef,
  tableRef,
}: ListProps & { tableRef: Ref<HTMLTableElement> }) {
  const t = useT();
  return (
    <FittingTable columns={COLUMNS} boxRef={boxRef} tableRef={tableRef} className="min-w-[60rem]">
      {differences.map((d) => (
        <tr key={d.paymentId}>
          <td className={cellClass}>
            <HistoryLink difference={d} className="font-mono text-xs whitespace-nowrap">
              {d.tranId}
            </HistoryLink>
          </td>
          <td className={cn(cellClass, 'font-medium text-ink')}>{d.payerName}</td>
          <td className={cellClass}>{d.itemName}</td>
          <td className={cn(cellClass, 'text-right')}>
            <Side status={t(STATUS_WORDS[d.status])} amount={formatTk(d.amountPoisha)} />
          </td>
          <td className={cn(cellClass, 'text-right')}>
            <Side
              status={gatewayStatus(t, d)}
              amount={d.gatewayAmountPoisha === null ? null : formatTk(d.gatewayAmountPoisha)}
            />
          </td>
          <td className={cn(cellClass, 'text-ink')}>{t(PROBLEM_WORDS[d.problem])}</td>
        </tr>
      ))}
    </FittingTable>
  );
}

function DifferencesCards({ differences, boxRef }: ListProps) {
  const t = useT();
  return (
    <FittingCards items={differences} itemKey={(d) => d.paymentId} boxRef={boxRef} itemClassName="space-y-3">
      {(d) => (
        <>
          <div className="min-w-0">
            <p className="font-semibold text-ink">{d.payerName}</p>
            <p className="text-sm text-ink-muted">{d.itemName}</p>
            <p className="text-xs text-ink-muted">
              <Identifier value={d.tranId} />
            </p>
          </div>
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {t(PROBLEM_WORDS[d.problem])}
          </p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
            <div className="min-w-0">
              <dt className="text-xs text-ink-muted">{t('settlement.colHere')}</dt>
              <dd className="text-ink">
                {t(STATUS_WORDS[d.status])} · {formatTk(d.amountPoisha)}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-ink-muted">{t('settlement.colGateway')}</dt>
              <dd className="text-ink">
                {gatewayStatus(t, d)}
                {d.gatewayAmountPoisha !== null && ` · ${formatTk(d.gatewayAmountPoisha)}`}
              </dd>
            </div>
          </dl>
          <HistoryLink
            difference={d}
            named
            className="inline-flex items-center gap-0.5 text-sm font-semibold"
          >
            {t('settlement.openInHistory')}
            <span className="sr-only">: {d.tranId}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </HistoryLink>
        </>
      )}
    </FittingCards>
  );
}

/** One side's view of a payment: its status, and its amount when it has one. */
function Side({ status, amount }: { status: string; amount: string | null }) {
  return (
    <span className="inline-flex flex-col items-end">
      <span className="font-semibold whitespace-nowrap text-ink">{amount ?? '–'}</span>
      <span className="text-xs text-ink-muted">{status}</span>
    </span>
  );
}

/** A link to the payment in Payment History; `named` when its words already say where it goes. */
function HistoryLink({
  difference,
  named = false,
  className,
  children,
}: {
  difference: Difference;
  named?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Link
      to={paymentHistoryHref(difference)}
      aria-label={named ? undefined : t('settlement.openPayment', { tranId: difference.tranId })}
      className={cn('text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline', className)}
    >
      {children}
    </Link>
  );
}
