import { CURRENCY, PAYMENT_KINDS, PAYMENT_STATUSES, PLANS } from '@dpms/shared/constants';
import { PAY_METHODS } from '@dpms/shared/pay-methods';
import {
  DISCOUNT_KINDS,
  DISCOUNT_SCOPES,
  type PaymentPlan,
  PLAN_REGISTRATION_STATUSES,
  WAITING_LIST_STATUSES,
} from '@dpms/shared/schemas';

/** A plan's states: the student's (shared) and `started`, before part 1 is paid. */
const PLAN_REGISTRATION_STATUS_VALUES = ['started', ...PLAN_REGISTRATION_STATUSES] as const;

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerUserId, user } from './auth.ts';
import { club, tour } from './catalog.ts';
import { createdAtColumn, timestamps } from './columns.ts';
import { inList } from './in-list.ts';

/**
 * A discount code (decision 0051): a percentage or an amount off one event's or club's price, or
 * off every one, for `max_uses` paid payments until the end of `ends_on` (a Dhaka day),
 * optionally for named students only. `uses` counts paid payments and is raised only by the move
 * to paid, under this row's lock, so the last use goes to one payment. Never deleted: ended.
 */
export const discountCode = pgTable(
  'discount_code',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    percent: smallint('percent'),
    amountPoisha: integer('amount_poisha'),
    scope: text('scope', { enum: DISCOUNT_SCOPES }).notNull(),
    // An event or club is deleted only while nothing was paid for it (catalog/service.ts), so
    // no payment names its codes: they go with it. One paid for is archived instead.
    tourId: uuid('tour_id').references(() => tour.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id').references(() => club.id, { onDelete: 'cascade' }),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    endsOn: text('ends_on').notNull(),
    /** Student IDs that may use it; empty: any student. */
    studentIds: text('student_ids').array().notNull().default(sql`'{}'::text[]`),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('discount_code_kind_check', sql`${t.kind} in ${inList(DISCOUNT_KINDS)}`),
    check(
      'discount_code_value_check',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 90 and ${t.amountPoisha} is null)
       or (${t.kind} = 'amount' and ${t.amountPoisha} > 0 and ${t.percent} is null)`,
    ),
    check(
      'discount_code_scope_check',
      sql`(${t.scope} = 'all' and ${t.tourId} is null and ${t.clubId} is null)
       or (${t.scope} = 'tour' and ${t.tourId} is not null and ${t.clubId} is null)
       or (${t.scope} = 'club' and ${t.clubId} is not null and ${t.tourId} is null)`,
    ),
    check('discount_code_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
  ],
);

/**
 * A student paying an event in parts (decision 0052): the plan as it stood when they began (each
 * part's amount and day, the grace days), and where it is. `started` until part 1 is paid (an
 * abandoned start holds nothing and is reused), `active` while parts are due (the seat is held),
 * `complete` once every part is paid (the ticket), `released` when an unpaid part let the seat go.
 * Never deleted.
 */
export const planRegistration = pgTable(
  'plan_registration',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tour.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    parts: jsonb('parts').$type<PaymentPlan['parts']>().notNull(),
    graceDays: smallint('grace_days').notNull(),
    status: text('status', { enum: PLAN_REGISTRATION_STATUS_VALUES }).notNull().default('started'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Which part's day passed unpaid, when released. */
    releasedPart: smallint('released_part'),
    ...timestamps(),
  },
  (t) => [
    check('plan_registration_status_check', sql`${t.status} in ${inList(PLAN_REGISTRATION_STATUS_VALUES)}`),
    check('plan_registration_parts_check', sql`jsonb_array_length(${t.parts}) between 2 and 3`),
    // One plan at a time per student and event; a released one leaves room for a new start.
    uniqueIndex('plan_registration_one_per_user')
      .on(t.tourId, t.userId)
      .where(sql`${t.status} <> 'released'`),
    index('plan_registration_status_idx').on(t.status, t.tourId),
  ],
);

/**
 * One row per checkout attempt. Never deleted: a removed user leaves user_id null and the
 * payer snapshot keeps who paid. Amounts are integer poisha.
 */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tranId: text('tran_id').notNull().unique(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    tourId: uuid('tour_id').references(() => tour.id, { onDelete: 'restrict' }),
    clubId: uuid('club_id').references(() => club.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: PLANS }),
    amountPoisha: integer('amount_poisha').notNull(),
    currency: text('currency').notNull().default(CURRENCY),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    payerStudentId: text('payer_student_id'),
    payerBatch: text('payer_batch'),
    payerMobile: text('payer_mobile').notNull(),
    itemName: text('item_name').notNull(),
    /**
     * The method the student chose at checkout, which the gateway's page opened on (`all`: every
     * method); null when the checkout named none. What was used is `card_type`, from the gateway.
     */
    payMethod: text('pay_method', { enum: PAY_METHODS }),
    gatewaySessionKey: text('gateway_session_key'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    cardType: text('card_type'),
    riskLevel: integer('risk_level'),
    /** What the gateway's Validation API said it took; differs from amountPoisha only on a mismatch hold. */
    gatewayAmountPoisha: integer('gateway_amount_poisha'),
    holdReason: text('hold_reason'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** The gateway's refund reference, once it accepted the request; null while unconfirmed. */
    refundRefId: text('refund_ref_id'),
    refundReason: text('refund_reason'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /** The status a refund request came from, restored when the gateway refuses it. */
    refundFromStatus: text('refund_from_status', { enum: ['paid', 'on_hold'] }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    receiptNumber: text('receipt_number').unique(),
    /**
     * Taken off the price (decision 0051): by `discount_code_id`'s code, or all of it by a waiver.
     * amount_poisha + discount_poisha is the price when the checkout started.
     */
    discountPoisha: integer('discount_poisha').notNull().default(0),
    discountCodeId: uuid('discount_code_id').references(() => discountCode.id, { onDelete: 'restrict' }),
    /** The code as the student typed it (in capitals), kept with the payment. */
    discountCode: text('discount_code'),
    /** A waiver: the admin who waived the fee (their name kept) and why. Never through the gateway. */
    waivedBy: text('waived_by').references(() => user.id, { onDelete: 'set null' }),
    waivedByName: text('waived_by_name'),
    waiverReason: text('waiver_reason'),
    /** A part of an event paid in parts: its plan, and "part `plan_part` of `plan_parts`". */
    planRegistrationId: uuid('plan_registration_id').references(() => planRegistration.id, {
      onDelete: 'restrict',
    }),
    planPart: smallint('plan_part'),
    planParts: smallint('plan_parts'),
    /**
     * A part paid before its plan released the seat, which an admin kept by the department's
     * policy instead of refunding it: paid, and holding no seat.
     */
    keptAt: timestamp('kept_at', { withTimezone: true }),
    ...timestamps(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    // Every payment is for money the gateway takes, except a waiver: paid, for nothing.
    check(
      'payment_amount_check',
      sql`${t.amountPoisha} > 0 or (${t.amountPoisha} = 0 and ${t.waiverReason} is not null)`,
    ),
    check(
      'payment_discount_check',
      sql`${t.discountPoisha} >= 0 and (${t.discountPoisha} = 0 or ${t.discountCodeId} is not null or ${t.waiverReason} is not null)`,
    ),
    check(
      'payment_plan_part_check',
      sql`(${t.planRegistrationId} is null and ${t.planPart} is null and ${t.planParts} is null)
       or (${t.kind} = 'tour' and ${t.planRegistrationId} is not null and ${t.planParts} between 2 and 3
           and ${t.planPart} between 1 and ${t.planParts})`,
    ),
    check('payment_status_check', sql`${t.status} in ${inList(PAYMENT_STATUSES)}`),
    check(
      'payment_kind_check',
      sql`(${t.kind} = 'tour' and ${t.tourId} is not null and ${t.clubId} is null and ${t.plan} is null)
       or (${t.kind} = 'club' and ${t.clubId} is not null and ${t.tourId} is null and ${t.plan} in ${inList(PLANS)})`,
    ),
    check('payment_currency_check', sql`${t.currency} = 'BDT'`),
    check(
      'payment_pay_method_check',
      sql`${t.payMethod} is null or ${t.payMethod} in ${inList(PAY_METHODS)}`,
    ),
    check(
      'payment_refund_from_check',
      sql`${t.refundFromStatus} is null or ${t.refundFromStatus} in ('paid', 'on_hold')`,
    ),
    // One paid registration per student per event, enforced by the database itself: a payment in
    // full counts as part 1, so it and a plan's first part never both stand; a kept part is no
    // registration any more.
    uniqueIndex('payment_one_paid_tour_per_user')
      .on(t.tourId, t.userId, sql`coalesce(${t.planPart}, 1)`)
      .where(sql`${t.kind} = 'tour' and ${t.status} = 'paid' and ${t.keptAt} is null`),
    index('payment_plan_registration_idx')
      .on(t.planRegistrationId)
      .where(sql`${t.planRegistrationId} is not null`),
    index('payment_user_idx').on(t.userId, t.kind, t.createdAt),
    index('payment_status_idx').on(t.status, t.createdAt),
    // An event's or a club's payments newest first (Payment History pages one group through it)
    // and oldest first (its CSV export).
    index('payment_tour_idx').on(t.tourId, t.createdAt, t.id),
    index('payment_club_idx').on(t.clubId, t.createdAt, t.id),
    // The seats an event has taken (modules/bookings/seats.ts), counted at every checkout and confirmation
    // from these rows alone instead of all of the event's attempts.
    index('payment_seat_idx')
      .on(t.tourId, t.userId)
      .where(
        sql`${t.kind} = 'tour' and (${t.status} = 'paid' or (${t.status} = 'refund_pending' and ${t.refundRefId} is null))`,
      ),
    // The CSV export of every payment of a kind, read in keyset batches.
    index('payment_kind_created_idx').on(t.kind, t.createdAt, t.id),
    // A code's paid uses by one student (once each) and its savings.
    index('payment_discount_code_idx')
      .on(t.discountCodeId, t.userId)
      .where(sql`${t.discountCodeId} is not null`),
  ],
);

/**
 * How many payments each event or club has in each state, and their sum: Payment History's group
 * headings read these few rows instead of counting every payment (decision 0013). Kept by the
 * trigger of migration 0008 on every insert, move and delete of a payment, never by the code.
 * Each count is split over 8 slots (by payment id), so checkouts of one event seldom wait on
 * the same row; item_name is in the key so that a group's name is exactly max(item_name).
 */
export const paymentGroupCount = pgTable(
  'payment_group_count',
  {
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    itemName: text('item_name').notNull(),
    slot: smallint('slot').notNull(),
    payments: integer('payments').notNull(),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.status, t.itemName, t.slot] })],
);

/** Every gateway notification exactly as received, verified or not. */
export const paymentEvent = pgTable(
  'payment_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id').references(() => payment.id, { onDelete: 'restrict' }),
    tranId: text('tran_id'),
    source: text('source').notNull(),
    payload: jsonb('payload').notNull(),
    signatureValid: boolean('signature_valid'),
    validationStatus: text('validation_status'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_event_payment_idx').on(t.paymentId, t.receivedAt)],
);

/**
 * Who did what to whom: promotions, deletions, refunds, catalogue changes, and (written by
 * migration 0011's trigger) every change of a payment's status with the gateway's evidence.
 * Append-only: the database refuses an UPDATE, DELETE or TRUNCATE of it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // The audit trail's filters (by person, by record, by kind), each newest first.
    index('audit_log_actor_idx').on(t.actorEmail, t.id),
    index('audit_log_target_idx').on(t.targetId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/** Outgoing mail is written here first and sent by a worker, so a failed send is retried, not lost. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * A paid event registration's ticket, checked in at the bus: one row per payment, written by the
 * first scan only (the primary key turns a second, even a simultaneous one, into "already").
 */
export const ticketCheckIn = pgTable(
  'ticket_check_in',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payment.id, { onDelete: 'restrict' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tour.id, { onDelete: 'restrict' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who scanned it; their name is kept in case the account goes. */
    checkedInBy: text('checked_in_by').references(() => user.id, { onDelete: 'set null' }),
    checkedInByName: text('checked_in_by_name').notNull(),
    /** The phone that scanned it (its own random id and label); null for check-ins before 0019. */
    deviceId: text('device_id'),
    deviceLabel: text('device_label'),
    /** When the server heard of it: later than checked_in_at for a check-in made offline. */
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_check_in_tour_idx').on(t.tourId, t.checkedInAt)],
);

/**
 * A scan of a ticket that was already checked in: a second phone at the same bus, or two phones
 * that both checked it in offline. Kept so that every phone involved can be told, with the time
 * and the device; it never counts as a second check-in.
 */
export const ticketRepeatScan = pgTable(
  'ticket_repeat_scan',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => ticketCheckIn.paymentId, { onDelete: 'restrict' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    scannedBy: text('scanned_by').references(() => user.id, { onDelete: 'set null' }),
    scannedByName: text('scanned_by_name').notNull(),
    deviceId: text('device_id'),
    deviceLabel: text('device_label'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_repeat_scan_payment_idx').on(t.paymentId, t.scannedAt),
    uniqueIndex('ticket_repeat_scan_once_idx').on(t.paymentId, t.deviceId, t.scannedAt),
  ],
);

/**
 * A student's place on a full event's waiting list. A new entry for each time they join; the
 * ended ones (lapsed, left, converted) are the list's history. At most one active entry
 * (waiting or offered) per student and event.
 */
export const waitingListEntry = pgTable(
  'waiting_list_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tour.id, { onDelete: 'cascade' }),
    userId: ownerUserId(),
    status: text('status', { enum: WAITING_LIST_STATUSES }).notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('waiting_list_entry_status_check', sql`${t.status} in ${inList(WAITING_LIST_STATUSES)}`),
    uniqueIndex('waiting_list_one_active_per_user')
      .on(t.tourId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waiting_list_line_idx').on(t.tourId, t.status, t.joinedAt),
  ],
);
