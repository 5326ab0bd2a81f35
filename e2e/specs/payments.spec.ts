import { readFile } from 'node:fs/promises';
import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { cardNamed, myPaymentNamed } from '../fixtures/cards.ts';
import { finishOnSandbox } from '../fixtures/sandbox.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Paying for events and clubs end to end: our checkout, the SSLCommerz sandbox's hosted page, its
 * callback to the server, the result pages, My Payments, the receipt mail and the admin history.
 * Each journey pays as a student of its own for an event or club of its own; the admin's journey
 * has its payments made through the API first.
 */

const MOBILE = '01712345678';

test('a student pays for an event, sees it confirmed, registered, in My Payments and mailed', async ({
  page,
  api,
  student,
  mailbox,
}) => {
  const { destination } = await api.createEvent();
  await signInAs(page, student);
  await page.goto('/tours');
  await cardNamed(page, destination).getByRole('link', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/tours-checkout\//);
  await expect(page.getByRole('heading', { name: destination })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Checkout progress' })).toHaveAttribute(
    'aria-valuenow',
    '60',
  );
  const summary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(summary).toContainText('Total');
  await expect(page.getByLabel('Date')).toHaveAttribute('readonly', '');

  // The mobile number is checked before anything is sent.
  await page.getByLabel('Mobile Number').fill('12345');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Enter a Bangladeshi mobile number')).toBeVisible();

  await page.getByLabel('Mobile Number').fill(MOBILE);
  const checkout = page.waitForRequest((r) => r.url().endsWith('/checkout') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  expect((await checkout).postDataJSON()).toEqual({ mobile: MOBILE, method: 'all' });

  await finishOnSandbox(page, 'Pay');
  await expect(page).toHaveURL(/\/payment\/success\//);
  // The page may first say it is confirming with the bank; it settles within a few polls.
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText('Thank you for the registration. Check your email for the invoice.'),
  ).toBeVisible();
  const tranId = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByText(tranId)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Checkout progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  // The event now reads Registered, disabled.
  await page.goto('/tours');
  await expect(cardNamed(page, destination).getByRole('button', { name: 'Registered' })).toBeDisabled();

  // My Payments lists it as Paid, with a receipt.
  await page.goto('/my-payments');
  const row = myPaymentNamed(page, destination);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Receipt/ })).toHaveAttribute('href', /\/receipt\.pdf$/);

  // The receipt mail carries the PDF.
  const mail = await mailbox.waitFor(student.email, 'Your DPMS payment receipt');
  expect(await mailbox.pageOf(mail)).toMatch(/\.pdf \(application\/pdf/);
});

test('a failed payment lands on Payment Failed with a way to try again', async ({ page, api, student }) => {
  const { destination } = await api.createEvent();
  await signInAs(page, student);
  await page.goto('/tours');
  await cardNamed(page, destination).getByRole('link', { name: 'Register' }).click();
  await page.getByLabel('Mobile Number').fill(MOBILE);
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await finishOnSandbox(page, 'Fail');
  await expect(page).toHaveURL(/\/payment\/fail\//);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /\/tours-checkout\//);
  await expect(page.getByRole('link', { name: 'Go back to main page' })).toHaveAttribute('href', '/');

  await page.goto('/my-payments');
  const row = myPaymentNamed(page, destination);
  await expect(row.getByText('Not Paid')).toBeVisible();
});

test('a yearly club payment shows a countdown near 365 days and a disabled Paid button', async ({
  page,
  api,
  student,
}) => {
  const { clubName } = await api.createClub();
  await signInAs(page, student);
  await page.goto('/clubs');
  const card = cardNamed(page, clubName);
  await card.getByRole('link', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByRole('heading', { name: clubName })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(summary).toContainText('Monthly membership');
  await page.getByText('Yearly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(summary).toContainText('Yearly membership');

  await page.getByLabel('Mobile Number').fill(MOBILE);
  const checkout = page.waitForRequest((r) => r.url().endsWith('/checkout') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  expect((await checkout).postDataJSON()).toEqual({ mobile: MOBILE, plan: 'yearly', method: 'all' });

  await finishOnSandbox(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/clubs');
  const member = cardNamed(page, clubName);
  await expect(member.getByRole('timer', { name: 'Membership time left' })).toContainText(/36[45]/);
  await expect(member.getByRole('button', { name: 'Paid' })).toBeDisabled();
});

test('the admin finds both payments in Payment History and downloads the CSV', async ({
  page,
  api,
  student,
  payAs,
}) => {
  // What the student journeys above do on screen, done here through the API and the sandbox: a
  // paid event, a failed one and a yearly club membership.
  const paidEvent = await api.createEvent();
  const failedEvent = await api.createEvent({ destination: api.name('Srimangal Tea Gardens') });
  const club = await api.createClub();
  const pay = await payAs(student);
  const mobile = MOBILE;
  await pay(`/api/tours/${paidEvent.id}/checkout`, { mobile }, 'paid');
  await pay(`/api/tours/${failedEvent.id}/checkout`, { mobile }, 'failed');
  await pay(`/api/clubs/${club.id}/checkout`, { mobile, plan: 'yearly' }, 'paid');
  const paid = { event: paidEvent.destination, failedEvent: failedEvent.destination, club: club.clubName };

  await signInAs(page, demoAdmin);
  await page.goto('/transaction-history');
  await expect(page.getByRole('heading', { name: 'Payment History' })).toBeVisible();

  // Clubs first: the yearly membership.
  const clubGroup = page.getByRole('region', { name: paid.club });
  await expect(
    clubGroup.getByRole('row', { name: new RegExp(student.name) }).getByText('Paid', { exact: true }),
  ).toBeVisible();

  // Events: the paid one and the failed one, each in its own group.
  await page.getByRole('button', { name: 'Events' }).click();
  const event = page.getByRole('region', { name: paid.event });
  await expect(
    event.getByRole('row', { name: new RegExp(student.name) }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await expect(event).toContainText('1 paid');
  const failed = page.getByRole('region', { name: paid.failedEvent });
  await expect(failed.getByRole('row', { name: new RegExp(student.name) })).toContainText('Not Paid');

  // A row opens the payment with its gateway callbacks.
  await event.getByRole('row', { name: new RegExp(student.name) }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment details' });
  await expect(dialog.getByText('Gateway callbacks')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Refund' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV', exact: true }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  const [header] = csv.split(/\r?\n/);
  expect(header).toContain('Transaction ID');
  expect(header).toContain('Student ID');
  expect(csv).toContain(student.name);
  expect(csv).toContain(paid.event);
});
