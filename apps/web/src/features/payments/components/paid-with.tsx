import { paidWithOf } from '@dpms/shared/pay-methods';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paidWithText } from '../payment-row.ts';
import { PayMethodLogo } from './pay-method-logo.tsx';

/**
 * What a payment was made with, as the gateway reported it: the method's mark and its name
 * ("bKash", "Visa card"). Nothing before the gateway has said. The marks are in the first
 * screen's code: drawn offline too, where a chunk fetched later could not arrive.
 */
export function PaidWith({ cardType, className }: { cardType: string | null; className?: string }) {
  useT(); // the name follows the language
  const paid = paidWithOf(cardType);
  const text = paidWithText(cardType);
  if (!paid || !text) return null;
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1.5', className)}>
      {paid.method !== 'other' && <PayMethodLogo method={paid.method} className="size-4" />}
      <span className="break-words">{text}</span>
    </span>
  );
}
