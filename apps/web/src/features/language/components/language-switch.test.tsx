import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogApi } from '@/test/factories/api.ts';
import { buildMe } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

describe('language switch', () => {
  it('turns the login screen into Bangla, sets <html lang> and remembers it in this browser', async () => {
    const { user, fetchMock } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getAllByRole('button', { name: 'বাংলা' })[0] as HTMLElement);

    expect(await screen.findByRole('heading', { name: 'আপনার অ্যাকাউন্টে লগ ইন করুন' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(document.title).toBe('আপনার অ্যাকাউন্টে লগ ইন করুন · DPMS');
    expect(localStorage.getItem('dpms_lang')).toBe('bn');
    expect(document.cookie).toContain('dpms_lang=bn');
    // A visitor has no account to keep it on.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(screen.getAllByRole('button', { name: 'English' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('dpms_lang')).toBe('en');
  });

  it('shows the shared validation messages in Bangla, and follows a switch while they are shown', async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    await user.click(screen.getAllByRole('button', { name: 'বাংলা' })[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'লগ ইন' }));

    expect(await screen.findAllByText('এই ঘরটি পূরণ করা আবশ্যক')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'English' })[0] as HTMLElement);
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });

  it("keeps a signed-in user's choice on their account and asks the server in that language", async () => {
    const patches: unknown[] = [];
    const { user, fetchMock } = renderApp('/', {
      me: buildMe({ name: 'Nusrat Jahan' }),
      api: {
        ...catalogApi,
        // The server may not know the field yet: its refusal is ignored.
        'PATCH /api/me': (body) => {
          patches.push(body);
          return apiError(400, 'VALIDATION', 'Unrecognized key: locale');
        },
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByText('Nusrat Jahan');

    await user.click(within(nav).getByRole('button', { name: 'বাংলা' }));

    expect(await within(nav).findByRole('link', { name: 'আমার পেমেন্ট' })).toBeInTheDocument();
    await waitFor(() => expect(patches).toEqual([{ locale: 'bn' }]));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[1]?.headers).toMatchObject({ 'Accept-Language': 'bn' });
    expect(within(nav).getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("switches to the language kept on a signed-in user's account", async () => {
    const me = buildMe({ name: 'Nusrat Jahan' });
    const { queryClient } = renderApp('/', {
      me,
      api: { ...catalogApi, 'GET /api/session': () => json({ user: me }) },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByText('Nusrat Jahan');

    act(() => queryClient.setQueryData(['me'], { ...me, locale: 'bn' }));

    expect(await within(nav).findByRole('link', { name: 'হোম' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem('dpms_lang')).toBe('bn');
  });

  it('carries a choice made before signing in to the account, instead of switching back', async () => {
    const patches: unknown[] = [];
    const { user, queryClient } = renderApp('/login', {
      api: {
        ...catalogApi,
        'PATCH /api/me': (body) => {
          patches.push(body);
          return json({ ...buildMe(), locale: 'bn' });
        },
      },
    });
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    await user.click(screen.getAllByRole('button', { name: 'বাংলা' })[0] as HTMLElement);
    await screen.findByRole('heading', { name: 'আপনার অ্যাকাউন্টে লগ ইন করুন' });

    // Signed in: the account still says English, from before.
    act(() => queryClient.setQueryData(['me'], buildMe({ locale: 'en' })));

    await waitFor(() => expect(patches).toEqual([{ locale: 'bn' }]));
    expect(document.documentElement.lang).toBe('bn');
  });
});
