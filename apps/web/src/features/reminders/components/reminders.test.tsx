import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const slow = { timeout: 5000 };

describe('My Profile: reminders', { timeout: 20_000 }, () => {
  it('shows a switch per kind and turns one off', async () => {
    let settings = {
      membership_ending: true,
      event_departing: true,
      registration_closing: true,
      checkout_pending: true,
      part_due: true,
    };
    const sent: unknown[] = [];
    const { user } = renderApp('/my-profile', {
      me: buildMe(),
      api: {
        'GET /api/me/reminders': () => json(settings),
        'PATCH /api/me/reminders': (body) => {
          sent.push(body);
          settings = { ...settings, ...(body as object) };
          return json(settings);
        },
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Reminders' }, slow)).closest('div')!;
    const departing = await within(card).findByRole('switch', { name: 'Event departing' });
    expect(within(card).getAllByRole('switch')).toHaveLength(5);
    expect(within(card).getByRole('switch', { name: 'Part due' })).toHaveAttribute('aria-checked', 'true');
    expect(departing).toHaveAttribute('aria-checked', 'true');
    await user.click(departing);
    expect(await screen.findByText('Reminder settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ event_departing: false }]);
    expect(within(card).getByRole('switch', { name: 'Event departing' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(card).getByRole('switch', { name: 'Club membership ending' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('is not shown to an admin', async () => {
    renderApp('/my-profile', { me: buildAdmin() });
    expect(await screen.findByRole('heading', { name: 'My Profile' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reminders' })).not.toBeInTheDocument();
  });
});

describe('Home: notices', { timeout: 20_000 }, () => {
  it('shows a student the due reminders, each with its link', async () => {
    renderApp('/', {
      me: buildMe(),
      api: {
        'GET /api/announcements': () => json({ items: [] }),
        'GET /api/me/notices': () =>
          json({
            notices: [
              {
                kind: 'membership_ending',
                itemKind: 'club',
                itemId: 'c1',
                itemName: 'Robotics Club',
                at: '2026-12-01T00:00:00.000Z',
                daysLeft: 6,
              },
              {
                kind: 'checkout_pending',
                itemKind: 'tour',
                itemId: 't1',
                itemName: 'Sajek Valley',
                at: '2026-11-25T00:00:00.000Z',
                daysLeft: null,
              },
              {
                kind: 'part_due',
                itemKind: 'tour',
                itemId: 't2',
                itemName: "Saint Martin's Island",
                at: '2026-12-20',
                daysLeft: 3,
              },
            ],
          }),
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Reminders for you' }, slow)).closest(
      'section',
    )!;
    expect(within(section).getByText('Your Robotics Club membership ends in 6 days.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/checkout/c1');
    expect(within(section).getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/tours/t1');
    expect(
      within(section).getByText("The next part of Saint Martin's Island is due in 3 days."),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Pay next part' })).toHaveAttribute(
      'href',
      '/tours-checkout/t2?part=next',
    );
  });

  it('asks nothing for a visitor', async () => {
    const { fetchMock } = renderApp('/', { api: { 'GET /api/announcements': () => json({ items: [] }) } });
    expect(await screen.findByRole('heading', { name: 'Home' }, slow)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).not.toContain('/api/me/notices');
    expect(screen.queryByRole('heading', { name: 'Reminders for you' })).not.toBeInTheDocument();
  });
});
