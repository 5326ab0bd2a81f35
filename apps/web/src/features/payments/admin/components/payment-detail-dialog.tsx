import type { PaymentDetail } from '@dpms/shared/schemas';
import { Download, Undo2, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button, buttonStyles } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import { PaidStatus, STATUS_WORDS } from '@/components/ui/paid-status.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { Identifier } from '@/components/ui/wrapping-text.tsx';
import { formatDate, formatDateTime, formatTk } from '@/lib/format.ts';
import { t, useT } from '@/lib/i18n/i18n.ts';
import { batchLabel, holdReasonLabel } from '@/lib/i18n/labels.ts';
import { discountText, partText, waiverText } from '../../components/payment-notes.tsx';
import { adminReceiptUrl, PAY_METHOD_LABELS, paidWithText, planWord } from '../../payment-row.ts';
import { useAdminPayment } from '../api/get-admin-payment.ts';
import { AcceptHeldButton } from './accept-held-button.tsx';
import { RefundForm, RefundProgress } from './refund-form.tsx';

const when = (value: string | null) => (value ? formatDateTime(value, { seconds: true }) : '—');

/** Everything about one payment, the gateway's callbacks, its receipt, and the refund action. */
export function PaymentDetailDialog({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const titleId = useId();
  const payment = useAdminPayment(paymentId);
  const t = useT();

  // Wider than the default dialog (max-w-md); cn() does not merge classes, so the width is important.
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="max-h-[90dvh] max-w-3xl! overflow-y-auto">
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-line bg-white px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('paymentDetail.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('paymentDetail.close')}
          className="rounded-lg p-1.5 text-ink-muted hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="p-5">
        {payment.data ? (
          <DetailBody payment={payment.data} />
        ) : payment.isError ? (
          <QueryErrorState query={payment} />
        ) : (
          <CenteredSpinner label={t('paymentDetail.loading')} className="py-12" />
        )}
      </div>
    </Dialog>
  );
}

function DetailBody({ payment }: { payment: PaymentDetail }) {
  const [refunding, setRefunding] = useState(false);
  const t = useT();
  // A held payment (a seat taken twice, an amount mismatch) is refunded the same way.
  const refundable = payment.status === 'paid' || payment.status === 'on_hold';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-ink-muted">
            {payment.kind === 'club' ? t('result.club') : t('result.event')}
          </p>
          <p className="text-lg font-semibold text-ink">{payment.itemName}</p>
          <p className="mt-1 text-2xl font-bold text-ink">{formatTk(payment.amountPoisha)}</p>
        </div>
        <PaidStatus payment={payment} />
      </div>

      <Facts title={t('paymentDetail.payment')}>
        <Fact label={t('result.tranId')} value={payment.tranId} mono />
        <Fact label={t('paymentDetail.status')} value={t(STATUS_WORDS[payment.status])} />
        {payment.plan && <Fact label={t('col.plan')} value={planWord(payment)} />}
        {partText(t, payment) && <Fact label={t('paymentDetail.part')} value={partText(t, payment) ?? ''} />}
        {payment.validUntil && <Fact label={t('col.validUntil')} value={formatDate(payment.validUntil)} />}
        <Fact label={t('paymentDetail.started')} value={when(payment.createdAt)} />
        <Fact label={t('paymentDetail.paidAt')} value={when(payment.paidAt)} />
        <Fact label={t('paymentDetail.receiptNumber')} value={payment.receiptNumber ?? '—'} />
        {discountText(t, payment) && (
          <Fact label={t('paymentDetail.discount')} value={discountText(t, payment) ?? ''} />
        )}
        {waiverText(t, payment) && (
          <Fact label={t('status.waived')} value={waiverText(t, payment) ?? ''} wide />
        )}
      </Facts>

      <Facts title={t('paymentDetail.payer')}>
        <Fact label={t('col.name')} value={payment.payerName} />
        <Fact label={t('col.email')} value={payment.payerEmail} />
        <Fact label={t('col.studentId')} value={payment.payerStudentId ?? t('col.notAvailable')} mono />
        <Fact label={t('col.batch')} value={batchLabel(payment.payerBatch)} />
        <Fact label={t('col.phone')} value={payment.payerMobile} />
      </Facts>

      <Facts title={t('paymentDetail.gateway')}>
        <Fact label={t('paymentDetail.valId')} value={payment.valId ?? '—'} mono />
        <Fact label={t('paymentDetail.bankTranId')} value={payment.bankTranId ?? '—'} mono />
        <Fact
          label={t('paymentDetail.payMethod')}
          value={payment.payMethod ? t(PAY_METHOD_LABELS[payment.payMethod]) : '—'}
        />
        <Fact label={t('col.paidWith')} value={paidWithText(payment.cardType) ?? '—'} />
        <Fact label={t('paymentDetail.cardType')} value={payment.cardType ?? '—'} />
        <Fact label={t('paymentDetail.riskLevel')} value={riskWords(payment.riskLevel)} />
        {payment.holdReason && (
          <Fact label={t('paymentDetail.holdReason')} value={holdReasonLabel(payment.holdReason)} wide />
        )}
        {payment.refundRequestedAt && (
          <Fact label={t('paymentDetail.refundRequested')} value={when(payment.refundRequestedAt)} />
        )}
        {payment.refundRefId && (
          <Fact label={t('paymentDetail.refundReference')} value={payment.refundRefId} mono />
        )}
        {payment.refundedAt && (
          <Fact label={t('paymentDetail.refundedAt')} value={when(payment.refundedAt)} />
        )}
        {payment.refundReason && (
          <Fact label={t('paymentDetail.refundReason')} value={payment.refundReason} wide />
        )}
      </Facts>

      <GatewayCallbacks events={payment.events} />

      <div className="space-y-3 border-t border-line pt-4">
        <div className="flex flex-wrap gap-2">
          {payment.receiptNumber && (
            <a href={adminReceiptUrl(payment.id)} download className={buttonStyles({ variant: 'secondary' })}>
              <Download aria-hidden="true" className="size-4" />
              {t('result.downloadReceipt')}
            </a>
          )}
          {payment.canAccept && !refunding && <AcceptHeldButton payment={payment} />}
          {refundable && !refunding && (
            <Button variant="danger" onClick={() => setRefunding(true)}>
              <Undo2 aria-hidden="true" className="size-4" />
              {t('paymentDetail.refund')}
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
  const t = useT();
  return (
    <section>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {t('paymentDetail.callbacks')}
      </h3>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('paymentDetail.noCallbacks')}</p>
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
                {(
                  [
                    'paymentDetail.time',
                    'paymentDetail.source',
                    'paymentDetail.signatureValid',
                    'paymentDetail.validationStatus',
                    'paymentDetail.outcome',
                  ] as const
                ).map((label) => (
                  <th
                    key={label}
                    scope="col"
                    className="px-3 py-2 text-left text-xs font-semibold whitespace-nowrap text-ink-muted"
                  >
                    {t(label)}
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
                    {event.signatureValid === null
                      ? '—'
                      : t(event.signatureValid ? 'paymentDetail.yes' : 'paymentDetail.no')}
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
      <dd className={mono ? 'text-xs text-ink' : 'break-words text-ink'}>
        {mono ? <Identifier value={value} /> : value}
      </dd>
    </div>
  );
}

function riskWords(level: number | null): string {
  if (level === null) return '—';
  return t(level === 0 ? 'paymentDetail.riskSafe' : 'paymentDetail.riskFlagged', { level });
}
