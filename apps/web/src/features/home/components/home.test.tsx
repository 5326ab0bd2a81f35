import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAnnouncement } from '@/test/factories/catalog.ts';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { apiError, type Handler, heldAnswer, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const slow = { timeout: 5000 };
const stats = { students: 230, clubs: 5, events: 8 };

function homeApi(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/stats': () => json(stats),
    'GET /api/announcements': () => json({ items: [] }),
    ...overrides,
  };
}

describe('Home', { timeout: 20_000 }, () => {
  it("greets a signed-in user with today's date and the deadlines line", async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 21, 9, 30), shouldAdvanceTime: true });
    try {
      renderApp('/', { me: buildMe({ name: 'Nusrat Jahan' }), api: homeApi() });
      expect(await screen.findByRole('heading', { name: /Nusrat Jahan/ }, slow)).toBeInTheDocument();
      expect(screen.getByText('November 21, 2026')).toBeInTheDocument();
      expect(
        screen.getByText('Stay up-to-date with important payment deadlines and never miss a payment again.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks a student without a student ID to complete the profile before paying', async () => {
    const { user, router } = renderApp('/', {
      me: buildMe({ name: 'Sadia Rahman', studentId: null, batch: null, profileComplete: false }),
      api: homeApi(),
    });
    const banner = (await screen.findByText(/add your Student ID and batch/)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(banner).toHaveTextContent('add your Student ID and batch before you pay for events and clubs.');
    await user.click(within(banner).getByRole('link', { name: 'Complete your profile' }));
    // The profile screen is loaded lazily; the location changes once it has loaded.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'), { timeout: 5000 });
  });

  it('shows no profile reminder to a student whose profile is complete', async () => {
    renderApp('/', { me: buildMe({ name: 'Nusrat Jahan' }), api: homeApi() });
    expect(await screen.findByText(/Nusrat Jahan/)).toBeInTheDocument();
    expect(screen.queryByText(/add your Student ID and batch/)).not.toBeInTheDocument();
  });

  it('opens and closes the calendar from its icon, a day and its close icon', async () => {
    const { user } = renderApp('/', { me: buildMe(), api: homeApi() });
    const toggle = await screen.findByRole('button', { name: 'Open calendar' }, slow);

    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'Calendar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close calendar', expanded: true }));
    expect(screen.queryByRole('region', { name: 'Calendar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    await user.click(within(calendar).getAllByRole('button', { name: /Close calendar/ })[0] as HTMLElement);
    expect(screen.queryByRole('region', { name: 'Calendar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const days = within(await screen.findByRole('grid', {}, slow)).getAllByRole('button');
    await user.click(days[10] as HTMLElement);
    expect(screen.queryByRole('region', { name: 'Calendar' })).not.toBeInTheDocument();
  });

  it('tells a visitor what DPMS is and offers Log In', async () => {
    renderApp('/', { api: homeApi() });
    const login = await screen.findByRole('link', { name: 'Log In' }, slow);
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.getByText(/payment system app for CSE students/)).toBeInTheDocument();
    expect(screen.getByText(/Please log in to explore and make payments\./)).toBeInTheDocument();
    expect(screen.queryByText(/Stay up-to-date/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open calendar' })).not.toBeInTheDocument();
  });

  it('shows a spinner in each count card while the counts load, then the counts', async () => {
    const counts = heldAnswer(() => json(stats));
    renderApp('/', { api: homeApi({ 'GET /api/stats': counts.handler }) });
    for (const label of ['Total Students', 'Total Clubs', 'Total Events']) {
      expect(await screen.findByRole('status', { name: `Loading ${label}` }, slow)).toBeInTheDocument();
    }
    counts.release();
    expect(await screen.findByText('230')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Total Clubs' })).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Total Events' })).getByText('8')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Loading Total/ })).not.toBeInTheDocument();
  });

  it('shows 0 in the count cards when there is nothing yet', async () => {
    renderApp('/', { api: homeApi({ 'GET /api/stats': () => json({ students: 0, clubs: 0, events: 0 }) }) });
    for (const label of ['Total Students', 'Total Clubs', 'Total Events']) {
      const card = await screen.findByRole('listitem', { name: label }, slow);
      expect(await within(card).findByText('0')).toBeInTheDocument();
    }
  });

  it('shows the event snapshots', async () => {
    renderApp('/', { api: homeApi() });
    expect(
      await screen.findByRole('heading', { name: 'Snapshots from Our Recent Events' }, slow),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Campfire night under the stars').length).toBeGreaterThan(0);
  });

  it('shows recent announcements: uppercase title, image, 25 words and a read-more hint', async () => {
    const long = Array.from({ length: 40 }, (_, index) => `word${index + 1}`).join(' ');
    const { user, router } = renderApp('/', {
      api: homeApi({
        'GET /api/announcements': () =>
          json({
            items: [buildAnnouncement({ id: 'a1', description: long }), buildAnnouncement({ id: 'a2' })],
          }),
        'GET /api/announcements/a1': () => json(buildAnnouncement({ id: 'a1', description: long })),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Recent Announcements' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading announcements' })).toBeInTheDocument();

    const [card] = await screen.findAllByRole('link', { name: /Club fee deadline for Spring 2027/ });
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('heading', { name: 'Club fee deadline for Spring 2027' })).toHaveClass(
      'uppercase',
    );
    expect(within(card).getByText(`${long.split(' ').slice(0, 25).join(' ')}...`)).toBeInTheDocument();
    expect(within(card).getByText('Read more')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/fedcbafedcbafedcbafedcba-640.webp');

    await user.click(card);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Announcements from Department' }, slow),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/announcements/a1');
  });

  it('only logs a failure to load announcements and leaves the slider empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/', { api: homeApi({ 'GET /api/announcements': () => apiError(400, 'BAD', 'Nope') }) });
    expect(await screen.findByText('No announcements right now.', {}, slow)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Could not load the announcements', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers admins a Manage action to post an announcement', async () => {
    const { user } = renderApp('/', { me: buildAdmin(), api: homeApi() });
    await user.click(await screen.findByRole('button', { name: 'Manage' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Manage announcements' });
    await user.click(within(dialog).getByRole('button', { name: 'New announcement' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post announcement' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(3);
  });
});
