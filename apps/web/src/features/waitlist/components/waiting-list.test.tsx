import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTour } from '@/test/factories/catalog.ts';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const slow = { timeout: 5000 };
const full = buildTour({
  seatsTaken: 40,
  availability: { canRegister: false, reason: 'full', message: 'All seats are taken.' },
});
const mine = (overrides: Record<string, unknown> = {}) => ({
  status: null,
  position: null,
  offerExpiresAt: null,
  waitingCount: 0,
  ...overrides,
});

describe('Waiting list on the event page', { timeout: 20_000 }, () => {
  it('offers Join waiting list instead of Register when full, then shows the place in line', async () => {
    let joined = false;
    renderApp('/tours/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(full),
        'GET /api/tours/tour-1/waiting-list/me': () =>
          json(
            joined ? mine({ status: 'waiting', position: 3, waitingCount: 3 }) : mine({ waitingCount: 2 }),
          ),
        'POST /api/tours/tour-1/waiting-list': () => {
          joined = true;
          return json(mine({ status: 'waiting', position: 3, waitingCount: 3 }), 201);
        },
      },
    });
    const join = await screen.findByRole('button', { name: 'Join waiting list' }, slow);
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByText(/2 waiting/)).toBeInTheDocument();
    fireEvent.click(join);
    expect(await screen.findByText('You are number 3 in line', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave waiting list' })).toBeInTheDocument();
  });

  it('shows the held seat and a Register link to pay while the offer lasts', async () => {
    renderApp('/tours/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour({ seatsTaken: 39 })),
        'GET /api/tours/tour-1/waiting-list/me': () =>
          json(mine({ status: 'offered', offerExpiresAt: '2026-12-01T06:00:00.000Z' })),
      },
    });
    expect(await screen.findByText(/A seat is held for you until/, undefined, slow)).toHaveTextContent(
      'Dec 1, 2026',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/tours-checkout/tour-1');
  });

  it('explains a lapsed offer and lets the student join again', async () => {
    renderApp('/tours/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(full),
        'GET /api/tours/tour-1/waiting-list/me': () => json(mine({ status: 'lapsed' })),
      },
    });
    expect(await screen.findByText(/was not paid in time/, undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join waiting list' })).toBeEnabled();
  });
});

describe('Waiting list for admins', { timeout: 20_000 }, () => {
  it('lists the line and its history', async () => {
    renderApp('/tours/tour-1/waiting-list', {
      me: buildAdmin(),
      api: {
        'GET /api/tours/tour-1': () => json(full),
        'GET /api/admin/tours/tour-1/waiting-list': () =>
          json({
            tourId: 'tour-1',
            destination: 'Sajek Valley',
            groupSize: 40,
            holdHours: 24,
            entries: [
              {
                id: 'e1',
                userName: 'Rahim Uddin',
                userEmail: 'rahim@example.edu',
                studentId: '0242310005101001',
                status: 'lapsed',
                position: null,
                joinedAt: '2026-11-20T04:00:00.000Z',
                offeredAt: '2026-11-21T04:00:00.000Z',
                offerExpiresAt: '2026-11-22T04:00:00.000Z',
                endedAt: '2026-11-22T04:05:00.000Z',
              },
              {
                id: 'e2',
                userName: 'Karima Begum',
                userEmail: 'karima@example.edu',
                studentId: '0242310005101002',
                status: 'waiting',
                position: 1,
                joinedAt: '2026-11-20T05:00:00.000Z',
                offeredAt: null,
                offerExpiresAt: null,
                endedAt: null,
              },
            ],
          }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting list: Sajek Valley' }, slow),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Rahim Uddin')).toBeInTheDocument());
    expect(screen.getByText(/Offer lapsed/)).toBeInTheDocument();
    expect(screen.getByText('Lapsed')).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText('#1')).toBeInTheDocument();
  });
});
