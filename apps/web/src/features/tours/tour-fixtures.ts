import type { Tour, TourList } from '@dpms/shared';

/** An event as GET /api/tours/:id answers, for tests; override what the test is about. */
export function buildTour(overrides: Partial<Tour> = {}): Tour {
  return {
    id: 'tour-1',
    destination: 'Sajek Valley',
    location: 'Rangamati',
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
