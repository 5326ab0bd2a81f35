import { Check } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';

const STEPS = ['checkout.orderConfirmation', 'checkout.payment'] as const;

/** Where the student is: confirming the order (60%), paying (80%), or done (100%) (SPEC section 9). */
export type CheckoutStage = 'confirm' | 'pay' | 'done';
const PERCENT: Record<CheckoutStage, number> = { confirm: 60, pay: 80, done: 100 };
const CURRENT_STEP: Record<CheckoutStage, number> = { confirm: 0, pay: 1, done: STEPS.length };

/** The two checkout steps with a bar under them. */
export function CheckoutProgress({ stage, className }: { stage: CheckoutStage; className?: string }) {
  const value = PERCENT[stage];
  const current = CURRENT_STEP[stage];
  const t = useT();

  return (
    <div
      className={cn('mb-6 rounded-xl border border-line bg-white px-4 py-4 shadow-card sm:px-6', className)}
    >
      <ol className="flex items-center justify-between gap-4 text-sm font-medium">
        {STEPS.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step} aria-current={active ? 'step' : undefined} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold',
                  done && 'bg-brand-700 text-white',
                  active && 'bg-brand-700 text-white ring-4 ring-brand-100',
                  !done && !active && 'border-2 border-slate-300 bg-white text-ink-muted',
                )}
              >
                {done ? <Check className="size-4" /> : formatNumber(index + 1)}
              </span>
              <span className={done || active ? 'text-ink' : 'text-ink-muted'}>
                {t(step)}
                {done && <span className="sr-only"> {t('checkout.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <div
        role="progressbar"
        aria-label={t('checkout.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${formatNumber(value)}%`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
