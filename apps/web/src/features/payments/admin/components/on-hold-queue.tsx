import {
  type PaymentDetail,
  PENDING_TOO_LONG_MINUTES,
  WAITING_REASONS,
  type WaitingList,
  type WaitingPayment,
  type WaitingReason,
} from '@dpms/shared/schemas';
import { CircleCheckBig, RefreshCw, Undo2 } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import {
  cellClass,
  FittingCards,
  type FittingColumn,
  FittingTable,
  WIDE_QUERY,
} from '@/components/ui/fitting-table.tsx';
import { STATUS_WORDS } from '@/components/ui/paid-status.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { Identifier } from '@/components/ui/wrapping-text.tsx';
import { cn } from '@/lib/cn.ts';
import { describeError } from '@/lib/describe-error.ts';
import { formatDateTime, formatNumber, formatTk } from '@/lib/format.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { holdReasonLabel } from '@/lib/i18n/labels.ts';
import { paths } from '@/lib/paths.ts';
import { toast } from '@/lib/toast.ts';
import { useFitsWidth } from '@/lib/use-fits-width.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useCheckWithGateway } from '../api/check-with-gateway.ts';
import { useAdminPayment } from '../api/get-admin-payment.ts';
import { useWaitingPayments, waitingReasonParam } from '../api/get-waiting-payments.ts';
import { AcceptHeldButton } from './accept-held-button.tsx';
import { AmountCell, Payer, ViewDetailsButton } from './payment-cells.tsx';
import { PaymentDetailDialog } from './payment-detail-dialog.tsx';
import { RefundForm } from './refund-form.tsx';

const REASON_LABELS: Record<WaitingReason, MessageId> = {
  held: 'queue.reason.held',
  refund_unconfirmed: 'queue.reason.refund_unconfirmed',
  refund_processing: 'queue.reason.refund_processing',
  pending_too_long: 'queue.reason.pending_too_long',
};

const REASON_TONES: Record<WaitingReason, string> = {
  held: 'bg-amber-100 text-amber-900',
  refund_unconfirmed: 'bg-danger-50 text-danger-700',
  refund_processing: 'bg-brand-50 text-brand-800',
  pending_too_long: 'bg-slate-100 text-slate-700',
};

/** Opens a payment's details, or its refund form, above the queue. */
type Open = (payment: WaitingPayment, what: 'details' | 'refund') => void;

/**
 * The on-hold queue: every payment waiting for an admin, oldest first, why it waits, and what can
 * be done about it. The filter lives in the address (`?reason=held`), so the dashboard links to it.
 */
export function OnHoldQueue() {
  const t = useT();
  const [params] = useSearchParams();
  const reason = waitingReasonParam(params);
  const waiting = useWaitingPayments(reason);
  const wide = useMediaQuery(WIDE_QUERY);
  const [opened, setOpened] = useState<{ id: string; what: 'details' | 'refund' } | null>(null);
  const open: Open = (payment, what) => setOpened({ id: payment.id, what });
  const close = () => setOpened(null);

  return (
    <div className="space-y-4">
      {waiting.data && <ReasonFilter list={waiting.data} current={reason} />}

      {waiting.isPending ? (
        <CenteredSpinner size="lg" label={t('queue.loading')} className="py-16" />
      ) : waiting.isError && !waiting.data ? (
        <QueryErrorState query={waiting} />
      ) : waiting.data.items.length === 0 ? (
        <EmptyState
          icon={CircleCheckBig}
          title={t('queue.empty')}
          description={reason ? t('queue.emptyReason') : t('queue.emptyText')}
          action={
            reason && (
              <Link to={paths.onHold} className={buttonStyles({ variant: 'secondary' })}>
                {t('queue.showAll')}
              </Link>
            )
          }
        />
      ) : (
        <QueueList
          list={waiting.data}
          reason={reason}
          wide={wide}
          onOpen={open}
          dimmed={waiting.isPlaceholderData}
        />
      )}

      {opened?.what === 'details' && <PaymentDetailDialog paymentId={opened.id} onClose={close} />}
      {opened?.what === 'refund' && <RefundDialog paymentId={opened.id} onClose={close} />}
    </div>
  );
}

