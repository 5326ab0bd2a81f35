import { signInAs } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';

test.describe('the shell', () => {
  test('a visitor sees the public sidebar links and Login', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'DPMS' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/tours');
    await expect(nav.getByRole('link', { name: 'Clubs' })).toHaveAttribute('href', '/clubs');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'My Payments' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  });

  test('at 390 px the sidebar opens from the menu button and closes from the overlay and the close button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeInViewport({ ratio: 0.95 });
    await page.getByTestId('sidebar-overlay').click({ position: { x: 370, y: 400 } });
    await expect(nav).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeInViewport({ ratio: 0.95 });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).not.toBeInViewport();
  });

  test('a guarded route sends a visitor to log in and then back where they were going', async ({
    page,
    student,
  }) => {
    await page.goto('/my-payments');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/my-payments$/);
    await expect(page.getByRole('heading', { name: 'My Payments' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText(student.name)).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('an admin-only route sends a student home', async ({ page, student }) => {
    await page.goto('/');
    await signInAs(page, student);
    await page.goto('/transaction-history');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown /api path is a JSON 404, an unknown page is the app', async ({ request, page }) => {
    const api = await request.get('/api/no-such-thing');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    await page.goto('/no-such-page');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
