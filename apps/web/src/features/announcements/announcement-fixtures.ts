import type { Announcement } from '@dpms/shared';

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
