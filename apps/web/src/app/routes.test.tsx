import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogApi } from '@/test/factories/api.ts';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { renderApp } from '@/test/render-app.tsx';

describe('routes', () => {
  it.each([
    ['/', 'Home'],
    ['/register', 'Create a Student account'],
    ['/teacher-register', 'Teacher registration'],
    ['/forget-password', 'Forgot password'],
    ['/tours', 'Upcoming Events'],
    ['/tours/42', 'Sajek Valley'],
    ['/clubs', 'Make Your Monthly Club Payment'],
    ['/club/7', 'CSE Programming Club'],
    ['/announcements/3', 'Announcements from Department'],
    ['/payment/success/TRX-123', 'We could not check this payment'],
    ['/payment/fail/TRX-123', 'Payment Failed'],
  ])('%s shows "%s" to a visitor', async (path, heading) => {
    renderApp(path, { api: catalogApi });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/tours-checkout/42', 'Event checkout'],
    ['/checkout/7', 'Club checkout'],
    ['/my-payments', 'My Payments'],
    ['/my-profile', 'My Profile'],
  ])('%s shows "%s" to a student', async (path, heading) => {
    renderApp(path, { me: buildMe(), api: catalogApi });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/addclub', 'Add a Club'],
    ['/addtour', 'Add an Event'],
    ['/students', 'User Management'],
    ['/transaction-history', 'Payment History'],
    ['/admin/discounts', 'Discounts and waivers'],
  ])('%s shows "%s" to an admin', async (path, heading) => {
    renderApp(path, { me: buildAdmin(), api: catalogApi });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it("paints the layout and the screen's title, over grey placeholders, while its code loads", async () => {
    renderApp('/tours', { api: catalogApi });
    // At once: the sidebar's links and the title from the catalog, before the screen's module.
    const skeleton = screen.getByRole('status', { name: 'Loading' });
    expect(skeleton).toHaveTextContent('Upcoming Events');
    expect(screen.getAllByRole('link', { name: 'Clubs' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeInTheDocument();
    expect(skeleton).not.toBeInTheDocument();
  });

  it('shows the transaction ID on the success page', async () => {
    renderApp('/payment/success/TRX-123', { api: catalogApi });
    expect(await screen.findByText('TRX-123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('shows a friendly page with a way home for an unknown address', async () => {
    renderApp('/no-such-page', { api: catalogApi });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
