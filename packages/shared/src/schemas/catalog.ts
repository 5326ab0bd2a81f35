import { z } from 'zod';
import {
  CLUB_ROLES,
  GATEWAY_MAX_POISHA,
  GATEWAY_MIN_POISHA,
  PLANS,
  POISHA_PER_TAKA,
  REGISTRATION_STATES,
  TRANSPORTS,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { pageOf } from './common.ts';
import { paymentPlanSchema } from './payment-plan.ts';
import { line, optionalLine, paragraph } from './text.ts';

/** Single-line and multi-line required text, guarded against control characters (text.ts). */
const required = (max = 200) => line({ max });
const requiredText = (max = 5000) => paragraph({ max });
/** An image this server stored (`POST /api/uploads` answers with it). */
export const uploadedImageUrl = z
  .string({ message: MESSAGES.required })
  .regex(/^\/uploads\/(?:[a-f0-9]{24}|[a-f0-9]{32})\.webp$/, 'Upload an image first');
/**
 * A price the gateway will take: SSLCommerz accepts 10.00 to 500,000.00 BDT a transaction, so a
 * fee outside that range could never be paid. The database checks the same range.
 */
const price = (message: string) =>
  z
    .number({ message })
    .int('Amounts are whole poisha')
    .min(GATEWAY_MIN_POISHA, `The amount must be at least Tk ${GATEWAY_MIN_POISHA / POISHA_PER_TAKA}`)
    .max(
      GATEWAY_MAX_POISHA,
      `The amount must be at most Tk ${(GATEWAY_MAX_POISHA / POISHA_PER_TAKA).toLocaleString('en-US')}`,
    );
const isoDate = z
  .string({ message: MESSAGES.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  // 2026-02-31 matches the pattern but is no day at all.
  .refine(
    (v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v),
    'That date does not exist',
  );

/**
 * A stored catalogue item as the API answers it: its input's fields, then its id, the image it
 * shows (stored, so no longer checked as an upload), `fields` of its own, and when it was added.
 */
function storedItem<Shape extends z.ZodRawShape, Fields extends z.ZodRawShape>(
  input: z.ZodObject<Shape>,
  fields: Fields,
) {
  return input.extend({ id: z.string(), imageUrl: z.string(), ...fields, createdAt: z.string() });
}

// ---------- Events (tours) ----------

/** What an admin sends to create an event; prices travel as integer poisha. */
export const tourInputSchema = z.object({
  destination: required(120),
  location: required(200),
  /** Where and when the group gathers to set off, e.g. "Main gate, CSE building, 7:00 AM" (none when null). */
  meetingPoint: optionalLine({ max: 200 }).optional(),
  overview: requiredText(),
  itinerary: requiredText(10_000),
  costPoisha: price(MESSAGES.required),
  registration: z.enum(REGISTRATION_STATES, { message: MESSAGES.required }),
  departureDate: isoDate,
  duration: required(120),
  accommodation: requiredText(),
  transportation: z.enum(TRANSPORTS, { message: MESSAGES.required }),
  inclusions: requiredText(),
  exclusions: requiredText(),
  groupSize: z.number({ message: MESSAGES.required }).int().min(1, 'At least 1 seat').max(10_000),
  /** Hours a freed seat is held for the first on the waiting list (24 when not given). */
  holdHours: z.number().int().min(1, 'At least 1 hour').max(168, 'At most 168 hours (7 days)').optional(),
  tourGuides: requiredText(),
  healthSafety: requiredText(),
  paymentCancellation: requiredText(),
  imageUrl: uploadedImageUrl,
  /**
   * Paying in 2 or 3 parts (decision 0052); null or left out: in full only. Its sum and days are
   * checked against the price and departure by paymentPlanProblems, here and on the server.
   */
  paymentPlan: paymentPlanSchema.nullable().optional(),
});
export type TourInput = z.infer<typeof tourInputSchema>;
export const tourPatchSchema = tourInputSchema.partial();

export const availabilitySchema = z.object({
  canRegister: z.boolean(),
  /** Why registration is not possible, in words for the student. */
  reason: z.enum(['closed', 'departed', 'full']).nullable(),
  message: z.string().nullable(),
});

export const tourSchema = storedItem(tourInputSchema, {
  meetingPoint: z.string().nullable(),
  holdHours: z.number().int(),
  paymentPlan: paymentPlanSchema.nullable(),
  seatsTaken: z.number().int(),
  availability: availabilitySchema,
  /** True when the signed-in student has paid for this event (or, paying in parts, its first part). */
  registered: z.boolean(),
  archived: z.boolean(),
});
export type Tour = z.infer<typeof tourSchema>;

export const tourListSchema = pageOf(tourSchema);
export type TourList = z.infer<typeof tourListSchema>;

// ---------- Clubs ----------

export const clubInputSchema = z.object({
  clubName: line({ message: MESSAGES.nameRequired, max: 120 }),
  clubDescription: requiredText(),
  clubRole: z.enum(CLUB_ROLES, { message: MESSAGES.roleRequired }),
  roleName: line({ message: MESSAGES.nameRequired, max: 120 }),
  clubRole2: z.enum(CLUB_ROLES, { message: MESSAGES.roleRequired }),
  roleName2: line({ message: MESSAGES.nameRequired, max: 120 }),
  membershipBenefits: requiredText(),
  contactInformation: requiredText(),
  monthlyPricePoisha: price(MESSAGES.monthlyPriceRequired),
  yearlyPricePoisha: price(MESSAGES.yearlyPriceRequired),
  imageUrl: uploadedImageUrl,
});
export type ClubInput = z.infer<typeof clubInputSchema>;
export const clubPatchSchema = clubInputSchema.partial();

export const membershipSchema = z.object({
  plan: z.enum(PLANS),
  /** ISO time the membership ends; the clubs screen counts down to it. */
  validUntil: z.string(),
  lastPaidPoisha: z.number().int(),
});
export type Membership = z.infer<typeof membershipSchema>;

/**
 * What is the signed-in user's own on the catalogue pages (`GET /api/me/holdings`): the events
 * they are registered for and their running memberships by club id. Kept apart from the lists,
 * whose bodies are then the same for everyone.
 */
export const holdingsSchema = z.object({
  registeredTourIds: z.array(z.string()),
  memberships: z.record(z.string(), membershipSchema),
});
export type Holdings = z.infer<typeof holdingsSchema>;

export const clubSchema = storedItem(clubInputSchema, {
  /** The signed-in student's current membership, if any (null once expired). */
  membership: membershipSchema.nullable(),
  archived: z.boolean(),
});
export type Club = z.infer<typeof clubSchema>;
export const clubListSchema = z.object({ items: z.array(clubSchema) });

// ---------- Announcements ----------

export const announcementInputSchema = z.object({
  title: required(200),
  description: requiredText(10_000),
  imageUrl: uploadedImageUrl,
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;
export const announcementPatchSchema = announcementInputSchema.partial();

export const announcementSchema = storedItem(announcementInputSchema, {});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.object({ items: z.array(announcementSchema) });

// ---------- Home ----------

export const statsSchema = z.object({
  students: z.number().int(),
  clubs: z.number().int(),
  events: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** What deleting an event, club or announcement did: one with payments is archived, not deleted. */
export const removalResultSchema = z.object({ deleted: z.boolean(), archived: z.boolean() });
export type RemovalResult = z.infer<typeof removalResultSchema>;

export const uploadResultSchema = z.object({ url: z.string(), cardUrl: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
