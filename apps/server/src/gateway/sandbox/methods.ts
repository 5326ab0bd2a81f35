/**
 * The ways to pay the sandbox's page offers, and what the gateway then reports each was paid
 * with. SSLCommerz opens its page on the methods a session's `multi_card_name` names and
 * reports the one used in `card_type` (and the other card_* fields); the sandbox does the same,
 * so a merchant's choice of method can be tested end to end (decision 0050).
 */
export const SANDBOX_METHODS = ['visa', 'master', 'amex', 'bkash', 'nagad', 'dbblmobilebanking'] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];

/** The card_* fields of a callback and a validation answer. */
export type CardFields = Record<
  | 'card_type'
  | 'card_no'
  | 'card_issuer'
  | 'card_brand'
  | 'card_sub_brand'
  | 'card_issuer_country'
  | 'card_issuer_country_code',
  string
>;

const inBangladesh = { card_issuer_country: 'Bangladesh', card_issuer_country_code: 'BD' };
const mobileBanking = (card_type: string, card_issuer: string): CardFields => ({
  card_type,
  card_no: '',
  card_issuer,
  card_brand: 'MOBILEBANKING',
  card_sub_brand: 'Classic',
  ...inBangladesh,
});

/** What each method looks like on the page, and what the gateway reports after it was used. */
export const METHOD_DETAILS: Record<SandboxMethod, { label: string; fields: CardFields }> = {
  // The sandbox's test Visa: what every sandbox payment was paid with before methods came.
  visa: {
    label: 'Visa',
    fields: {
      card_type: 'VISA-Dutch Bangla',
      card_no: '432149XXXXXX0667',
      card_issuer: 'SANDBOX BANK LIMITED',
      card_brand: 'VISA',
      card_sub_brand: 'Classic',
      ...inBangladesh,
    },
  },
  master: {
    label: 'Mastercard',
    fields: {
      card_type: 'MASTER-Dutch Bangla',
      card_no: '523456XXXXXX1234',
      card_issuer: 'SANDBOX BANK LIMITED',
      card_brand: 'MASTERCARD',
      card_sub_brand: 'World',
      ...inBangladesh,
    },
  },
  amex: {
    label: 'American Express',
    fields: {
      card_type: 'AMEX-City Bank',
      card_no: '371234XXXXX1234',
      card_issuer: 'THE CITY BANK LIMITED',
      card_brand: 'AMEX',
      card_sub_brand: 'Gold',
      ...inBangladesh,
    },
  },
  bkash: { label: 'bKash', fields: mobileBanking('BKASH-BKash', 'BKash Mobile Banking') },
  nagad: { label: 'Nagad', fields: mobileBanking('NAGAD-Nagad', 'Nagad') },
  dbblmobilebanking: {
    label: 'Rocket (DBBL Mobile Banking)',
    fields: mobileBanking('DBBLMOBILEB-Dbbl Mobile Banking', 'DBBL Mobile Banking'),
  },
};

/** The method of an attempt recorded before methods came (and the demo's older history). */
export const DEFAULT_METHOD: SandboxMethod = 'visa';

/**
 * SSLCommerz's gateway names (v4 documentation) that the sandbox knows: each opens the page on
 * these methods. The groups (`visacard`, `mobilebank`...) and each bank's own card
 * (`brac_visa`, `city_amex`...) are read by their ending.
 */
const GATEWAY_NAMES: Record<string, SandboxMethod[]> = {
  visacard: ['visa'],
  mastercard: ['master'],
  amexcard: ['amex'],
  bkash: ['bkash'],
  nagad: ['nagad'],
  dbblmobilebanking: ['dbblmobilebanking'],
  mobilebank: ['bkash', 'nagad', 'dbblmobilebanking'],
};

function methodsOfName(name: string): SandboxMethod[] {
  const known = GATEWAY_NAMES[name];
  if (known) return known;
  if (name.endsWith('_visa')) return ['visa'];
  if (name.endsWith('_master')) return ['master'];
  if (name.endsWith('_amex')) return ['amex'];
  return [];
}

/**
 * The methods a session's page offers, in the page's order. No `multi_card_name`, or none of its
 * names known: every method, as the gateway's full page.
 */
export function offeredMethods(multiCardName: string | null | undefined): SandboxMethod[] {
  const named = new Set(
    (multiCardName ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .flatMap(methodsOfName),
  );
  const offered = SANDBOX_METHODS.filter((method) => named.has(method));
  return offered.length > 0 ? offered : [...SANDBOX_METHODS];
}

export function isSandboxMethod(value: string | undefined): value is SandboxMethod {
  return (SANDBOX_METHODS as readonly string[]).includes(value ?? '');
}
