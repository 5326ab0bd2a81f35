import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdmin } from '@/test/factories/users.ts';
import { json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

afterEach(() => vi.useRealTimers());

describe("an admin's tab left alone", () => {
  it('warns two minutes before 30 idle minutes, then signs out to the login page and says why', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    let signedOut = false;
    const { router } = renderApp('/students', {
      me: buildAdmin(),
      api: {
        'GET /api/session': () => json({ user: signedOut ? null : buildAdmin() }),
        'GET /api/admin/users': () => json({ items: [], total: 0, page: 1, pageSize: 20 }),
        'POST /api/auth/sign-out': () => {
          signedOut = true;
          return json({ success: true });
        },
      },
    });
    await screen.findByRole('heading', { level: 1 });

    vi.setSystemTime(Date.now() + 28.5 * 60_000);
    await vi.advanceTimersByTimeAsync(6_000);
    const warning = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(warning).toHaveTextContent('signed out in about 2 minutes');

    vi.setSystemTime(Date.now() + 2 * 60_000);
    await vi.advanceTimersByTimeAsync(6_000);
    await vi.waitFor(() => expect(signedOut).toBe(true));

    expect(router.state.location.pathname).toBe('/login');
    // Found by its words: while the login form's code loads, its placeholder's spinner is a status too.
    const notice = await screen.findByText(
      'You were signed out after 30 minutes without activity. Sign in again to go on.',
    );
    expect(notice).toHaveAttribute('role', 'status');
  });

  it('stays signed in when the admin answers the warning', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user, router } = renderApp('/students', {
      me: buildAdmin(),
      api: { 'GET /api/admin/users': () => json({ items: [], total: 0, page: 1, pageSize: 20 }) },
    });
    await screen.findByRole('heading', { level: 1 });
    vi.setSystemTime(Date.now() + 29 * 60_000);
    await vi.advanceTimersByTimeAsync(6_000);
    const warning = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await user.click(within(warning).getByRole('button', { name: 'Stay signed in' }));
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(router.state.location.pathname).toBe('/students');
    expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).toBeNull();
  });
});
