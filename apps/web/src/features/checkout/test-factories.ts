import type { Club, Tour } from '@dpms/shared';

/** An open event as GET /api/tours/:id answers it; override what the test is about. */
export function buildTour(overrides: Partial<Tour> = {}): Tour {
  return {
    id: 'tour-1',
    destination: "Cox's Bazar Study Tour",
    location: "Cox's Bazar, Chattogram",
    overview: 'Three days by the sea.',
    itinerary: 'Day 1: Arrival',
    costPoisha: 350_000,
    registration: 'Open',
    departureDate: '2030-01-15',
    duration: '3 days',
    accommodation: 'Hotel',
    transportation: 'Bus',
    inclusions: 'Meals',
    exclusions: 'Shopping',
    groupSize: 40,
    tourGuides: 'Dr. Karim',
    healthSafety: 'First aid kit',
    paymentCancellation: 'No refunds after departure',
    imageUrl: '/uploads/0123456789abcdef01234567.webp',
    seatsTaken: 3,
    availability: { canRegister: true, reason: null, message: null },
    registered: false,
    archived: false,
    createdAt: '2029-12-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildClub(overrides: Partial<Club> = {}): Club {
  return {
    id: 'club-1',
    clubName: 'Programming Club',
    clubDescription: 'Contests and workshops.',
    clubRole: 'President',
    roleName: 'Ayesha Siddiqua',
    clubRole2: 'Vice President',
    roleName2: 'Tanvir Hasan',
    membershipBenefits: 'Workshops',
    contactInformation: 'club@example.edu',
    monthlyPricePoisha: 20_000,
    yearlyPricePoisha: 200_000,
    imageUrl: '/uploads/89abcdef0123456789abcdef.webp',
    membership: null,
    archived: false,
    createdAt: '2029-12-01T00:00:00.000Z',
    ...overrides,
  };
}
