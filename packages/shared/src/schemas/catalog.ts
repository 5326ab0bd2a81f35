import { z } from 'zod';
import { CLUB_ROLES, PLANS, REGISTRATION_STATES, TRANSPORTS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

const required = (max = 5000) =>
  z.string({ message: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max);
/** An image this server stored (`POST /api/uploads` answers with it). */
export const uploadedImageUrl = z
  .string({ message: MESSAGES.required })
  .regex(/^\/uploads\/[a-f0-9]{24}\.webp$/, 'Upload an image first');
const poisha = (message: string) =>
  z
    .number({ message })
    .int('Amounts are whole poisha')
    .min(0, 'Must not be negative')
    .max(100_000_000, 'That amount is too large');
const isoDate = z
  .string({ message: MESSAGES.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  // 2026-02-31 matches the pattern but is no day at all.
  .refine(
    (v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v),
    'That date does not exist',
  );

// ---------- Events (tours) ----------

/** What an admin sends to create an event; prices travel as integer poisha. */
export const tourInputSchema = z.object({
  destination: required(120),
  location: required(200),
  overview: required(),
  itinerary: required(10_000),
  costPoisha: poisha(MESSAGES.required).min(100, 'The fee must be at least Tk 1'),
  registration: z.enum(REGISTRATION_STATES, { message: MESSAGES.required }),
  departureDate: isoDate,
  duration: required(120),
  accommodation: required(),
  transportation: z.enum(TRANSPORTS, { message: MESSAGES.required }),
  inclusions: required(),
  exclusions: required(),
  groupSize: z.number({ message: MESSAGES.required }).int().min(1, 'At least 1 seat').max(10_000),
  tourGuides: required(),
  healthSafety: required(),
  paymentCancellation: required(),
  imageUrl: uploadedImageUrl,
});
export type TourInput = z.infer<typeof tourInputSchema>;
export const tourPatchSchema = tourInputSchema.partial();

export const availabilitySchema = z.object({
  canRegister: z.boolean(),
  /** Why registration is not possible, in words for the student. */
  reason: z.enum(['closed', 'departed', 'full']).nullable(),
  message: z.string().nullable(),
});

export const tourSchema = tourInputSchema.extend({
  id: z.string(),
  imageUrl: z.string(),
  seatsTaken: z.number().int(),
  availability: availabilitySchema,
  /** True when the signed-in student has paid for this event. */
  registered: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Tour = z.infer<typeof tourSchema>;

export const tourListSchema = z.object({
  items: z.array(tourSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TourList = z.infer<typeof tourListSchema>;

// ---------- Clubs ----------

export const clubInputSchema = z.object({
  clubName: z.string({ message: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(120),
  clubDescription: required(),
  clubRole: z.enum(CLUB_ROLES, { message: MESSAGES.roleRequired }),
  roleName: z.string({ message: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(120),
  clubRole2: z.enum(CLUB_ROLES, { message: MESSAGES.roleRequired }),
  roleName2: z.string({ message: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(120),
  membershipBenefits: required(),
  contactInformation: required(),
  monthlyPricePoisha: poisha(MESSAGES.monthlyPriceRequired).min(100, 'The price must be at least Tk 1'),
  yearlyPricePoisha: poisha(MESSAGES.yearlyPriceRequired).min(100, 'The price must be at least Tk 1'),
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

export const clubSchema = clubInputSchema.extend({
  id: z.string(),
  imageUrl: z.string(),
  /** The signed-in student's current membership, if any (null once expired). */
  membership: membershipSchema.nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Club = z.infer<typeof clubSchema>;
export const clubListSchema = z.object({ items: z.array(clubSchema) });

// ---------- Announcements ----------

export const announcementInputSchema = z.object({
  title: required(200),
  description: required(10_000),
  imageUrl: uploadedImageUrl,
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;
export const announcementPatchSchema = announcementInputSchema.partial();

export const announcementSchema = announcementInputSchema.extend({
  id: z.string(),
  imageUrl: z.string(),
  createdAt: z.string(),
});
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
