import { CirclePercent, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { inputStyles } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';
import { formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';
import type { DiscountCode } from '../hooks/use-discount-code.ts';
import { minusTk } from './payment-summary.tsx';

type DiscountCodeFieldProps = {
  discount: DiscountCode;
  /** While the payment page opens, nothing changes. */
  disabled?: boolean;
};

/**
 * "Discount code" and Apply. Applied, the price lines show what the server will charge, with
 * Remove code; refused, the server's reason shows under the field. It sits inside the checkout's
 * form, so Enter here applies the code rather than paying.
 */
export function DiscountCodeField({ discount, disabled }: DiscountCodeFieldProps) {
  const t = useT();
  const id = useId();
  const problemId = `${id}-problem`;
  const { quote, problem } = discount;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('checkout.discountCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={discount.typed}
          onChange={(event) => discount.type(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (!quote) discount.apply();
          }}
          readOnly={Boolean(quote) || disabled}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={cn(inputStyles, 'min-w-0 font-mono uppercase placeholder:normal-case')}
        />
        {!quote && (
          <Button
            variant="secondary"
            className="shrink-0"
            loading={discount.checking}
            disabled={disabled}
            onClick={discount.apply}
          >
            {discount.checking ? t('checkout.checkingCode') : t('checkout.applyCode')}
          </Button>
        )}
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-danger-700">
          {translateMessage(problem)}
        </p>
      )}
      {quote && (
        <div role="status" className="rounded-lg border border-brand-200 bg-brand-50/60 px-3 py-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-brand-900">
            <CirclePercent aria-hidden="true" className="size-4 shrink-0" />
            {t('checkout.codeApplied', { code: quote.code })}
          </p>
          <dl className="mt-2 space-y-1">
            <PriceLine label={t('checkout.price')} amount={formatTk(quote.listPricePoisha)} />
            <PriceLine
              label={t('checkout.discountLine', { code: quote.code })}
              amount={minusTk(quote.discountPoisha)}
            />
            <PriceLine label={t('checkout.toPay')} amount={formatTk(quote.amountPoisha)} strong />
          </dl>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 -ml-3"
            disabled={disabled}
            onClick={discount.remove}
          >
            <X aria-hidden="true" className="size-4" />
            {t('checkout.removeCode')}
          </Button>
        </div>
      )}
    </div>
  );
}

function PriceLine({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        strong && 'border-t border-brand-200 pt-1 font-semibold',
      )}
    >
      <dt className={strong ? 'text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className="whitespace-nowrap text-ink">{amount}</dd>
    </div>
  );
}
