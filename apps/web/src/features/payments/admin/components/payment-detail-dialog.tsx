import type { PaymentDetail } from '@dpms/shared';
import { Download, Undo2, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button, buttonStyles } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { formatDate, formatTk } from '@/lib/format.ts';
import { PaidStatus, STATUS_WORDS } from '../../components/paid-status.tsx';
import { adminReceiptUrl, planWord } from '../../payment-row.ts';
import { useAdminPayment } from '../api/get-admin-payment.ts';
import { AcceptHeldButton } from './accept-held-button.tsx';
import { RefundForm, RefundProgress } from './refund-form.tsx';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const when = (value: string | null) => (value ? dateTime.format(new Date(value)) : '—');

/** Everything about one payment, the gateway's callbacks, its receipt, and the refund action. */
export function PaymentDetailDialog({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const titleId = useId();
  const payment = useAdminPayment(paymentId);

  // Wider than the default dialog (max-w-md); cn() does not merge classes, so the width is important.
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="max-h-[90dvh] max-w-3xl! overflow-y-auto">
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-line bg-white px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          Payment details
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded-lg p-1.5 text-ink-muted hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="p-5">
        {payment.data ? (
          <DetailBody payment={payment.data} />
        ) : payment.isError ? (
          <ErrorState message={describeError(payment.error)} onRetry={() => payment.refetch()} />
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label="Loading payment" />
          </div>
        )}
      </div>
    </Dialog>
  );
}

function DetailBody({ payment }: { payment: PaymentDetail }) {
  const [refunding, setRefunding] = useState(false);
  // A held payment (a seat taken twice, an amount mismatch) is refunded the same way.
  const refundable = payment.status === 'paid' || payment.status === 'on_hold';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-ink-muted">{payment.kind === 'club' ? 'Club' : 'Event'}</p>
          <p className="text-lg font-semibold text-ink">{payment.itemName}</p>
          <p className="mt-1 text-2xl font-bold text-ink">{formatTk(payment.amountPoisha)}</p>
        </div>
        <PaidStatus payment={payment} />
      </div>

      <Facts title="Payment">
        <Fact label="Transaction ID" value={payment.tranId} mono />
        <Fact label="Status" value={STATUS_WORDS[payment.status]} />
        {payment.plan && <Fact label="Plan" value={planWord(payment)} />}
        {payment.validUntil && <Fact label="Valid until" value={formatDate(payment.validUntil)} />}
        <Fact label="Started" value={when(payment.createdAt)} />
        <Fact label="Paid at" value={when(payment.paidAt)} />
        <Fact label="Receipt number" value={payment.receiptNumber ?? '—'} />
      </Facts>

      <Facts title="Payer">
        <Fact label="Name" value={payment.payerName} />
        <Fact label="Email" value={payment.payerEmail} />
        <Fact label="Student ID" value={payment.payerStudentId ?? 'N/A'} mono />
        <Fact label="Batch" value={payment.payerBatch ?? 'N/A'} />
        <Fact label="Phone Number" value={payment.payerMobile} />
      </Facts>

      <Facts title="Gateway">
        <Fact label="Validation ID" value={payment.valId ?? '—'} mono />
        <Fact label="Bank transaction ID" value={payment.bankTranId ?? '—'} mono />
        <Fact label="Card type" value={payment.cardType ?? '—'} />
        <Fact label="Risk level" value={riskWords(payment.riskLevel)} />
        {payment.holdReason && <Fact label="Hold reason" value={payment.holdReason} wide />}
        {payment.refundRequestedAt && (
          <Fact label="Refund requested" value={when(payment.refundRequestedAt)} />
        )}
        {payment.refundRefId && <Fact label="Refund reference" value={payment.refundRefId} mono />}
        {payment.refundedAt && <Fact label="Refunded at" value={when(payment.refundedAt)} />}
        {payment.refundReason && <Fact label="Refund reason" value={payment.refundReason} wide />}
      </Facts>

      <GatewayCallbacks events={payment.events} />

      <div className="space-y-3 border-t border-line pt-4">
        <div className="flex flex-wrap gap-2">
          {payment.receiptNumber && (
            <a href={adminReceiptUrl(payment.id)} download className={buttonStyles({ variant: 'secondary' })}>
              <Download aria-hidden="true" className="size-4" />
              Download receipt
            </a>
          )}
          {payment.canAccept && !refunding && <AcceptHeldButton payment={payment} />}
          {refundable && !refunding && (
            <Button variant="danger" onClick={() => setRefunding(true)}>
              <Undo2 aria-hidden="true" className="size-4" />
              Refund
            </Button>
          )}
        </div>
        {refundable && refunding && <RefundForm payment={payment} onDone={() => setRefunding(false)} />}
        {payment.status === 'refund_pending' && <RefundProgress payment={payment} />}
      </div>
    </div>
  );
}

function GatewayCallbacks({ events }: { events: PaymentDetail['events'] }) {
  const headingId = useId();
  return (
    <section>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        Gateway callbacks
      </h3>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          No callback from the gateway has arrived for this payment.
        </p>
      ) : (
        // A narrow screen scrolls the table sideways: keyboard users reach that by focusing it.
        <section
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          tabIndex={0}
          className="mt-2 overflow-x-auto rounded-lg border border-line"
        >
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50">
              <tr>
                {['Time', 'Source', 'Signature valid', 'Validation status', 'Outcome'].map((label) => (
                  <th
                    key={label}
                    scope="col"
                    className="px-3 py-2 text-left text-xs font-semibold whitespace-nowrap text-ink-muted"
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {events.map((event) => (
                <tr key={`${event.receivedAt}-${event.source}-${event.outcome}`}>
                  <td className="px-3 py-2 whitespace-nowrap">{when(event.receivedAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{event.source}</td>
                  <td className="px-3 py-2">
                    {event.signatureValid === null ? '—' : event.signatureValid ? 'Yes' : 'No'}
                  </td>
                  <td className="px-3 py-2">{event.validationStatus ?? '—'}</td>
                  <td className="px-3 py-2">{event.outcome}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Fact({
  label,
  value,
  mono,
  wide,
}: {
  label: string;
  value: string;
  mono?: boolean;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all text-ink' : 'break-words text-ink'}>{value}</dd>
    </div>
  );
}

function riskWords(level: number | null): string {
  if (level === null) return '—';
  return level === 0 ? '0 (safe)' : `${level} (flagged as risky)`;
}
