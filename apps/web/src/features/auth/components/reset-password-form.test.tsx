import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import '@/test/lazy-screens.ts';

const DEAD = 'This link has expired or was already used. Please ask for a new one.';

describe('Reset password', () => {
  it.each([
    ['?error=INVALID_TOKEN', '/reset-password?error=INVALID_TOKEN'],
    ['no token at all', '/reset-password'],
  ])('says the link is dead for %s, with a way to ask for a new one', async (_case, path) => {
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('uses the password rules of registration', async () => {
    const { user } = renderApp('/reset-password?token=abc');
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), '-now-long');
    await user.type(screen.getByLabelText('Confirm Password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sets the new password with the token, toasts and goes to /login', async () => {
    let sent: unknown;
    const { user, router } = renderApp('/reset-password?token=abc123', {
      api: {
        'POST /api/auth/reset-password': (body) => {
          sent = body;
          return json({ status: true });
        },
      },
    });
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ newPassword: 'brand-new-pass', token: 'abc123' });
  });

  it('says the link is dead when the server refuses the token', async () => {
    const { user } = renderApp('/reset-password?token=used', {
      api: { 'POST /api/auth/reset-password': () => apiError(400, 'INVALID_TOKEN', DEAD) },
    });
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
