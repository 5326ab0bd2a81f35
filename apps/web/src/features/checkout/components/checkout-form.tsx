import { DEFAULT_PAY_METHOD, type PayMethod } from '@dpms/shared/pay-methods';
import { bdMobileSchema } from '@dpms/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { lazy, useState } from 'react';
import { z } from 'zod';
import { AfterFirstPaint } from '@/components/ui/after-first-paint.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FormPlaceholder } from '@/components/ui/form-placeholder.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { hasCode } from '@/lib/describe-error.ts';
import { formatDate, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { useRememberedPayMethod } from '../api/get-pay-method.ts';
import { goToGateway } from '../go-to-gateway.ts';
import type { DiscountCode } from '../hooks/use-discount-code.ts';
import { CheckoutErrorAlert } from './checkout-error-alert.tsx';
import { PayMethodPicker } from './pay-method-picker.tsx';

// The code field is for the few who have a code: its own chunk, drawn just after the form.
const DiscountCodeField = lazy(() =>
  import('./discount-code-field.tsx').then((m) => ({ default: m.DiscountCodeField })),
);

const mobileFormSchema = z.object({ mobile: bdMobileSchema });
type MobileFormOutput = z.output<typeof mobileFormSchema>;

type CheckoutFormProps = {
  /** The item's price; what Pay Now will charge unless a code applies. */
  amountPoisha: number;
  /** The discount code field's state (useDiscountCode, kept by the checkout for its summary too). */
  discount: DiscountCode;
  /**
   * Opens the gateway session with the normalised mobile number, the method's key and the code
   * applied (the server decides what the gateway is told); answers the page to go to.
   */
  onPay: (input: { mobile: string; method: PayMethod; code?: string }) => Promise<{ url: string }>;
  /** Called when the server refuses because the item changed (already paid, closed, full). */
  onRefused?: () => void;
  back: { to: string; label: string };
  /** Pay Now's words when it pays less than the whole price ("Pay Tk 4,750 now" for a part). */
  payLabel?: string;
  /** Said in place of the discount code field where a code does not apply (paying in parts). */
  codeNote?: string;
};

/**
 * How to pay, a discount code, the Mobile Number, today's Date and Pay Now. The method starts on
 * the student's last choice (kept by the server, so it follows them to another device) until they
 * pick one. On success the browser leaves for the gateway, so the button stays busy until the
 * page unloads.
 */
export function CheckoutForm({
  amountPoisha,
  discount,
  onPay,
  onRefused,
  back,
  payLabel,
  codeNote,
}: CheckoutFormProps) {
  const { user } = useAuth();
  const t = useT();
  const [now] = useState(() => new Date());
  const today = formatDate(now);
  const remembered = useRememberedPayMethod();
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const method = chosen ?? remembered.data?.method ?? DEFAULT_PAY_METHOD;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(mobileFormSchema, { mobile: user?.phone ?? '' });
  const checkout = useMutation({
    mutationFn: ({ mobile }: MobileFormOutput) => onPay({ mobile, method, code: discount.quote?.code }),
    onSuccess: ({ url }) => goToGateway(url),
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      // The code's last use went (or it ended) since it was applied: said under the code field.
      if (error.code === 'CODE_REFUSED') return discount.refuse(error.message);
      const mobileMessage = error.fields?.mobile;
      if (error.status === 400 && mobileMessage) setError('mobile', { message: mobileMessage });
      if (error.status === 409 || error.status === 422) onRefused?.();
    },
  });
  const busy = checkout.isPending || checkout.isSuccess;
  const showAlert =
    checkout.isError &&
    !hasCode(checkout.error, 'CODE_REFUSED') &&
    !(checkout.error instanceof ApiRequestError && checkout.error.fields?.mobile);
  const toPay = discount.quote?.amountPoisha ?? amountPoisha;
  const onSubmit = handleSubmit((values) => {
    if (!discount.holdsPayment()) checkout.mutate(values);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PayMethodPicker value={method} onChange={setChosen} disabled={busy} />
      {codeNote ? (
        <p className="text-sm text-ink-muted">{codeNote}</p>
      ) : (
        <AfterFirstPaint fallback={<FormPlaceholder className="h-17.5" />}>
          <DiscountCodeField discount={discount} disabled={busy} />
        </AfterFirstPaint>
      )}
      <Field
        label={t('checkout.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01XXXXXXXXX"
        error={errors.mobile?.message}
        readOnly={busy}
        {...register('mobile')}
      />
      <Field label={t('checkout.date')} value={today} readOnly />

      {showAlert && <CheckoutErrorAlert error={checkout.error} back={back} />}

      <Button type="submit" size="lg" loading={busy} disabled={discount.checking} className="w-full">
        {busy ? t('checkout.opening') : (payLabel ?? t('checkout.payNow'))}
      </Button>
      <p className="flex items-start gap-2 text-xs text-ink-muted">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span>{t('checkout.secureNote', { amount: formatTk(toPay) })}</span>
      </p>
    </form>
  );
}
