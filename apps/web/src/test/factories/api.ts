import { type Handler, json, pending } from '../mock-api.ts';
import { buildAnnouncement, buildClub, buildTour, buildTourList } from './catalog.ts';

export const sampleTour = buildTour({ id: '42', destination: 'Sajek Valley' });
export const sampleClub = buildClub({ id: '7', clubName: 'CSE Programming Club' });
export const sampleAnnouncement = buildAnnouncement({ id: '3', title: 'Hackathon 2026' });

/**
 * Answers for the public catalogue reads, for app-level tests that walk across screens
 * (routes, sidebar) rather than test one screen's data.
 */
export const catalogApi: Record<string, Handler> = {
  'GET /api/stats': () => json({ students: 120, clubs: 5, events: 8 }),
  'GET /api/tours': () => json(buildTourList([sampleTour])),
  'GET /api/tours/42': () => json(sampleTour),
  'GET /api/clubs': () => json({ items: [sampleClub] }),
  'GET /api/clubs/7': () => json(sampleClub),
  'GET /api/announcements': () => json({ items: [sampleAnnouncement] }),
  'GET /api/announcements/3': () => json(sampleAnnouncement),
  'GET /api/me/payments': () => json({ items: [], page: 1, pageSize: 5, total: 0 }),
  'GET /api/admin/payments': () => json({ groups: [] }),
  // The user list and the discount codes are not under test where these are used: left unanswered.
  'GET /api/admin/users': () => new Promise<Response>(() => {}),
  'GET /api/admin/discount-codes': () => new Promise<Response>(() => {}),
};

/** The calls the home screen makes, left unanswered. */
export const homeApi = {
  'GET /api/stats': pending,
  'GET /api/announcements': pending,
};
