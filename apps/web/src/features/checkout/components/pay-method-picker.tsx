import { PAY_METHODS, type PayMethod } from '@dpms/shared/pay-methods';
import { useId } from 'react';
import { PayMethodLogo } from '@/features/payments/components/pay-method-logo.tsx';
import { PAY_METHOD_LABELS } from '@/features/payments/payment-row.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/** Card networks by their own names, in every language. */
const CARD_NETWORKS = 'Visa, Mastercard, Amex';

type PayMethodPickerProps = {
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  disabled?: boolean;
};

/**
 * bKash, Nagad, Rocket, a card or all methods, as radio cards with each method's mark: the
 * gateway's page opens on the one chosen (decision 0050). The three wallets share the first
 * row, a card and "All methods" the second, from a phone's 390 px up.
 */
export function PayMethodPicker({ value, onChange, disabled }: PayMethodPickerProps) {
  const idPrefix = useId();
  const hintId = `${idPrefix}-hint`;
  const t = useT();
  return (
    <fieldset disabled={disabled} aria-describedby={hintId}>
      <legend className="text-sm font-medium text-ink">{t('checkout.payWith')}</legend>
      <p id={hintId} className="mt-0.5 text-xs text-ink-muted">
        {t('checkout.payWithHint')}
      </p>
      <div className="mt-2 grid grid-cols-6 gap-2">
        {PAY_METHODS.map((method, index) => {
          const checked = method === value;
          const nameId = `${idPrefix}-${method}-name`;
          const detailId = `${idPrefix}-${method}-detail`;
          return (
            <label
              key={method}
              className={cn(
                index < 3 ? 'col-span-2' : 'col-span-3',
                'relative flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border px-2 py-2.5 text-center shadow-sm transition-colors',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                'has-disabled:cursor-default has-disabled:opacity-70',
                checked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="payMethod"
                value={method}
                checked={checked}
                onChange={() => onChange(method)}
                aria-labelledby={nameId}
                aria-describedby={method === 'card' ? detailId : undefined}
                className="sr-only"
              />
              <PayMethodLogo method={method} className="size-8" />
              <span id={nameId} className="text-sm leading-tight font-semibold text-ink">
                {t(PAY_METHOD_LABELS[method])}
              </span>
              {method === 'card' && (
                <span id={detailId} className="text-[0.6875rem] leading-tight text-ink-muted">
                  {CARD_NETWORKS}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
