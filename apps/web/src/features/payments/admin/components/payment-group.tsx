import type { PaymentKind } from '@dpms/shared/constants';
import type { PaymentGroup as Group, PaymentFilters, PaymentRow } from '@dpms/shared/schemas';
import { Download } from 'lucide-react';
import { type Ref, useState } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { cellClass, FittingCards, type FittingColumn, FittingTable } from '@/components/ui/fitting-table.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PaidStatus } from '@/components/ui/paid-status.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { EmailText } from '@/components/ui/wrapping-text.tsx';
import { cn } from '@/lib/cn.ts';
import { formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { batchLabel } from '@/lib/i18n/labels.ts';
import { richText } from '@/lib/i18n/rich-text.tsx';
import { useFitsWidth } from '@/lib/use-fits-width.ts';
import { pageCountOf } from '@/lib/use-paged-list.ts';
import { PaidWith } from '../../components/paid-with.tsx';
import { PaymentFact } from '../../components/payment-fact.tsx';
import { DiscountNote, PartNote, WaiverNote } from '../../components/payment-notes.tsx';
import { paymentDate } from '../../payment-row.ts';
import { paymentsCsvUrl, usePaymentGroupPage } from '../api/get-payment-groups.ts';
import { AmountCell, Payer, ViewDetailsButton } from './payment-cells.tsx';

type PaymentGroupProps = {
  kind: PaymentKind;
  group: Group;
  /** The list's filters: a group's later pages and its CSV keep them. */
  filters: PaymentFilters;
  wide: boolean;
  onOpen: (payment: PaymentRow) => void;
};

/** One club or event: its totals, its payments 2 a page (paged by the server), and its CSV. */
export function PaymentGroup({ kind, group, filters, wide, onOpen }: PaymentGroupProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const later = usePaymentGroupPage(kind, group.itemId, page, filters);
  const shown = page > 1 ? (later.data ?? null) : group;
  const pageCount = pageCountOf(group);
  const headingId = `group-${group.itemId}`;
  const { boxRef, tableRef, fits } = useFitsWidth();

  return (
    <Card className="overflow-hidden">
      <section aria-labelledby={headingId}>
        <header className="flex flex-col gap-3 border-b border-line bg-slate-50/70 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-ink">
              {group.itemName}
            </h2>
            <p className="text-sm text-ink-muted">
              {richText(
                t,
                'history.groupSummary',
                {
                  paidPart: (
                    <span className="font-medium text-ink">
                      {t('history.paidCount', { paid: group.paidCount })}
                    </span>
                  ),
                  amountPart: <span className="font-medium text-ink">{formatTk(group.paidTotalPoisha)}</span>,
                },
                { total: group.total },
              )}
            </p>
          </div>
          <a
            href={paymentsCsvUrl(kind, filters, group.itemId)}
            download
            aria-label={t('history.csvFor', { name: group.itemName })}
            className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:self-auto"
          >
            <Download aria-hidden="true" className="size-4" />
            CSV
          </a>
        </header>

        <div className={cn(later.isFetching && 'opacity-60')}>
          {shown ? (
            wide && fits ? (
              <GroupTable items={shown.items} onOpen={onOpen} boxRef={boxRef} tableRef={tableRef} />
            ) : (
              <GroupCards items={shown.items} onOpen={onOpen} boxRef={boxRef} />
            )
          ) : (
            <CenteredSpinner label={t('myPayments.loading')} className="py-8" />
          )}
        </div>

        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label={`${group.itemName} pages`}
          className="border-t border-line px-4 py-2"
        />
      </section>
    </Card>
  );
}

/** SPEC's columns; fixed widths so every group's table lines up with the next. */
const COLUMNS: FittingColumn[] = [
  // A 16-digit student ID on one line, never broken inside.
  ['col.studentId', 'w-[16%]'],
  // Room for the widest fee, Tk 2,499.50 (a Robotics Club year in the demo).
  ['col.fee', 'w-[13%] text-right'],
  ['col.batch', 'w-[7%]'],
  ['col.name', 'w-[14%]'],
  ['col.date', 'w-[12%]'],
  ['col.phone', 'w-[12%]'],
  ['col.email', 'w-[15%]'],
  ['col.paidStatus', 'w-[11%]'],
] as const;

type ListProps = {
  items: PaymentRow[];
  onOpen: (payment: PaymentRow) => void;
  /** The box that holds the list, measured to tell whether the table fits. */
  boxRef: Ref<HTMLElement>;
};

function GroupTable({ items, onOpen, boxRef, tableRef }: ListProps & { tableRef: Ref<HTMLTableElement> }) {
  const t = useT();
  return (
    <FittingTable columns={COLUMNS} boxRef={boxRef} tableRef={tableRef} className="min-w-[56rem] table-fixed">
      {items.map((payment) => (
        // The payer's name is the keyboard way in; a click anywhere on the row does the same.
        <tr
          key={payment.id}
          onClick={() => onOpen(payment)}
          className="cursor-pointer transition-colors hover:bg-brand-50/60"
        >
          <td className={cn(cellClass, 'font-mono text-xs whitespace-nowrap')}>
            {payment.payerStudentId ?? t('col.notAvailable')}
          </td>
          <AmountCell payment={payment} />
          <td className={cellClass}>{batchLabel(payment.payerBatch)}</td>
          <td className={cellClass}>
            <OpenButton payment={payment} onOpen={onOpen} />
            <WaiverNote payment={payment} />
          </td>
          <td className={cn(cellClass, 'whitespace-nowrap')}>{paymentDate(payment)}</td>
          <td className={cn(cellClass, 'whitespace-nowrap')}>{payment.payerMobile}</td>
          <td className={cellClass}>
            <EmailText value={payment.payerEmail} />
          </td>
          <td className={cellClass}>
            <PaidStatus payment={payment} />
          </td>
        </tr>
      ))}
    </FittingTable>
  );
}

function GroupCards({ items, onOpen, boxRef }: ListProps) {
  const t = useT();
  return (
    <FittingCards items={items} itemKey={(payment) => payment.id} boxRef={boxRef} itemClassName="space-y-2">
      {(payment) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <Payer payment={payment} />
            <PaidStatus payment={payment} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm md:grid-cols-4">
            <PaymentFact
              label={t('col.fee')}
              value={
                <>
                  {formatTk(payment.amountPoisha)}
                  <PartNote payment={payment} />
                  <DiscountNote payment={payment} />
                </>
              }
            />
            {payment.cardType && (
              <PaymentFact label={t('col.paidWith')} value={<PaidWith cardType={payment.cardType} />} />
            )}
            <PaymentFact label={t('col.date')} value={paymentDate(payment)} />
            <PaymentFact label={t('col.batch')} value={batchLabel(payment.payerBatch)} />
            <PaymentFact label={t('col.phone')} value={payment.payerMobile} />
            <PaymentFact label={t('col.email')} value={payment.payerEmail} wide />
          </dl>
          <WaiverNote payment={payment} />
          <ViewDetailsButton tranId={payment.tranId} onClick={() => onOpen(payment)} />
        </>
      )}
    </FittingCards>
  );
}

function OpenButton({ payment, onOpen }: { payment: PaymentRow; onOpen: (payment: PaymentRow) => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={(event) => {
        // The row opens it too; one open is enough.
        event.stopPropagation();
        onOpen(payment);
      }}
      aria-label={t('history.viewPayment', { name: payment.payerName, tranId: payment.tranId })}
      className="text-left font-medium text-brand-800 underline-offset-2 hover:underline"
    >
      {payment.payerName}
    </button>
  );
}
