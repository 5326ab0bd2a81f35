/** Business constants of SPEC section 9, in one place for the web and the server. */

export const APP_ACRONYM = 'DPMS';
export const APP_NAME = 'Department Payment Management System';

export const BATCHES = ['8th', '9th', '10th', '11th', '12th'] as const;
export type Batch = (typeof BATCHES)[number];

export const TRANSPORTS = ['Bus', 'Train', 'Boat'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export const REGISTRATION_STATES = ['Open', 'Closed'] as const;

export const CLUB_ROLES = ['President', 'Vice President', 'Treasurer'] as const;

export const PLANS = ['monthly', 'yearly'] as const;
export type Plan = (typeof PLANS)[number];

export const USER_ROLES = ['student', 'teacher', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const PAYMENT_KINDS = ['tour', 'club'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'on_hold',
  'refund_pending',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 8;

/** Days a club membership lasts from payment (or from the current end when renewed early). */
export const MEMBERSHIP_DAYS: Record<Plan, number> = { monthly: 30, yearly: 365 };

export const PAGE_SIZES = {
  users: 5,
  transactionHistoryPerGroup: 2,
  myPayments: 5,
  events: 6,
} as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const ANNOUNCEMENT_EXCERPT_WORDS = 25;

export const CURRENCY = 'BDT';
export const POISHA_PER_TAKA = 100;

/** What SSLCommerz takes in one transaction: 10.00 to 500,000.00 BDT (in poisha). */
export const GATEWAY_MIN_POISHA = 1_000;
export const GATEWAY_MAX_POISHA = 50_000_000;

export const TOAST_DURATION_MS = 5000;
export const SUCCESS_DIALOG_MS = 1500;
