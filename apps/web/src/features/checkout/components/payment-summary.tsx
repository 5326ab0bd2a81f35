import type { Quote } from '@dpms/shared/schemas';
import { formatTk } from '@/lib/format.ts';
import { type Translate, useT } from '@/lib/i18n/i18n.ts';

/** An amount taken off: "−Tk 700", with a true minus sign. */
export const minusTk = (poisha: number) => `\u2212${formatTk(poisha)}`;

/** A line of the summary; a negative amount (a discount) is taken off the total. */
export type SummaryLine = { label: string; detail?: string; amountPoisha: number };

/** The discount line of an applied code, or none: the summary's total is then what the server charges. */
export function discountLines(t: Translate, quote: Quote | undefined): SummaryLine[] {
  return quote
    ? [{ label: t('checkout.discountLine', { code: quote.code }), amountPoisha: -quote.discountPoisha }]
    : [];
}

/** What the student is about to pay: each line and the total, as the server will charge it. */
export function PaymentSummary({ lines }: { lines: SummaryLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.amountPoisha, 0);
  const t = useT();

  return (
    <section aria-labelledby="payment-summary-heading">
      <h2 id="payment-summary-heading" className="text-lg font-semibold text-ink">
        {t('checkout.summary')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {lines.map((line) => (
          <div key={line.label} className="flex items-start justify-between gap-4">
            <dt className="text-ink-muted">
              {line.label}
              {line.detail && <span className="block text-xs">{line.detail}</span>}
            </dt>
            <dd className="font-medium whitespace-nowrap text-ink">
              {line.amountPoisha < 0 ? minusTk(-line.amountPoisha) : formatTk(line.amountPoisha)}
            </dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="font-semibold text-ink">{t('checkout.total')}</dt>
          <dd className="text-xl font-bold whitespace-nowrap text-ink" data-testid="payment-total">
            {formatTk(total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
