import type { PayMethod } from '@dpms/shared/pay-methods';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** The brand colours the marks are drawn in (bKash pink, Nagad orange, Rocket purple). */
const BKASH = '#E2136E';
const NAGAD = '#F6921E';
const ROCKET = '#8C3494';
const SLATE = '#475569';

/**
 * Small marks of our own for each way to pay, drawn in the method's colour (not the companies'
 * logos): a folded-paper bird for bKash, a turning arc for Nagad, a rocket for Rocket, a card,
 * and the four colours together for "All methods". Decorative: the method's name is beside it.
 */
export function PayMethodLogo({ method, className }: { method: PayMethod; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
      data-pay-method={method}
    >
      {MARKS[method]}
    </svg>
  );
}

const tile = (fill: string) => <rect width="24" height="24" rx="6" fill={fill} />;

const MARKS: Record<PayMethod, ReactNode> = {
  bkash: (
    <>
      {tile(BKASH)}
      <path d="M5.5 14.5 11.5 5.5l1.2 8.8z" fill="#fff" />
      <path d="m11.5 5.5 7 3.4-5.8 5.4z" fill="#fff" fillOpacity=".78" />
      <path d="m12.7 14.3 5.8-5.4-2 9.6z" fill="#fff" fillOpacity=".55" />
    </>
  ),
  nagad: (
    <>
      {tile(NAGAD)}
      <path
        d="M17.2 8.6a6.2 6.2 0 1 0 .3 6.9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="12" cy="12" r="2" fill="#fff" />
    </>
  ),
  rocket: (
    <>
      {tile(ROCKET)}
      <path d="M12 3.8c2.9 2.3 3.6 5.8 3.1 10H8.9c-.5-4.2.2-7.7 3.1-10z" fill="#fff" />
      <circle cx="12" cy="9.2" r="1.5" fill={ROCKET} />
      <path d="M8.9 11.6 6.4 15.6l2.8-.6zM15.1 11.6l2.5 4-2.8-.6z" fill="#fff" />
      <path d="M10.4 15.4h3.2L12 19.8z" fill="#fff" fillOpacity=".75" />
    </>
  ),
  card: (
    <>
      {tile(SLATE)}
      <rect x="4.2" y="6.8" width="15.6" height="10.4" rx="1.8" fill="none" stroke="#fff" strokeWidth="1.5" />
      <path d="M4.2 10.2h15.6" stroke="#fff" strokeWidth="2" />
      <rect x="6.6" y="13" width="4.2" height="1.7" rx=".5" fill="#fff" />
    </>
  ),
  all: (
    <>
      <rect x=".5" y=".5" width="23" height="23" rx="5.5" fill="#fff" stroke="#CBD5E1" />
      <rect x="4.5" y="4.5" width="6.5" height="6.5" rx="1.8" fill={BKASH} />
      <rect x="13" y="4.5" width="6.5" height="6.5" rx="1.8" fill={NAGAD} />
      <rect x="4.5" y="13" width="6.5" height="6.5" rx="1.8" fill={ROCKET} />
      <rect x="13" y="13" width="6.5" height="6.5" rx="1.8" fill={SLATE} />
    </>
  ),
};
