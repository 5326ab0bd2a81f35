import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/test/factories/users.ts';
import { json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { deviceName } from './sessions-card.tsx';

const session = (id: string, current: boolean, userAgent: string) => ({
  id,
  signedInAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-24T08:00:00.000Z',
  ipAddress: '103.4.145.2',
  userAgent,
  current,
});

describe('My Profile: where you are signed in', () => {
  it('lists the sessions, marks this device, and signs the others out', async () => {
    let items = [
      session('a', true, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36'),
      session('b', false, 'Mozilla/5.0 (Linux; Android 14) Chrome/150.0 Mobile Safari/537.36'),
    ];
    const { user } = renderApp('/my-profile', {
      me: buildMe(),
      api: {
        'GET /api/me/sessions': () => json({ items }),
        'POST /api/me/sessions/sign-out-others': () => {
          items = items.filter((s) => s.current);
          return json({ signedOut: 1 });
        },
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Where you are signed in' })).closest('div')!;
    expect(await within(card).findByText('Chrome on Android')).toBeInTheDocument();
    expect(within(card).getByText('This device')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('Signed out 1 other session.')).toBeInTheDocument();
    expect(within(card).queryByText('Chrome on Android')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
  });

  it('names devices from their browser', () => {
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile Safari/604.1')).toBe(
      'Safari on iOS',
    );
  });
});
