import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import '@/test/lazy-screens.ts';
import { homeApi } from '@/test/factories/api.ts';

const URI = 'otpauth://totp/DPMS:karim%40example.edu?secret=MRYG24ZNMRSW23ZNMFSG22LOFV2G65DQ&issuer=DPMS';

describe('two-factor sign-in', () => {
  it('asks for the code from the app after a right password, and signs in with it', async () => {
    let signedIn = false;
    const codes: unknown[] = [];
    const { user, router } = renderApp('/login', {
      api: {
        ...homeApi,
        'GET /api/session': () => json({ user: signedIn ? buildAdmin() : null }),
        'POST /api/auth/sign-in/email': () => json({ twoFactorRedirect: true }),
        'POST /api/auth/two-factor/verify-totp': (body) => {
          codes.push(body);
          if ((body as { code: string }).code !== '123456')
            return apiError(401, 'INVALID_CODE', 'Invalid code');
          signedIn = true;
          return json({ token: 't' });
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'karim@example.edu');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const field = await screen.findByLabelText('Authentication code');
    expect(screen.getByText(/enter the 6-digit code for DPMS \(karim@example.edu\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field).toHaveAccessibleDescription('Enter the code');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(codes).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('takes a recovery code instead', async () => {
    let signedIn = false;
    const { user, router } = renderApp('/login', {
      api: {
        ...homeApi,
        'GET /api/session': () => json({ user: signedIn ? buildAdmin() : null }),
        'POST /api/auth/sign-in/email': () => json({ twoFactorRedirect: true }),
        'POST /api/auth/two-factor/verify-backup-code': () => {
          signedIn = true;
          return json({ token: 't' });
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'karim@example.edu');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'AbCdE-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends an admin without it to the setup, which shows the key and then the recovery codes', async () => {
    let enabled = false;
    const { user, router } = renderApp('/students', {
      api: {
        'GET /api/session': () => json({ user: buildAdmin({ twoFactorEnabled: enabled }) }),
        'POST /api/auth/two-factor/enable': (body) =>
          (body as { password: string }).password === 'secret-pass'
            ? json({ totpURI: URI, backupCodes: ['aaaaa-11111', 'bbbbb-22222'] })
            : apiError(400, 'INVALID_PASSWORD', 'The current password is not correct.'),
        'POST /api/auth/two-factor/verify-totp': () => {
          enabled = true;
          return json({ token: 't' });
        },
        'GET /api/admin/users': () => json({ items: [], page: 1, pageSize: 5, total: 0 }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/two-factor-setup');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('setup-key')).toHaveTextContent('MRYG 24ZN MRSW 23ZN MFSG 22LO FV2G 65DQ');
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveTextContent('aaaaa-11111');
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/students'));
  });
});
