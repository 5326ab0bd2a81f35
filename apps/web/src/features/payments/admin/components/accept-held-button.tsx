import type { PaymentDetail } from '@dpms/shared';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { describeError } from '@/lib/describe-error.ts';
import { formatTk } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { useAcceptHeldPayment } from '../api/accept-held-payment.ts';

/** Accepts a held payment as paid after a confirmation; the server's refusal is shown beneath. */
export function AcceptHeldButton({ payment }: { payment: PaymentDetail }) {
  const dialog = useDialog();
  const accept = useAcceptHeldPayment(payment.id);
  const amount = formatTk(payment.amountPoisha);

  const onClick = async () => {
    const confirmed = await dialog.confirm({
      title: 'Accept this payment as paid?',
      text: `${amount} from ${payment.payerName} for ${payment.itemName} becomes Paid and the receipt is mailed. DPMS checks the seats and the student's registrations again first.`,
      confirmLabel: 'Accept as paid',
    });
    if (!confirmed) return;
    // Awaited, not a mutate callback: the paid payment replaces this button before callbacks run.
    const detail = await accept.mutateAsync().catch(() => null);
    if (detail) toast.success(`${amount} from ${payment.payerName} accepted as paid`);
  };

  return (
    <>
      <Button variant="secondary" loading={accept.isPending} onClick={onClick}>
        <CircleCheck aria-hidden="true" className="size-4" />
        Accept as paid
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
