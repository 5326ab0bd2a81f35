import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { cardNamed } from '../fixtures/cards.ts';
import { expectFocusTrappedIn, tabTo } from '../fixtures/keyboard.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Keyboard-only journeys (issue 10): no mouse, only Tab, Shift+Tab, Enter, Space, Escape and
 * typing. A student signs in, pays for an event through the sandbox gateway and hears it
 * confirmed; an admin refunds a payment from Payment History. Every stop shows its focus.
 */

const MOBILE = '01712345678';

test('a student signs in, pays for an event and lands on the success page with the keyboard alone', async ({
  page,
  api,
  student,
}) => {
  const { destination } = await api.createEvent();
  await page.goto('/login');
  // The page is there (its language's messages loaded) before a person starts pressing keys.
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  // The first Tab reaches the skip link, which shows itself and jumps to the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(student.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(student.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  // To Events by the sidebar, then the event's Register link.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Events' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tours$/);
  await tabTo(page, cardNamed(page, destination).getByRole('link', { name: 'Register' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tours-checkout\//);

  // A wrong number is refused at its field, and the field says why.
  const mobile = page.getByLabel('Mobile Number');
  await tabTo(page, mobile);
  await page.keyboard.type('12345');
  await page.keyboard.press('Enter');
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription(/Enter a Bangladeshi mobile number/);
  await expect(mobile).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(MOBILE);
  await page.keyboard.press('Enter');

  // The sandbox gateway's page: Pay, then Return to merchant.
  await expect(page).toHaveURL(/\/sandbox\/sslcommerz\/gw\.php/);
  await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Return to merchant' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/payment\/success\//);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });
  // Said aloud, not only shown: the page's polite live region carries the outcome.
  await expect(page.getByTestId('live-announcer')).toHaveText('Payment Successful!');
});

test('an admin refunds a payment from Payment History with the keyboard alone', async ({
  page,
  api,
  student,
  payAs,
}) => {
  // Named to come first in Payment History, before the demo's events and their payments: the
  // Tab presses to it fit in the fresh sign-in below.
  const event = await api.createEvent({ destination: api.name('Ahsan Manzil') });
  const pay = await payAs(student);
  const tranId = await pay(`/api/tours/${event.id}/checkout`, { mobile: MOBILE }, 'paid');

  // A refund wants a sign-in younger than 45 s on this server: the keyboard journey starts right after one.
  await signInAs(page, demoAdmin);
  await page.goto('/transaction-history');
  await expect(page.getByRole('heading', { name: 'Payment History' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Events' }));
  await page.keyboard.press('Enter');

  const group = page.getByRole('region', { name: event.destination, exact: true });
  const opener = group.getByRole('button', { name: `view payment ${tranId}` });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Payment details' });
  await expect(dialog.getByText('Gateway callbacks')).toBeVisible();
  await expectFocusTrappedIn(page, dialog);

  // Escape closes it and focus goes back to the payment that opened it; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Gateway callbacks')).toBeVisible();

  await tabTo(page, dialog.getByRole('button', { name: 'Refund', exact: true }));
  await page.keyboard.press('Enter');
  const reason = dialog.getByLabel('Reason for the refund');
  await tabTo(page, reason);
  await page.keyboard.type('The student cannot travel on the departure date.');
  const refund = dialog.getByRole('button', { name: /^Refund Tk/ });
  await tabTo(page, refund);
  const fee = (await refund.textContent())?.replace(/^Refund /, '').trim() ?? '';
  await page.keyboard.press('Enter');

  // The confirmation is a dialog of its own: focus is in it, and Tab stays there.
  const confirm = page.getByRole('dialog', { name: `Refund ${fee}?` });
  await expect(confirm).toBeVisible();
  await expectFocusTrappedIn(page, confirm, 4);
  await tabTo(page, confirm.getByRole('button', { name: `Yes, refund ${fee}` }));
  await page.keyboard.press('Enter');

  // The toast is announced: it sits in sonner's polite live region.
  const toast = page.getByText(`${fee} refunded to ${student.name}`);
  await expect(toast).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ has: toast })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
