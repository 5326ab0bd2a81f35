import { randomBytes } from 'node:crypto';
import type { Plan } from '@dpms/shared/constants';
import type { AnnouncementInput, ClubInput, TourInput } from '@dpms/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { club, payment, tour } from '../../src/db/schema/index.ts';
import { dhakaToday } from '../../src/lib/dhaka-date.ts';

/**
 * Catalogue test data: valid inputs to vary, events and clubs written straight to the database
 * (for tests of other modules), and payment rows as the payment flow would leave them.
 */

export const imageUrl = (): string => `/uploads/${randomBytes(12).toString('hex')}.webp`;

/** A Dhaka calendar date `days` from today (negative for the past). */
export function dateInDays(days: number): string {
  const [y, m, d] = dhakaToday().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

export function tourInput(overrides: Partial<TourInput> = {}): TourInput {
  return {
    destination: 'Sajek Valley',
    location: 'Rangamati',
    overview: 'Three days above the clouds.',
    itinerary: 'Day 1: Dhaka to Sajek\nDay 2: Konglak Para',
    costPoisha: 650_000,
    registration: 'Open',
    departureDate: dateInDays(30),
    duration: '3 days, 2 nights',
    accommodation: 'Shared cottages',
    transportation: 'Bus',
    inclusions: 'Coach, meals',
    exclusions: 'Shopping',
    groupSize: 40,
    tourGuides: 'Dr. Farhana Rahman',
    healthSafety: 'Carry your ID card.',
    paymentCancellation: 'Full refund 15 days before departure.',
    imageUrl: imageUrl(),
    ...overrides,
  };
}

export function clubInput(overrides: Partial<ClubInput> = {}): ClubInput {
  return {
    clubName: 'Programming Club',
    clubDescription: 'Contests and workshops.',
    clubRole: 'President',
    roleName: 'Arif Hossain',
    clubRole2: 'Vice President',
    roleName2: 'Nabila Karim',
    membershipBenefits: 'Weekly workshops',
    contactInformation: 'programming@dpms.local',
    monthlyPricePoisha: 20_000,
    yearlyPricePoisha: 200_000,
    imageUrl: imageUrl(),
    ...overrides,
  };
}

export function announcementInput(overrides: Partial<AnnouncementInput> = {}): AnnouncementInput {
  return {
    title: 'Fee deadline',
    description: 'Pay the semester fee by the end of the month.',
    imageUrl: imageUrl(),
    ...overrides,
  };
}

type PaymentStatus = (typeof payment.$inferInsert)['status'];

const payer = (userId: string | null) => ({
  userId,
  payerName: 'Test Student',
  payerEmail: 'student@example.edu',
  payerMobile: '01700000000',
  tranId: `TEST-${randomBytes(8).toString('hex')}`,
});

export async function insertTourPayment(
  app: FastifyInstance,
  values: { tourId: string; userId: string | null; status?: PaymentStatus },
): Promise<void> {
  await app.database.db.insert(payment).values({
    ...payer(values.userId),
    kind: 'tour',
    tourId: values.tourId,
    amountPoisha: 650_000,
    itemName: 'Event',
    status: values.status ?? 'paid',
  });
}

export async function insertClubPayment(
  app: FastifyInstance,
  values: {
    clubId: string;
    userId: string | null;
    plan: Plan;
    amountPoisha?: number;
    /** Thirty days before validUntil unless given. */
    validFrom?: Date;
    validUntil: Date;
    status?: PaymentStatus;
  },
): Promise<void> {
  await app.database.db.insert(payment).values({
    ...payer(values.userId),
    kind: 'club',
    clubId: values.clubId,
    plan: values.plan,
    amountPoisha: values.amountPoisha ?? 20_000,
    itemName: 'Club',
    status: values.status ?? 'paid',
    validFrom: values.validFrom ?? new Date(values.validUntil.getTime() - 30 * 86_400_000),
    validUntil: values.validUntil,
  });
}

/** An event straight into the database (tests of other modules need one). */
export async function createTour(app: FastifyInstance, overrides: Partial<typeof tour.$inferInsert> = {}) {
  const [row] = await app.database.db
    .insert(tour)
    .values({
      destination: 'Sajek Valley',
      location: 'Rangamati',
      overview: 'Three days above the clouds.',
      itinerary: 'Day 1: Dhaka to Sajek\nDay 2: Konglak Hill',
      costPoisha: 650_000,
      registration: 'Open',
      departureDate: dateInDays(30),
      duration: '3 days, 2 nights',
      accommodation: 'Cottages',
      transportation: 'Bus',
      inclusions: 'Transport, meals',
      exclusions: 'Personal expenses',
      groupSize: 40,
      tourGuides: 'Dr. Farhana Rahman',
      healthSafety: 'First aid kit on board',
      paymentCancellation: 'Full refund up to 7 days before departure',
      imageUrl: '/uploads/000000000000000000000000.webp',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createClub(app: FastifyInstance, overrides: Partial<typeof club.$inferInsert> = {}) {
  const [row] = await app.database.db
    .insert(club)
    .values({
      clubName: 'CSE Programming Club',
      imageUrl: '/uploads/000000000000000000000000.webp',
      clubDescription: 'Contests and practice.',
      clubRole: 'President',
      roleName: 'Arif',
      clubRole2: 'Treasurer',
      roleName2: 'Tasnim',
      membershipBenefits: 'Weekly contests',
      contactInformation: 'club@cse.dpms.local',
      monthlyPricePoisha: 15_000,
      yearlyPricePoisha: 150_000,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Anonymous, student and teacher are refused (401, 403, 403); only the admin gets through. */
export const ROLE_MATRIX = [
  { role: 'anonymous', status: 401 },
  { role: 'student', status: 403 },
  { role: 'teacher', status: 403 },
] as const;
