import type { FastifyInstance } from 'fastify';
import { club, tour } from '../src/db/schema/index.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
      departureDate: inDays(30),
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
