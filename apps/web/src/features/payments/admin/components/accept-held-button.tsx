import type { PaymentDetail } from '@dpms/shared/schemas';
import { CircleCheck } from 'lucide-react';
import { Button, type ButtonSize } from '@/components/ui/button.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { describeError } from '@/lib/describe-error.ts';
import { formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useAcceptHeldPayment } from '../api/accept-held-payment.ts';

/**
 * Accepts a held payment as paid after a confirmation; the server's refusal is shown beneath.
 * Used in the payment's details and in the on-hold queue, which has only the row.
 */
export function AcceptHeldButton({
  payment,
  size,
}: {
  payment: Pick<PaymentDetail, 'id' | 'amountPoisha' | 'payerName' | 'itemName'>;
  size?: ButtonSize;
}) {
  const t = useT();
  const dialog = useDialog();
  const accept = useAcceptHeldPayment(payment.id);
  const amount = formatTk(payment.amountPoisha);

  const onClick = async () => {
    const confirmed = await dialog.confirm({
      title: t('history.acceptTitle'),
      text: t('history.acceptText', { amount, name: payment.payerName, item: payment.itemName }),
      confirmLabel: t('history.accept'),
    });
    if (!confirmed) return;
    // Awaited, not a mutate callback: the paid payment replaces this button before callbacks run.
    const detail = await accept.mutateAsync().catch(() => null);
    if (detail) toast.success(t('history.accepted', { amount, name: payment.payerName }));
  };

  return (
    <>
      <Button variant="secondary" size={size} loading={accept.isPending} onClick={onClick}>
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('history.accept')}
      </Button>
      {accept.isError && (
        <p
          role="alert"
          className="basis-full rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
        >
          {describeError(accept.error)}
        </p>
      )}
    </>
  );
}
