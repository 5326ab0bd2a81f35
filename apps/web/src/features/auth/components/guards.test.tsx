import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import '@/test/lazy-screens.ts';
import { homeApi } from '@/test/factories/api.ts';

const fromOf = (state: unknown) => (state as { from?: { pathname: string } } | null)?.from?.pathname;

describe('RequireAuth', () => {
  it('sends a visitor from /my-payments to /login, remembering where they came from', async () => {
    const { router } = renderApp('/my-payments');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fromOf(router.state.location.state)).toBe('/my-payments');
  });

  it('shows the page to a signed-in user', async () => {
    renderApp('/my-profile', { me: buildMe() });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('shows a spinner, not a redirect, while the session loads', async () => {
    const { router } = renderApp('/my-payments', {
      api: { 'GET /api/session': () => new Promise<Response>(() => {}) },
    });
    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-payments');
  });
});

describe('RequireAdmin', () => {
  it('sends a student from /students to /, remembering where they came from', async () => {
    const { router } = renderApp('/students', { me: buildMe(), api: homeApi });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fromOf(router.state.location.state)).toBe('/students');
  });

  it('sends a visitor from /addtour to /', async () => {
    const { router } = renderApp('/addtour', { api: homeApi });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page to an admin', async () => {
    renderApp('/students', {
      me: buildAdmin(),
      api: { 'GET /api/admin/users': () => json({ items: [], page: 1, pageSize: 5, total: 0 }) },
    });
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });
});
