import { type PaymentDetail, refundInputSchema, refundReferenceInputSchema } from '@dpms/shared';
import { Clock, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { inputStyles } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';
import { describeError } from '@/lib/describe-error.ts';
import { formatTk } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { useLinkRefundReference, useRefundPayment } from '../api/refund-payment.ts';

/** A reason, a confirmation that states the amount, then the refund; the server's refusal is shown. */
export function RefundForm({ payment, onDone }: { payment: PaymentDetail; onDone: () => void }) {
  const dialog = useDialog();
  const refund = useRefundPayment(payment.id);
  const reasonId = useId();
  const amount = formatTk(payment.refundAmountPoisha);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(refundInputSchema, { reason: '' });

  const onSubmit = handleSubmit(async ({ reason }) => {
    const confirmed = await dialog.confirm({
      title: `Refund ${amount}?`,
      text: `${amount} will be refunded to ${payment.payerName} (${payment.payerEmail}) for ${payment.itemName}. This cannot be undone.`,
      confirmLabel: `Yes, refund ${amount}`,
      tone: 'danger',
    });
    if (!confirmed) return;
    // Awaited here, not in mutate's callbacks: the answer replaces the payment in the cache,
    // which unmounts this form, and mutate skips the callbacks of an unmounted component.
    const detail = await refund.mutateAsync(reason).catch(() => null);
    if (!detail) return; // the form shows the error
    toast.success(
      detail.status === 'refunded'
        ? `${amount} refunded to ${payment.payerName}`
        : `Refund of ${amount} sent; the gateway is processing it`,
    );
    onDone();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-lg border border-danger-600/30 bg-danger-50/50 p-4"
    >
      <div className="space-y-1.5">
        <label htmlFor={reasonId} className="block text-sm font-medium text-ink">
          Reason for the refund
        </label>
        <textarea
          id={reasonId}
          rows={3}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
          className={cn(inputStyles, 'resize-y')}
          {...register('reason')}
        />
        {errors.reason && (
          <p id={`${reasonId}-error`} className="text-sm text-danger-700">
            {errors.reason.message}
          </p>
        )}
      </div>
      {refund.isError && (
        <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {describeError(refund.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={refund.isPending}>
          {refund.isPending ? 'Refunding...' : `Refund ${amount}`}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={refund.isPending}>
          Cancel
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
  const dialog = useDialog();
  const refund = useRefundPayment(payment.id);
  const amount = formatTk(payment.refundAmountPoisha);

  if (payment.refundRefId) {
    return (
      <p className="flex gap-2 rounded-lg border border-line bg-slate-50 px-3 py-3 text-sm text-ink">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
        The gateway accepted this refund and is returning {amount} to the payer. DPMS asks it every few
        minutes and marks the payment Refunded when the money is back.
      </p>
    );
  }

  const sendAgain = async () => {
    const confirmed = await dialog.confirm({
      title: 'Send the refund again?',
      text: `Only do this if the SSLCommerz merchant panel shows no refund of ${amount} for ${payment.tranId}.`,
      confirmLabel: 'Send it again',
      tone: 'danger',
    });
    if (!confirmed) return;
    const detail = await refund.mutateAsync(payment.refundReason ?? 'Refund sent again').catch(() => null);
    if (detail) toast.success(`Refund of ${amount} sent again`);
  };

  return (
    <div className="space-y-3 rounded-lg border border-accent-400/60 bg-amber-50 px-3 py-3 text-sm text-amber-900">
      <p className="flex gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        The gateway has not confirmed this refund request.
      </p>
      <p className="pl-6">
        Check the SSLCommerz merchant panel for a refund of {amount} on {payment.tranId}. If there is none,
        send the request again.
      </p>
      {refund.isError && (
        <p role="alert" className="ml-6 rounded-lg bg-danger-50 px-3 py-2 font-medium text-danger-700">
          {describeError(refund.error)}
        </p>
      )}
      <Button variant="secondary" size="sm" className="ml-6" loading={refund.isPending} onClick={sendAgain}>
        Send the refund again
      </Button>
      <RefundReferenceForm payment={payment} />
    </div>
  );
}

/** The panel shows the refund: its reference settles the payment, once the gateway confirms it. */
function RefundReferenceForm({ payment }: { payment: PaymentDetail }) {
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
    toast.success(
      detail.status === 'refunded'
        ? 'The gateway confirmed the refund'
        : 'Refund reference saved; the gateway is processing it',
    );
  });
  const problem = errors.refundRefId?.message ?? (link.isError ? describeError(link.error) : null);

  return (
    <form noValidate onSubmit={onSubmit} className="ml-6 space-y-2 border-t border-accent-400/40 pt-3">
      <label htmlFor={inputId} className="block font-medium">
        Or, if the panel shows it, its refund reference
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
          Check with the gateway
        </Button>
      </div>
      {problem && (
        <p id={`${inputId}-error`} role="alert" className="text-danger-700">
          {problem}
        </p>
      )}
    </form>
  );
}
