import { bdMobileSchema } from '@dpms/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { formatDate, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { goToGateway } from '../go-to-gateway.ts';
import { CheckoutErrorAlert } from './checkout-error-alert.tsx';

const mobileFormSchema = z.object({ mobile: bdMobileSchema });
type MobileFormOutput = z.output<typeof mobileFormSchema>;

type CheckoutFormProps = {
  /** What Pay Now will charge, repeated beside the button so the amount is never in doubt. */
  amountPoisha: number;
  /** Opens the gateway session with the normalised mobile number; answers the page to go to. */
  onPay: (mobile: string) => Promise<{ url: string }>;
  /** Called when the server refuses because the item changed (already paid, closed, full). */
  onRefused?: () => void;
  back: { to: string; label: string };
};

/**
 * The Mobile Number, today's Date and Pay Now. On success the browser leaves for the gateway, so
 * the button stays busy until the page unloads.
 */
export function CheckoutForm({ amountPoisha, onPay, onRefused, back }: CheckoutFormProps) {
  const { user } = useAuth();
  const t = useT();
  const [now] = useState(() => new Date());
  const today = formatDate(now);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(mobileFormSchema, { mobile: user?.phone ?? '' });
  const checkout = useMutation({
    mutationFn: ({ mobile }: MobileFormOutput) => onPay(mobile),
    onSuccess: ({ url }) => goToGateway(url),
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return;
      const mobileMessage = error.fields?.mobile;
      if (error.status === 400 && mobileMessage) setError('mobile', { message: mobileMessage });
      if (error.status === 409 || error.status === 422) onRefused?.();
    },
  });
  const busy = checkout.isPending || checkout.isSuccess;
  const showAlert =
    checkout.isError && !(checkout.error instanceof ApiRequestError && checkout.error.fields?.mobile);

  return (
    <form noValidate onSubmit={handleSubmit((values) => checkout.mutate(values))} className="space-y-4">
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

      <Button type="submit" size="lg" loading={busy} className="w-full">
        {busy ? t('checkout.opening') : t('checkout.payNow')}
      </Button>
      <p className="flex items-start gap-2 text-xs text-ink-muted">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span>{t('checkout.secureNote', { amount: formatTk(amountPoisha) })}</span>
      </p>
    </form>
  );
}
