import { type PaymentDetail, refundInputSchema } from '@dpms/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { inputStyles } from '@/components/ui/field.tsx';
import { describeError } from '@/features/auth/describe-error.ts';
import { cn } from '@/lib/cn.ts';
import { formatTk } from '@/lib/format.ts';
import { useRefundPayment } from '../api/refund-payment.ts';

type RefundInput = z.input<typeof refundInputSchema>;
type RefundOutput = z.output<typeof refundInputSchema>;

/** A reason, a confirmation that states the amount, then the refund; the server's refusal is shown. */
export function RefundForm({ payment, onDone }: { payment: PaymentDetail; onDone: () => void }) {
  const dialog = useDialog();
  const refund = useRefundPayment(payment.id);
  const reasonId = useId();
  const amount = formatTk(payment.amountPoisha);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RefundInput, unknown, RefundOutput>({
    resolver: zodResolver(refundInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    const confirmed = await dialog.confirm({
      title: `Refund ${amount}?`,
      text: `${amount} will be refunded to ${payment.payerName} (${payment.payerEmail}) for ${payment.itemName}. This cannot be undone.`,
      confirmLabel: `Yes, refund ${amount}`,
      tone: 'danger',
    });
    if (!confirmed) return;
    refund.mutate(reason, {
      onSuccess: () => {
        toast.success(`${amount} refunded to ${payment.payerName}`);
        onDone();
      },
    });
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
