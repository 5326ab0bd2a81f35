import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogApi } from '@/test/factories/api.ts';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('sidebar links', () => {
  it('shows a visitor Home, Events, Clubs and Login', async () => {
    renderApp('/', { api: catalogApi });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(linkNames(nav)).toEqual(['DPMS', 'Home', 'Events', 'Clubs', 'Login']);
    expect(within(nav).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('shows a student their payments and profile, their name, and Log Out', async () => {
    const { fetchMock } = renderApp('/', { me: buildMe({ name: 'Nusrat Jahan' }), api: catalogApi });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText('Nusrat Jahan')).toBeInTheDocument();
    expect(linkNames(nav)).toEqual(['DPMS', 'Home', 'Events', 'Clubs', 'My Payments', 'My Profile']);
    expect(within(nav).getByRole('link', { name: 'My Payments' })).toHaveAttribute('href', '/my-payments');
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    expect(within(nav).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    // The on-hold count is an admin's: a student's pages never ask for it.
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/admin/'),
    );
  });

  it('shows an admin the management links and not the student ones', async () => {
    renderApp('/', { me: buildAdmin(), api: catalogApi });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Users' })).toHaveAttribute('href', '/students');
    expect(linkNames(nav)).toEqual([
      'DPMS',
      'Home',
      'Dashboard',
      'Users',
      'Events',
      'Clubs',
      'Add Events',
      'Add Clubs',
      'Payment History',
      'On hold',
      'Settlement',
      'Discounts and waivers',
      'Audit trail',
    ]);
    expect(within(nav).getByRole('link', { name: 'Add Events' })).toHaveAttribute('href', '/addtour');
    expect(within(nav).getByRole('link', { name: 'Add Clubs' })).toHaveAttribute('href', '/addclub');
    expect(within(nav).getByRole('link', { name: 'Payment History' })).toHaveAttribute(
      'href',
      '/transaction-history',
    );
  });

  it("shows an admin how many payments wait beside On hold, in the link's name too", async () => {
    const waiting = {
      items: [],
      count: 2,
      byReason: { held: 1, refund_unconfirmed: 1, refund_processing: 0, pending_too_long: 0 },
    };
    renderApp('/', {
      me: buildAdmin(),
      api: { ...catalogApi, 'GET /api/admin/payments/waiting': () => json(waiting) },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const onHold = await within(nav).findByRole('link', { name: 'On hold, 2 waiting' });
    expect(onHold).toHaveAttribute('href', '/on-hold');
    // The visible label stays "On hold"; the badge shows the count.
    expect(within(onHold).getByText('On hold')).toBeVisible();
    expect(within(onHold).getByText('2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no badge when nothing waits', async () => {
    const waiting = {
      items: [],
      count: 0,
      byReason: { held: 0, refund_unconfirmed: 0, refund_processing: 0, pending_too_long: 0 },
    };
    const { fetchMock } = renderApp('/', {
      me: buildAdmin(),
      api: { ...catalogApi, 'GET /api/admin/payments/waiting': () => json(waiting) },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/admin/payments/waiting'),
    );
    expect(within(nav).getByRole('link', { name: 'On hold' })).toBeInTheDocument();
  });

  it('marks the current page', async () => {
    renderApp('/tours', { api: catalogApi });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('logs out, then goes home showing Login', async () => {
    let signedIn = true;
    const { user, router } = renderApp('/clubs', {
      me: buildMe(),
      api: {
        ...catalogApi,
        'POST /api/auth/sign-out': () => {
          signedIn = false;
          return json({ success: true });
        },
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'Log Out' }));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(signedIn).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(nav).queryByRole('link', { name: 'My Payments' })).not.toBeInTheDocument();
  });
});

describe('sidebar on a phone', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  function renderOnPhone(path = '/') {
    window.innerWidth = 390;
    const view = renderApp(path, { api: catalogApi });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    return { ...view, nav, menuButton };
  }

  it('is closed until the menu button opens it', async () => {
    const { user, nav, menuButton } = renderOnPhone();
    expect(nav).toHaveAttribute('inert');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();

    await user.click(menuButton);

    expect(nav).not.toHaveAttribute('inert');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('sidebar-overlay')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes on a click on the overlay', async () => {
    const { user, nav, menuButton } = renderOnPhone();
    await user.click(menuButton);
    await user.click(screen.getByTestId('sidebar-overlay'));
    expect(nav).toHaveAttribute('inert');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
  });

  it('closes with the close button, giving focus back to the menu button', async () => {
    const { user, nav, menuButton } = renderOnPhone();
    await user.click(menuButton);
    await user.click(within(nav).getByRole('button', { name: 'Close menu' }));
    expect(nav).toHaveAttribute('inert');
    expect(menuButton).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user, nav, menuButton } = renderOnPhone();
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(nav).toHaveAttribute('inert');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    const { user, nav, menuButton, router } = renderOnPhone();
    await user.click(menuButton);
    await user.click(within(nav).getByRole('link', { name: 'Clubs' }));
    // The screen's code loads lazily, so the navigation (and the closing) may take a tick.
    await waitFor(() => expect(router.state.location.pathname).toBe('/clubs'));
    await waitFor(() => expect(nav).toHaveAttribute('inert'));
    expect(
      await screen.findByRole('heading', { name: 'Make Your Monthly Club Payment' }),
    ).toBeInTheDocument();
  });
});