/** All, and each reason with its count: links, so a filter is an address to share or go back to. */
function ReasonFilter({ list, current }: { list: WaitingList; current?: WaitingReason }) {
  const t = useT();
  const chips: Array<{ reason?: WaitingReason; label: string; count: number }> = [
    { label: t('queue.all'), count: list.count },
    ...WAITING_REASONS.map((reason) => ({
      reason,
      label: t(REASON_LABELS[reason]),
      count: list.byReason[reason],
    })),
  ];
  return (
    <nav aria-label={t('queue.filterLabel')}>
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ reason, label, count }) => {
          const active = reason === current;
          return (
            <li key={reason ?? 'all'}>
              <Link
                to={reason ? `${paths.onHold}?reason=${reason}` : paths.onHold}
                replace
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white shadow-sm'
                    : 'border-line bg-white text-ink-muted hover:bg-slate-50 hover:text-ink',
                )}
              >
                {label}{' '}
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                    active
                      ? 'bg-white text-brand-800'
                      : count > 0
                        ? 'bg-amber-100 text-amber-900'
                        : 'bg-slate-100',
                  )}
                >
                  {formatNumber(count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type ListProps = {
  items: WaitingPayment[];
  onOpen: Open;
  /** The box that holds the list, measured to tell whether the table fits. */
  boxRef: Ref<HTMLElement>;
};

function QueueList({
  list,
  reason,
  wide,
  onOpen,
  dimmed,
}: {
  list: WaitingList;
  reason?: WaitingReason;
  wide: boolean;
  onOpen: Open;
  dimmed: boolean;
}) {
  const t = useT();
  const { boxRef, tableRef, fits } = useFitsWidth();
  const total = reason ? list.byReason[reason] : list.count;
  return (
    <Card className={cn('overflow-hidden', dimmed && 'opacity-60')}>
      {wide && fits ? (
        <QueueTable items={list.items} onOpen={onOpen} boxRef={boxRef} tableRef={tableRef} />
      ) : (
        <QueueCards items={list.items} onOpen={onOpen} boxRef={boxRef} />
      )}
      {list.items.length < total && (
        <p className="border-t border-line px-4 py-2 text-sm text-ink-muted">
          {t('queue.truncated', { shown: formatNumber(list.items.length), count: formatNumber(total) })}
        </p>
      )}
    </Card>
  );
}

const COLUMNS: FittingColumn[] = [
  ['queue.col.payer', 'w-[15%]'],
  ['queue.col.payment', 'w-[17%]'],
  // Room for "Tk 2,499.50" in bold, which otherwise ran into the next column.
  ['queue.col.amount', 'w-[12%] text-right'],
  ['queue.col.since', 'w-[11%]'],
  ['queue.col.why', 'w-[24%]'],
  ['queue.col.actions', 'w-[21%]'],
];

function QueueTable({ items, onOpen, boxRef, tableRef }: ListProps & { tableRef: Ref<HTMLTableElement> }) {
  return (
    <FittingTable
      columns={COLUMNS}
      boxRef={boxRef}
      tableRef={tableRef}
      className="min-w-[60rem] table-fixed"
      headRowClassName="bg-slate-50/70"
    >
      {items.map((payment) => (
        <tr key={payment.id}>
          <td className={cellClass}>
            <Payer payment={payment} />
          </td>
          <td className={cellClass}>
            <Item payment={payment} />
          </td>
          <AmountCell payment={payment} />
          <td className={cellClass}>{formatDateTime(payment.since)}</td>
          <td className={cellClass}>
            <Why payment={payment} />
          </td>
          <td className={cellClass}>
            <Actions payment={payment} onOpen={onOpen} />
          </td>
        </tr>
      ))}
    </FittingTable>
  );
}

function QueueCards({ items, onOpen, boxRef }: ListProps) {
  const t = useT();
  return (
    <FittingCards items={items} itemKey={(payment) => payment.id} boxRef={boxRef} itemClassName="space-y-3">
      {(payment) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <Payer payment={payment} />
            <p className="font-semibold whitespace-nowrap text-ink">{formatTk(payment.amountPoisha)}</p>
          </div>
          <Item payment={payment} />
          <p className="text-xs text-ink-muted">
            {t('queue.col.since')}: {formatDateTime(payment.since)}
          </p>
          <Why payment={payment} />
          <Actions payment={payment} onOpen={onOpen} />
        </>
      )}
    </FittingCards>
  );
}

function Item({ payment }: { payment: WaitingPayment }) {
  const t = useT();
  return (
    <div className="min-w-0">
      <p className="break-words text-ink">
        {payment.itemName}{' '}
        <span className="text-xs text-ink-muted">
          ({payment.kind === 'club' ? t('result.club') : t('result.event')})
        </span>
      </p>
      <p className="text-xs text-ink-muted">
        <span className="sr-only">{t('result.tranId')}: </span>
        <Identifier value={payment.tranId} />
      </p>
    </div>
  );
}

/** Why the payment waits: the reason's name, then a sentence saying what happened and what to do. */
function Why({ payment }: { payment: WaitingPayment }) {
  const t = useT();
  const reason = payment.waitingFor;
  const sentence =
    reason === 'held'
      ? payment.holdReason
        ? holdReasonLabel(payment.holdReason)
        : t('queue.why.held')
      : reason === 'refund_unconfirmed'
        ? t('queue.why.refund_unconfirmed', { date: formatDateTime(payment.since) })
        : reason === 'pending_too_long'
          ? t('queue.why.pending_too_long', { minutes: formatNumber(PENDING_TOO_LONG_MINUTES) })
          : t('queue.why.refund_processing');
  return (
    <div className="space-y-1">
      <span
        className={cn(
          'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          REASON_TONES[reason],
        )}
      >
        {t(REASON_LABELS[reason])}
      </span>
      <p className="text-sm break-words text-ink">{sentence}</p>
    </div>
  );
}

/**
 * What can be done here: a held payment is accepted or refunded (the Payment History's own
 * buttons and confirmations); a refund or a checkout the gateway has not settled is asked about.
 */
function Actions({ payment, onOpen }: { payment: WaitingPayment; onOpen: Open }) {
  const t = useT();
  const held = payment.status === 'on_hold';
  return (
    // A long label (Bangla, in a narrow column) wraps inside its button instead of spilling out.
    <div className="flex flex-wrap items-center gap-2 [&_button]:h-auto [&_button]:min-h-8 [&_button]:py-1">
      {held && payment.canAccept && <AcceptHeldButton payment={payment} size="sm" />}
      {held && (
        <Button variant="danger" size="sm" onClick={() => onOpen(payment, 'refund')}>
          <Undo2 aria-hidden="true" className="size-4" />
          {t('paymentDetail.refund')}
        </Button>
      )}
      {!held && <CheckButton payment={payment} />}
      <ViewDetailsButton tranId={payment.tranId} onClick={() => onOpen(payment, 'details')} />
    </div>
  );
}

/** Asks the gateway now; nothing moves money, so no confirmation: the outcome is a toast. */
function CheckButton({ payment }: { payment: WaitingPayment }) {
  const t = useT();
  const check = useCheckWithGateway(payment.id);
  const onClick = async () => {
    try {
      const result = await check.mutateAsync();
      const status = t(STATUS_WORDS[result.status]);
      toast.success(
        result.changed ? t('queue.checkChanged', { status }) : t('queue.checkUnchanged', { status }),
      );
    } catch (error) {
      toast.error(describeError(error));
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={check.isPending} onClick={onClick}>
      <RefreshCw aria-hidden="true" className="size-4" />
      {t('queue.check')}
    </Button>
  );
}

/**
 * The Payment History's refund form, over the queue. It needs the payment's details: a held
 * payment's refund is what the gateway took, which differs from the price on a mismatch.
 */
function RefundDialog({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const payment = useAdminPayment(paymentId);
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="max-w-lg!">
      <div className="space-y-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {payment.data
            ? t('queue.refundTitle', { name: payment.data.payerName })
            : t('paymentDetail.refund')}
        </h2>
        {payment.data ? (
          <RefundBody payment={payment.data} onDone={onClose} />
        ) : payment.isError ? (
          <QueryErrorState query={payment} />
        ) : (
          <CenteredSpinner label={t('paymentDetail.loading')} className="py-8" />
        )}
      </div>
    </Dialog>
  );
}

function RefundBody({ payment, onDone }: { payment: PaymentDetail; onDone: () => void }) {
  const t = useT();
  return (
    <>
      <p className="text-sm text-ink-muted">
        {payment.itemName} · <Identifier value={payment.tranId} /> ·{' '}
        <span className="font-semibold text-ink">{formatTk(payment.refundAmountPoisha)}</span>
      </p>
      {payment.holdReason && <p className="text-sm text-ink">{holdReasonLabel(payment.holdReason)}</p>}
      {payment.status === 'on_hold' || payment.status === 'paid' ? (
        <RefundForm payment={payment} onDone={onDone} />
      ) : (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink">
          {t('paymentDetail.status')}: {t(STATUS_WORDS[payment.status])}
        </p>
      )}
    </>
  );
}
