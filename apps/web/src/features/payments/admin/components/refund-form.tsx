import { type PaymentDetail, refundInputSchema, refundReferenceInputSchema } from '@dpms/shared/schemas';
import { Clock, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { inputStyles } from '@/components/ui/field.tsx';
import { FieldShell } from '@/components/ui/field-shell.tsx';
import { IconLine } from '@/components/ui/icon-line.tsx';
import { cn } from '@/lib/cn.ts';
import { describeError } from '@/lib/describe-error.ts';
import { formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';
import { toast } from '@/lib/toast.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { useLinkRefundReference, useRefundPayment } from '../api/refund-payment.ts';

/** A reason, a confirmation that states the amount, then the refund; the server's refusal is shown. */
export function RefundForm({ payment, onDone }: { payment: PaymentDetail; onDone: () => void }) {
  const t = useT();
  const dialog = useDialog();
  const refund = useRefundPayment(payment.id);
  const amount = formatTk(payment.refundAmountPoisha);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(refundInputSchema, { reason: '' });

  const onSubmit = handleSubmit(async ({ reason }) => {
    const confirmed = await dialog.confirm({
      title: t('refund.title', { amount }),
      text: t('refund.text', {
        amount,
        name: payment.payerName,
        email: payment.payerEmail,
        item: payment.itemName,
      }),
      confirmLabel: t('refund.confirm', { amount }),
      tone: 'danger',
    });
    if (!confirmed) return;
    // Awaited here, not in mutate's callbacks: the answer replaces the payment in the cache,
    // which unmounts this form, and mutate skips the callbacks of an unmounted component.
    const detail = await refund.mutateAsync(reason).catch(() => null);
    if (!detail) return; // the form shows the error
    toast.success(
      detail.status === 'refunded'
        ? t('refund.refunded', { amount, name: payment.payerName })
        : t('refund.sent', { amount }),
    );
    onDone();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-lg border border-danger-600/30 bg-danger-50/50 p-4"
    >
      <FieldShell label={t('refund.reason')} error={errors.reason?.message}>
        {(control) => (
          <textarea {...control} rows={3} className={cn(inputStyles, 'resize-y')} {...register('reason')} />
        )}
      </FieldShell>
      {refund.isError && (
        <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {describeError(refund.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={refund.isPending}>
          {refund.isPending ? t('refund.refunding') : t('refund.button', { amount })}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={refund.isPending}>
          {t('ui.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A refund on its way. Accepted by the gateway: DPMS asks it until the money is back.
 * Unconfirmed (no answer, or no reference): the admin checks the merchant panel and may send it again;
 * the gateway never refunds more than was paid, so a second request cannot pay out twice.
 */
export function RefundProgress({ payment }: { payment: PaymentDetail }) {
  const t = useT();
  const dialog = useDialog();
  const refund = useRefundPayment(payment.id);
  const amount = formatTk(payment.refundAmountPoisha);

  if (payment.refundRefId) {
    return (
      <IconLine
        icon={Clock}
        iconClassName="text-ink-muted"
        className="flex gap-2 rounded-lg border border-line bg-slate-50 px-3 py-3 text-sm text-ink"
      >
        {t('refund.accepted', { amount })}
      </IconLine>
    );
  }

  const sendAgain = async () => {
    const confirmed = await dialog.confirm({
      title: t('refund.againTitle'),
      text: t('refund.againText', { amount, tranId: payment.tranId }),
      confirmLabel: t('refund.againConfirm'),
      tone: 'danger',
    });
    if (!confirmed) return;
    const detail = await refund
      .mutateAsync(payment.refundReason ?? t('refund.sentAgainReason'))
      .catch(() => null);
    if (detail) toast.success(t('refund.sentAgain', { amount }));
  };

  return (
    <div className="space-y-3 rounded-lg border border-accent-400/60 bg-amber-50 px-3 py-3 text-sm text-amber-900">
      <IconLine icon={TriangleAlert} className="flex gap-2 font-medium">
        {t('refund.unconfirmed')}
      </IconLine>
      <p className="pl-6">{t('refund.checkPanel', { amount, tranId: payment.tranId })}</p>
      {refund.isError && (
        <p role="alert" className="ml-6 rounded-lg bg-danger-50 px-3 py-2 font-medium text-danger-700">
          {describeError(refund.error)}
        </p>
      )}
      <Button variant="secondary" size="sm" className="ml-6" loading={refund.isPending} onClick={sendAgain}>
        {t('refund.sendAgain')}
      </Button>
      <RefundReferenceForm payment={payment} />
    </div>
  );
}

/** The panel shows the refund: its reference settles the payment, once the gateway confirms it. */
function RefundReferenceForm({ payment }: { payment: PaymentDetail }) {
  const t = useT();
  const link = useLinkRefundReference(payment.id);
  const inputId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(refundReferenceInputSchema, { refundRefId: '' });
  const onSubmit = handleSubmit(async ({ refundRefId }) => {
    const detail = await link.mutateAsync(refundRefId).catch(() => null);
    if (!detail) return;
    toast.success(detail.status === 'refunded' ? t('refund.confirmed') : t('refund.referenceSaved'));
  });
  const problem = errors.refundRefId?.message ?? (link.isError ? describeError(link.error) : null);

  return (
    <form noValidate onSubmit={onSubmit} className="ml-6 space-y-2 border-t border-accent-400/40 pt-3">
      <label htmlFor={inputId} className="block font-medium">
        {t('refund.referenceLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          className={cn(inputStyles, 'max-w-64 bg-white font-mono')}
          {...register('refundRefId')}
        />
        <Button type="submit" variant="secondary" size="sm" loading={link.isPending}>
          {t('refund.check')}
        </Button>
      </div>
      {problem && (
        <p id={`${inputId}-error`} role="alert" className="text-danger-700">
          {translateMessage(problem)}
        </p>
      )}
    </form>
  );
}
