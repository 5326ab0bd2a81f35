import {
  CLUB_ROLES,
  GATEWAY_MAX_POISHA,
  GATEWAY_MIN_POISHA,
  REGISTRATION_STATES,
  TRANSPORTS,
} from '@dpms/shared/constants';
import type { PaymentPlan } from '@dpms/shared/schemas';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAtColumn, timestamps } from './columns.ts';
import { inList } from './in-list.ts';

/** A price the gateway takes in one transaction (10 to 500,000 Tk): the shared schema's rule, kept by the database. */
const GATEWAY_RANGE = sql.raw(`${GATEWAY_MIN_POISHA} and ${GATEWAY_MAX_POISHA}`);

/** Student IDs allowed to register (SPEC: the allow-list, now kept on the server). */
export const studentIdAllowlist = pgTable('student_id_allowlist', {
  studentId: text('student_id').primaryKey(),
  /** When the import names it, the only e-mail address that may register this ID (lower case). */
  email: text('email'),
  addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

/** An event (the spec calls them tours). Archived instead of deleted once it has payments. */
export const tour = pgTable(
  'tour',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destination: text('destination').notNull(),
    location: text('location').notNull(),
    /** Where and when the group gathers to set off (optional; the .ics and reminders fall back to the itinerary). */
    meetingPoint: text('meeting_point'),
    overview: text('overview').notNull(),
    itinerary: text('itinerary').notNull(),
    costPoisha: integer('cost_poisha').notNull(),
    registration: text('registration', { enum: REGISTRATION_STATES }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    duration: text('duration').notNull(),
    accommodation: text('accommodation').notNull(),
    transportation: text('transportation', { enum: TRANSPORTS }).notNull(),
    inclusions: text('inclusions').notNull(),
    exclusions: text('exclusions').notNull(),
    groupSize: integer('group_size').notNull(),
    /** How long a seat offered to the first on the waiting list is held for them. */
    holdHours: integer('hold_hours').notNull().default(24),
    /**
     * Paying in 2 or 3 parts (decision 0052): each part's amount and last day, and the grace days
     * before an unpaid part releases the seat; null: in full only. A student's plan keeps its own
     * copy (plan_registration), so a later edit never changes what they agreed to.
     */
    paymentPlan: jsonb('payment_plan').$type<PaymentPlan>(),
    tourGuides: text('tour_guides').notNull(),
    healthSafety: text('health_safety').notNull(),
    paymentCancellation: text('payment_cancellation').notNull(),
    imageUrl: text('image_url').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('tour_cost_check', sql`${t.costPoisha} between ${GATEWAY_RANGE}`),
    check('tour_group_size_check', sql`${t.groupSize} > 0`),
    check('tour_hold_hours_check', sql`${t.holdHours} between 1 and 168`),
    check(
      'tour_payment_plan_check',
      sql`${t.paymentPlan} is null or jsonb_array_length(${t.paymentPlan} -> 'parts') between 2 and 3`,
    ),
    check('tour_meeting_point_check', sql`char_length(${t.meetingPoint}) <= 200`),
    check('tour_registration_check', sql`${t.registration} in ${inList(REGISTRATION_STATES)}`),
    check('tour_transportation_check', sql`${t.transportation} in ${inList(TRANSPORTS)}`),
    index('tour_listing_idx').on(t.archivedAt, t.departureDate),
  ],
);

const clubRoleCheck = (column: unknown) => sql`${column} in ${inList(CLUB_ROLES)}`;

export const club = pgTable(
  'club',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubName: text('club_name').notNull(),
    imageUrl: text('image_url').notNull(),
    clubDescription: text('club_description').notNull(),
    clubRole: text('club_role', { enum: CLUB_ROLES }).notNull(),
    roleName: text('role_name').notNull(),
    clubRole2: text('club_role2', { enum: CLUB_ROLES }).notNull(),
    roleName2: text('role_name2').notNull(),
    membershipBenefits: text('membership_benefits').notNull(),
    contactInformation: text('contact_information').notNull(),
    monthlyPricePoisha: integer('monthly_price_poisha').notNull(),
    yearlyPricePoisha: integer('yearly_price_poisha').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check(
      'club_prices_check',
      sql`${t.monthlyPricePoisha} between ${GATEWAY_RANGE} and ${t.yearlyPricePoisha} between ${GATEWAY_RANGE}`,
    ),
    check('club_role_check', clubRoleCheck(t.clubRole)),
    check('club_role2_check', clubRoleCheck(t.clubRole2)),
  ],
);

export const announcement = pgTable(
  'announcement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    ...timestamps(),
  },
  (t) => [index('announcement_created_idx').on(t.createdAt)],
);
