import type { Club } from '@dpms/shared';

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
