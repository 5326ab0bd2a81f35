import { MESSAGES } from '@dpms/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMe } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { leaveTo } from '../browser-location.ts';
import '@/test/lazy-screens.ts';
import { homeApi } from '@/test/factories/api.ts';
import { pending } from '@/test/mock-api.ts';

vi.mock('../browser-location.ts', () => ({ leaveTo: vi.fn() }));

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], password = 'secret-pass') {
  await user.type(await screen.findByLabelText('Email'), 'nusrat@example.edu');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Login', () => {
  it('has the fields, the Remember me box and the links of the spec', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    // The form's code loads after the page (decision 0026).
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Create a Student account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Teacher account' })).toHaveAttribute(
      'href',
      '/teacher-register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });

  it('says "This field is required" beside each empty field, and re-checks as the user types', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('This field is required');

    await user.type(email, 'n');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
  });

  it('reads "Signing in..." and is disabled while signing in', async () => {
    const { user } = renderApp('/login', { api: { 'POST /api/auth/sign-in/email': pending } });
    await fillAndSubmit(user);
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it("shows the server's message in red under the fields when sign-in fails", async () => {
    const { user } = renderApp('/login', {
      api: {
        'POST /api/auth/sign-in/email': () =>
          apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'The e-mail or password is not correct.'),
      },
    });
    await fillAndSubmit(user, 'wrong-pass');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail or password is not correct.');
    expect(alert).toHaveClass('text-danger-700');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it.each([
    [
      'too many attempts',
      429,
      'TOO_MANY_REQUESTS',
      'Too many attempts. Please wait 42 seconds and try again.',
    ],
    ['a disabled account', 403, 'USER_BANNED', 'This account has been disabled. Contact the department.'],
    ['an unknown account', 401, 'INVALID_EMAIL_OR_PASSWORD', 'The e-mail or password is not correct.'],
  ])('says so clearly for %s', async (_case, status, code, message) => {
    const { user } = renderApp('/login', {
      api: { 'POST /api/auth/sign-in/email': () => apiError(status, code, message) },
    });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says the server cannot be reached when the network fails', async () => {
    const { user } = renderApp('/login', {
      api: { 'POST /api/auth/sign-in/email': () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach DPMS. Check your connection and try again.',
    );
  });

  it('says "Email is not verified", warns to verify first and can send the link again', async () => {
    let resentTo: unknown;
    const { user } = renderApp('/login', {
      api: {
        'POST /api/auth/sign-in/email': () => apiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify first'),
        'POST /api/auth/send-verification-email': (body) => {
          resentTo = body;
          return json({ status: true });
        },
      },
    });
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Email is not verified');
    expect(screen.getByText(MESSAGES.verifyBeforeLogin)).toBeInTheDocument();
    expect(MESSAGES.verifyBeforeLogin).toBe('Warning: Before login Your email Verify Please.');

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('A new verification link has been sent to your inbox.'),
    ).toBeInTheDocument();
    expect(resentTo).toEqual({ email: 'nusrat@example.edu', callbackURL: '/login' });
  });

  it('signs out at once and says "Email is not verified" when the session is for an unverified user', async () => {
    let signedIn = false;
    let signedOut = false;
    const { user } = renderApp('/login', {
      api: {
        'GET /api/session': () => json({ user: signedIn ? buildMe({ emailVerified: false }) : null }),
        'POST /api/auth/sign-in/email': () => {
          signedIn = true;
          return json({ redirect: false });
        },
        'POST /api/auth/sign-out': () => {
          signedOut = true;
          signedIn = false;
          return json({ success: true });
        },
      },
    });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is not verified');
    expect(signedOut).toBe(true);
  });

  it.each([
    ['TOKEN_EXPIRED', 'This link has expired or was already used. Please ask for a new one.'],
    ['INVALID_TOKEN', 'This link has expired or was already used. Please ask for a new one.'],
    ['access_denied', 'The third-party sign-in was cancelled.'],
    ['state_mismatch', 'The third-party sign-in did not work. Please try again.'],
  ])('explains ?error=%s that a link or the provider sent back', async (code, message) => {
    renderApp(`/login?error=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('signs in and returns to the page the guard turned the visitor away from', async () => {
    const me = buildMe({ name: 'Nusrat Jahan' });
    let signedIn = false;
    let sentBody: unknown;
    const { user, router } = renderApp('/my-profile', {
      api: {
        'GET /api/session': () => json({ user: signedIn ? me : null }),
        'POST /api/auth/sign-in/email': (body) => {
          sentBody = body;
          signedIn = true;
          return json({ redirect: false, token: 't' });
        },
      },
    });

    await user.type(await screen.findByLabelText('Email'), 'nusrat@example.edu');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-profile');
    expect(sentBody).toEqual({ email: 'nusrat@example.edu', password: 'secret-pass', rememberMe: true });
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Nusrat Jahan');
  });

  it('goes home after signing in when no page is remembered', async () => {
    let signedIn = false;
    const { user, router } = renderApp('/login', {
      api: {
        ...homeApi,
        'GET /api/session': () => json({ user: signedIn ? buildMe() : null }),
        'POST /api/auth/sign-in/email': () => {
          signedIn = true;
          return json({ redirect: false });
        },
      },
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Login with a third-party account', () => {
  it('offers no third-party button when the server has none configured', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /^Continue with/ })).not.toBeInTheDocument();
  });

  it('offers "Continue with …" and sends the browser to the provider', async () => {
    let sentBody: unknown;
    const { user } = renderApp('/login', {
      api: {
        'GET /api/auth-options': () => json({ oidc: true, oidcLabel: 'Continue with university account' }),
        'POST /api/auth/sign-in/oauth2': (body) => {
          sentBody = body;
          return json({ url: 'https://id.example.edu/authorize?x=1', redirect: false });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue with university account' }));

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://id.example.edu/authorize?x=1'));
    expect(sentBody).toEqual({
      providerId: 'oidc',
      callbackURL: '/',
      newUserCallbackURL: '/my-profile',
      errorCallbackURL: '/login',
      disableRedirect: true,
    });
  });

  it('says why when the third-party sign-in cannot start', async () => {
    const { user } = renderApp('/login', {
      api: {
        'GET /api/auth-options': () => json({ oidc: true, oidcLabel: 'Continue with university account' }),
        'POST /api/auth/sign-in/oauth2': () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue with university account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach DPMS. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Continue with university account' })).toBeEnabled();
  });
});
