import type { Announcement, Club, Tour, TourList } from '@dpms/shared/schemas';

/** Test data for the catalogue: events, clubs, announcements and their images. */

/** An event as GET /api/tours/:id answers, for tests; override what the test is about. */
export function buildTour(overrides: Partial<Tour> = {}): Tour {
  return {
    id: 'tour-1',
    destination: 'Sajek Valley',
    location: 'Rangamati',
    meetingPoint: 'Main gate, CSE building, 9:00 PM',
    overview: 'A three-day trip to the hilltop village above the clouds.',
    itinerary: 'Day 1: Dhaka to Sajek - Night coach\nDay 2: Konglak Para - Sunrise walk\nBring a jacket.',
    costPoisha: 650_000,
    registration: 'Open',
    departureDate: '2026-12-26',
    duration: '3 days, 2 nights',
    accommodation: 'Shared wooden cottages',
    transportation: 'Bus',
    inclusions: 'Return coach\nAll meals',
    exclusions: 'Snacks\nShopping',
    groupSize: 40,
    holdHours: 24,
    paymentPlan: null,
    tourGuides: 'Dr. Farhana Rahman',
    healthSafety: 'Carry your ID card.',
    paymentCancellation: 'Full refund until 15 days before departure.',
    imageUrl: '/uploads/0123456789abcdef01234567.webp',
    seatsTaken: 12,
    availability: { canRegister: true, reason: null, message: null },
    registered: false,
    archived: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function buildTourList(items: Tour[], overrides: Partial<TourList> = {}): TourList {
  return { items, page: 1, pageSize: 6, total: items.length, ...overrides };
}

/** A club as GET /api/clubs/:id answers, for tests; override what the test is about. */
export function buildClub(overrides: Partial<Club> = {}): Club {
  return {
    id: 'club-1',
    clubName: 'CSE Programming Club',
    clubDescription: 'Weekly contests and algorithm classes.',
    clubRole: 'President',
    roleName: 'Rafid Ahmed Chowdhury',
    clubRole2: 'Treasurer',
    roleName2: 'Sumaiya Islam Mim',
    membershipBenefits: 'Weekly rated contests\nAlgorithm classes',
    contactInformation: 'Email: programming.club@cse.dpms.local\nRoom: 402',
    monthlyPricePoisha: 15_000,
    yearlyPricePoisha: 150_000,
    imageUrl: '/uploads/abcdefabcdefabcdefabcdef.webp',
    membership: null,
    archived: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** An announcement as the API answers, for tests; override what the test is about. */
export function buildAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'ann-1',
    title: 'Club fee deadline for Spring 2027',
    description: 'Club membership fees must be paid through DPMS by 14 January 2027.',
    imageUrl: '/uploads/fedcbafedcbafedcbafedcba.webp',
    createdAt: '2026-11-19T08:00:00.000Z',
    ...overrides,
  };
}

/** What POST /api/uploads answers for an image, as the catalogue forms' tests expect it. */
export const UPLOADED_IMAGE = {
  url: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
  cardUrl: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa-640.webp',
};
