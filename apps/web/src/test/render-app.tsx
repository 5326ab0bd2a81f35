import type { Me } from '@dpms/shared/schemas';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';
import { createRoutes } from '@/app/routes.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { type Handler, json, mockApi, pending } from './mock-api.ts';

type RenderAppOptions = {
  /** Who is signed in; null (default) is a visitor. */
  me?: Me | null;
  /** More API answers, keyed "METHOD /path". */
  api?: Record<string, Handler>;
};

/** Renders the real app (providers, routes, layout) at `path`, with the API answered by `api`. */
export function renderApp(path: string, { me = null, api = {} }: RenderAppOptions = {}) {
  const fetchMock = mockApi({
    'GET /api/session': () => json({ user: me }),
    // Home's counts: its loader asks for them whenever a redirect passes through home (a guard
    // sending someone away); a test of home's counts answers them itself.
    'GET /api/stats': pending,
    // An admin's sidebar counts the on-hold queue: by default nothing waits (no badge). Answered,
    // not pending: an admin's action on a payment refreshes it and waits for the answer.
    'GET /api/admin/payments/waiting': () =>
      json({
        items: [],
        count: 0,
        byReason: { held: 0, refund_unconfirmed: 0, refund_processing: 0, pending_too_long: 0 },
      }),
    // The login screen asks which sign-in methods exist; by default only e-mail and password.
    'GET /api/auth-options': () => json({ oidc: false, oidcLabel: '' }),
    // My Profile lists the sessions; by default just this one.
    'GET /api/me/sessions': () =>
      json({
        items: [
          {
            id: 's1',
            signedInAt: '2026-11-24T08:00:00.000Z',
            lastUsedAt: '2026-11-24T08:05:00.000Z',
            ipAddress: '127.0.0.1',
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
            current: true,
          },
        ],
      }),
    // A student's Home asks for due reminders, and My Profile for their settings: by default
    // nothing is due and every kind is on.
    'GET /api/me/notices': () => json({ notices: [] }),
    // My Payments fetches each paid event's ticket for the phone to keep: left unanswered unless a test answers it.
    'GET /api/me/payments/:id/ticket': pending,
    // My Payments and a registered student's checkout ask for the events paid in parts: by default none.
    'GET /api/me/plans': () => json({ items: [] }),
    // A checkout asks which method the student chose last time: by default none ("All methods").
    'GET /api/me/pay-method': () => json({ method: 'all' }),
    'GET /api/me/reminders': () =>
      json({
        membership_ending: true,
        event_departing: true,
        registration_closing: true,
        checkout_pending: true,
        part_due: true,
      }),
    ...api,
  });
  // One fresh cache per test, shared by the route loaders and the screens, as in the app.
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, fetchMock, queryClient };
}
