import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n.ts';
import { buildTour, buildTourList } from '@/test/factories/catalog.ts';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { apiError, heldAnswer, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const slow = { timeout: 5000 };

describe('Upcoming Events', { timeout: 20_000 }, () => {
  it('shows a spinner, then a card per event with the fee, Register and Details', async () => {
    // Held until the spinner has been seen: the route loader asks before the screen's code arrives.
    const tours = heldAnswer(() => json(buildTourList([buildTour()])));
    renderApp('/tours', { api: { 'GET /api/tours': tours.handler } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading events' })).toBeInTheDocument();
    tours.release();

    const card = (await screen.findByRole('heading', { name: 'Sajek Valley' })).closest('article');
    if (!card) throw new Error('no card');
    const inCard = within(card);
    expect(inCard.getByText('Fee in TK')).toBeInTheDocument();
    expect(inCard.getByText('Tk 6,500')).toBeInTheDocument();
    expect(inCard.getByText('A three-day trip to the hilltop village above the clouds.')).toHaveClass(
      'line-clamp-2',
    );
    expect(inCard.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/tours-checkout/tour-1');
    expect(inCard.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/tours/tour-1');
    expect(inCard.getByRole('img', { name: 'Sajek Valley' })).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef01234567-640.webp',
    );
    expect(inCard.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it("loads the first card's image at once, first (the page's largest paint), and the others lazily", async () => {
    const tours = [
      buildTour(),
      buildTour({ id: 'tour-2', destination: 'Cox’s Bazar' }),
      buildTour({ id: 'tour-3', destination: 'Srimangal' }),
    ];
    renderApp('/tours', { api: { 'GET /api/tours': () => json(buildTourList(tours)) } });
    const first = await screen.findByRole('img', { name: 'Sajek Valley' }, slow);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const name of ['Cox’s Bazar', 'Srimangal']) {
      const image = screen.getByRole('img', { name });
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('shows "Registered", disabled, for an event the student has paid for', async () => {
    renderApp('/tours', {
      me: buildMe(),
      api: { 'GET /api/tours': () => json(buildTourList([buildTour({ registered: true })])) },
    });
    expect(await screen.findByRole('button', { name: 'Registered' }, slow)).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows why registration is unavailable, with Register disabled', async () => {
    const closed = buildTour({
      registration: 'Closed',
      availability: {
        canRegister: false,
        reason: 'closed',
        message: 'Registration is closed for this event.',
      },
    });
    renderApp('/tours', { api: { 'GET /api/tours': () => json(buildTourList([closed])) } });

    const register = await screen.findByRole('button', { name: 'Register' }, slow);
    expect(register).toBeDisabled();
    expect(register).toHaveAccessibleDescription('Registration is closed for this event.');
  });

  it('asks the server for the chosen page and moves with the pager', async () => {
    const pages: string[] = [];
    const { user, router } = renderApp('/tours', {
      api: {
        'GET /api/tours': (_body, request) => {
          const url = new URL(request.url);
          pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('pageSize')}`);
          const page = Number(url.searchParams.get('page'));
          return json(
            buildTourList([buildTour({ id: `t${page}`, destination: `Trip ${page}` })], { page, total: 13 }),
          );
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Trip 1' }, slow)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Events pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Trip 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(pages).toEqual(['1/6', '2/6']);
    expect(screen.getByText('13 events · page 2 of 3')).toBeInTheDocument();
  });

  it('says how many events and which page in Bangla', async () => {
    await activateLocale('bn');
    renderApp('/tours', {
      api: {
        'GET /api/tours': () => json(buildTourList([buildTour({ destination: 'Trip 1' })], { total: 13 })),
      },
    });
    expect(await screen.findByText('১৩টি ইভেন্ট · পাতা ১/৩', {}, slow)).toBeInTheDocument();
  });

  it('opens the advice dialog from the info icon', async () => {
    const { user } = renderApp('/tours', { api: { 'GET /api/tours': () => json(buildTourList([])) } });
    await user.click(await screen.findByRole('button', { name: 'Before you register' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Before you register' });
    expect(dialog).toHaveTextContent(/review the event details/);
    expect(dialog).toHaveTextContent(/contact the department/);
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has an empty state, with Add an Event for admins', async () => {
    renderApp('/tours', { me: buildAdmin(), api: { 'GET /api/tours': () => json(buildTourList([])) } });
    expect(await screen.findByRole('heading', { name: 'No upcoming events' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an Event' })).toHaveAttribute('href', '/addtour');
  });

  it('has an error state with Try again', async () => {
    let fail = true;
    const { user } = renderApp('/tours', {
      api: {
        'GET /api/tours': () =>
          fail ? apiError(400, 'BAD_REQUEST', 'Nope') : json(buildTourList([buildTour()])),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Could not load the events' }, slow),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sajek Valley' })).toBeInTheDocument();
  });

  it('lets an admin delete an event from its card, and says when it was archived instead', async () => {
    let items = [buildTour()];
    const { user } = renderApp('/tours', {
      me: buildAdmin(),
      api: {
        'GET /api/tours': () => json(buildTourList(items)),
        'DELETE /api/tours/tour-1': () => {
          items = [];
          return json({ deleted: false, archived: true });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Sajek Valley' }, slow));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveAccessibleDescription("You won't be able to revert this!");
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByRole('dialog', { name: 'Archived!' })).toHaveAccessibleDescription(
      'Sajek Valley has payments, so it was archived instead of deleted.',
    );
    expect(await screen.findByRole('heading', { name: 'No upcoming events' })).toBeInTheDocument();
  });
});
