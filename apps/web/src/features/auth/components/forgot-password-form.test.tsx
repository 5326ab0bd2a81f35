import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import '@/test/lazy-screens.ts';

describe('Forgot password', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has an email input and a Send Reset Email button', async () => {
    renderApp('/forget-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send Reset Email' })).toBeInTheDocument();
  });

  it('asks for a valid e-mail address', async () => {
    const { user } = renderApp('/forget-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'nusrat@');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('sends the mail, says to check the inbox, and returns to /login when the toast is closed', async () => {
    let sent: unknown;
    const { user, router } = renderApp('/forget-password', {
      api: {
        'POST /api/auth/request-password-reset': (body) => {
          sent = body;
          return json({ status: true });
        },
      },
    });
    await user.type(await screen.findByLabelText('Email address'), 'Nusrat@Example.edu');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));

    expect(await screen.findByText('Please Check your email and reset your password')).toBeInTheDocument();
    expect(
      await screen.findByText('An email with reset instructions has been sent to your inbox.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ email: 'nusrat@example.edu', redirectTo: '/reset-password' });
    expect(router.state.location.pathname).toBe('/forget-password');

    // A plain click: sonner's swipe handling wants pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('returns to /login when the success toast closes by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/forget-password', {
      api: { 'POST /api/auth/request-password-reset': () => json({ status: true }) },
    });
    fireEvent.change(await screen.findByLabelText('Email address'), {
      target: { value: 'nusrat@example.edu' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(
      await screen.findByText('An email with reset instructions has been sent to your inbox.'),
    ).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(5000 + 1000)); // the toast's 5 s (SPEC section 9), then its exit
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's message as an error toast when sending fails", async () => {
    const { user, router } = renderApp('/forget-password', {
      api: {
        'POST /api/auth/request-password-reset': () =>
          apiError(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Please wait a minute and try again.'),
      },
    });
    await user.type(await screen.findByLabelText('Email address'), 'nusrat@example.edu');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));

    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please Check your email and reset your password')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forget-password');
  });
});
