/**
 * How a student means to pay, chosen at checkout before the gateway (decision 0050): the
 * gateway's page opens on that method. `all` leaves the choice to the gateway's page. The
 * browser sends only one of these keys; the server decides what the gateway is told.
 */
export const PAY_METHODS = ['bkash', 'nagad', 'rocket', 'card', 'all'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** What a checkout opens on when the student has never chosen. */
export const DEFAULT_PAY_METHOD: PayMethod = 'all';

/** The card networks a card payment is told apart by, as a person writes them. */
export type CardBrand = 'Visa' | 'Mastercard' | 'Amex';

/** What a payment was actually made with, as the gateway reported it. */
export type PaidWith =
  | { method: 'bkash' | 'nagad' | 'rocket' }
  | { method: 'card'; brand: CardBrand }
  /** Anything else the gateway takes (internet banking, other wallets): its own words. */
  | { method: 'other'; text: string };

const CARD_BRANDS: [RegExp, CardBrand][] = [
  [/^VISA\b/, 'Visa'],
  [/^MASTER/, 'Mastercard'],
  [/^(AMEX|AMERICAN ?EXPRESS)\b/, 'Amex'],
];

/**
 * Reads SSLCommerz's `card_type` (what the Validation API says the payment was made with:
 * "BKASH-BKash", "NAGAD-Nagad", "DBBLMOBILEB-Dbbl Mobile Banking", "VISA-Dutch Bangla"...)
 * as a method a person recognises; null when there is none (the payment never reached one).
 */
export function paidWithOf(cardType: string | null | undefined): PaidWith | null {
  const text = cardType?.trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  if (upper.startsWith('BKASH')) return { method: 'bkash' };
  if (upper.startsWith('NAGAD')) return { method: 'nagad' };
  // Rocket is Dutch-Bangla Bank's mobile banking; the gateway writes it DBBLMOBILEB(ANKING).
  if (upper.startsWith('DBBLMOBILEB') || upper.startsWith('ROCKET')) return { method: 'rocket' };
  const brand = CARD_BRANDS.find(([pattern]) => pattern.test(upper))?.[1];
  if (brand) return { method: 'card', brand };
  return { method: 'other', text };
}
