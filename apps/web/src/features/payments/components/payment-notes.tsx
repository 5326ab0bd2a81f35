import type { PaymentRow } from '@dpms/shared/schemas';
import { formatNumber, formatTk } from '@/lib/format.ts';
import { type Translate, useT } from '@/lib/i18n/i18n.ts';

type Noted = Pick<
  PaymentRow,
  'discountCode' | 'discountPoisha' | 'waivedBy' | 'waiverReason' | 'planPart' | 'planParts'
>;

/** "SPRING-20: Tk 1,300 off", or null for a payment no code reduced. */
export const discountText = (t: Translate, p: Noted) =>
  p.discountCode && p.discountPoisha
    ? t('payments.discountNote', { code: p.discountCode, discount: formatTk(p.discountPoisha) })
    : null;

/** "Waived by Dr. Karim Rahman: Merit scholarship", or null for a fee that was not waived. */
export const waiverText = (t: Translate, p: Noted) =>
  p.waiverReason === undefined
    ? null
    : t('payments.waivedNote', { admin: p.waivedBy ?? '', reason: p.waiverReason });

/** "Part 1 of 2" for a part of an event paid in parts (issue 32), or null for a payment in full. */
export const partText = (t: Translate, p: Noted) =>
  p.planPart && p.planParts
    ? t('payments.partNote', { part: formatNumber(p.planPart), count: formatNumber(p.planParts) })
    : null;

/** Beside a payment's amount: the discount code it used and what that took off. */
export function DiscountNote({ payment }: { payment: Noted }) {
  const text = discountText(useT(), payment);
  // It wraps (a code is up to 24 characters) even in a cell that keeps the amount on one line.
  return (
    text && (
      <span className="mt-0.5 block text-xs font-normal break-words whitespace-normal text-brand-800">
        {text}
      </span>
    )
  );
}

/** Under a waived payment: who let the student off the fee, and why. */
export function WaiverNote({ payment }: { payment: Noted }) {
  const text = waiverText(useT(), payment);
  return text && <span className="mt-0.5 block text-xs font-normal break-words text-ink-muted">{text}</span>;
}

/** Beside a payment's amount: which part of the event's plan it paid. */
export function PartNote({ payment }: { payment: Noted }) {
  const text = partText(useT(), payment);
  return (
    text && <span className="mt-0.5 block text-xs font-normal whitespace-nowrap text-brand-800">{text}</span>
  );
}
