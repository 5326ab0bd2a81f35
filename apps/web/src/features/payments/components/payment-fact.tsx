import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** One labelled value of a payment on a phone-sized card (the lists' narrow layout). */
export function PaymentFact({ label, value, wide }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2')}>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="break-words text-ink">{value}</dd>
    </div>
  );
}
