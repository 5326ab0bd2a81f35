import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClub } from '@/test/factories/catalog.ts';
import { buildMe } from '@/test/factories/users.ts';
import { apiError, heldAnswer, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const slow = { timeout: 5000 };

function cardOf(name: string) {
  const card = screen.getByRole('link', { name }).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
}

describe('Clubs', { timeout: 20_000 }, () => {
  it('shows each club with its office holders, prices, View Details and Pay Now', async () => {
    // Held until the spinner has been seen: the route loader asks before the screen's code arrives.
    const clubs = heldAnswer(() => json({ items: [buildClub()] }));
    const { user, router } = renderApp('/clubs', { api: { 'GET /api/clubs': clubs.handler } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Make Your Monthly Club Payment' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading clubs' })).toBeInTheDocument();
    clubs.release();

    await screen.findByRole('link', { name: 'CSE Programming Club' });
    const card = cardOf('CSE Programming Club');
    expect(card.getByRole('link', { name: 'CSE Programming Club' })).toHaveAttribute('href', '/club/club-1');
    expect(card.getByText('President:')).toBeInTheDocument();
    expect(card.getByText('Rafid Ahmed Chowdhury')).toBeInTheDocument();
    expect(card.getByText('Treasurer:')).toBeInTheDocument();
    expect(card.getByText('Sumaiya Islam Mim')).toBeInTheDocument();
    expect(card.getByText('Tk 150')).toBeInTheDocument();
    expect(card.getByText('Tk 1,500')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/club/club-1');
    expect(card.getByRole('img', { name: 'CSE Programming Club' })).toHaveAttribute(
      'src',
      '/uploads/abcdefabcdefabcdefabcdef-640.webp',
    );

    // A visitor pressing Pay Now is sent to log in first.
    await user.click(card.getByRole('link', { name: 'Pay Now' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("loads the first card's image at once, first (the page's largest paint), and the others lazily", async () => {
    const second = buildClub({ id: 'club-2', clubName: 'Robotics Club' });
    renderApp('/clubs', { api: { 'GET /api/clubs': () => json({ items: [buildClub(), second] }) } });
    const first = await screen.findByRole('img', { name: 'CSE Programming Club' }, slow);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Robotics Club' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Robotics Club' })).not.toHaveAttribute('fetchpriority');
  });

  it('shows a member the countdown and a disabled Paid instead of the prices', async () => {
    const member = buildClub({
      membership: {
        plan: 'monthly',
        validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        lastPaidPoisha: 15_000,
      },
    });
    renderApp('/clubs', { me: buildMe(), api: { 'GET /api/clubs': () => json({ items: [member] }) } });

    await screen.findByRole('link', { name: 'CSE Programming Club' }, slow);
    const card = cardOf('CSE Programming Club');
    expect(card.getByRole('timer', { name: 'Membership time left' })).toBeInTheDocument();
    expect(card.getByText('Monthly')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Paid' })).toBeDisabled();
    expect(card.queryByRole('link', { name: 'View Details' })).not.toBeInTheDocument();
  });

  it('has empty and error states', async () => {
    renderApp('/clubs', { api: { 'GET /api/clubs': () => json({ items: [] }) } });
    expect(await screen.findByRole('heading', { name: 'No clubs yet' }, slow)).toBeInTheDocument();
  });

  it('says when the clubs could not be loaded', async () => {
    renderApp('/clubs', { api: { 'GET /api/clubs': () => apiError(400, 'BAD', 'Nope') } });
    expect(
      await screen.findByRole('heading', { name: 'Could not load the clubs' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
