import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { demoAdmin, demoStudent, signInAs } from '../fixtures/accounts.ts';

/**
 * Paying for events and clubs end to end: our checkout, the SSLCommerz sandbox's hosted page, its
 * callback to the server, the result pages, My Payments, the receipt mail and the admin history.
 * The journeys build on each other (what the student pays, the admin then finds), so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const MOBILE = '01712345678';
/** Filled in as the journeys go, for the admin's journey at the end. */
const paid = { event: '', failedEvent: '', club: '' };

type SandboxButton = 'Pay' | 'Fail' | 'Cancel';

/** On the sandbox's hosted page: press an outcome, then "Return to merchant" (the real one auto-posts). */
async function finishOnSandbox(page: Page, button: SandboxButton) {
  await expect(page).toHaveURL(/\/sandbox\/sslcommerz\/gw\.php/);
  await expect(page.getByRole('note')).toContainText('SANDBOX');
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('button', { name: 'Return to merchant' }).click();
}

/** The first event card on /tours whose Register is enabled (a link, not a disabled button). */
async function firstOpenEvent(page: Page, skip: string[] = []) {
  await page.goto('/tours');
  const cards = page.locator('article').filter({ has: page.getByRole('link', { name: 'Register' }) });
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const destination = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    if (!skip.includes(destination)) return { card, destination };
  }
  throw new Error('no open event left on /tours');
}

test('a student pays for an event, sees it confirmed, registered, in My Payments and mailed', async ({
  page,
}) => {
  await signInAs(page, demoStudent);
  const { card, destination } = await firstOpenEvent(page);
  paid.event = destination;
  await card.getByRole('link', { name: 'Register' }).click();

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
  expect((await checkout).postDataJSON()).toEqual({ mobile: MOBILE });

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
  const eventCard = page.locator('article').filter({ has: page.getByRole('heading', { name: destination }) });
  await expect(eventCard.getByRole('button', { name: 'Registered' })).toBeDisabled();

  // My Payments lists it as Paid, with a receipt.
  await page.goto('/my-payments');
  const row = page.getByRole('row', { name: new RegExp(destination) });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Receipt/ })).toHaveAttribute('href', /\/receipt\.pdf$/);

  // The receipt mail carries the PDF.
  await expect
    .poll(async () => newestMailTo(page, demoStudent.email, 'Your DPMS payment receipt'), { timeout: 20_000 })
    .not.toBeNull();
  const mail = await newestMailTo(page, demoStudent.email, 'Your DPMS payment receipt');
  const mailPage = await page.request.get(`/dev/mailbox/${mail?.id}`);
  expect(await mailPage.text()).toMatch(/\.pdf \(application\/pdf/);
});

test('a failed payment lands on Payment Failed with a way to try again', async ({ page }) => {
  await signInAs(page, demoStudent);
  const { card, destination } = await firstOpenEvent(page, [paid.event]);
  paid.failedEvent = destination;
  await card.getByRole('link', { name: 'Register' }).click();
  await page.getByLabel('Mobile Number').fill(MOBILE);
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await finishOnSandbox(page, 'Fail');
  await expect(page).toHaveURL(/\/payment\/fail\//);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /\/tours-checkout\//);
  await expect(page.getByRole('link', { name: 'Go back to main page' })).toHaveAttribute('href', '/');

  await page.goto('/my-payments');
  const row = page.getByRole('row', { name: new RegExp(destination) });
  await expect(row.getByText('Not Paid')).toBeVisible();
});

test('a yearly club payment shows a countdown near 365 days and a disabled Paid button', async ({ page }) => {
  await signInAs(page, demoStudent);
  await page.goto('/clubs');
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('link', { name: 'Pay Now' }) })
    .first();
  const clubName = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  paid.club = clubName;
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
  expect((await checkout).postDataJSON()).toEqual({ mobile: MOBILE, plan: 'yearly' });

  await finishOnSandbox(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/clubs');
  const member = page.locator('article').filter({ has: page.getByRole('heading', { name: clubName }) });
  await expect(member.getByRole('timer', { name: 'Membership time left' })).toContainText(/36[45]/);
  await expect(member.getByRole('button', { name: 'Paid' })).toBeDisabled();
});

test('the admin finds both payments in Payment History and downloads the CSV', async ({ page }) => {
  await signInAs(page, demoAdmin);
  await page.goto('/transaction-history');
  await expect(page.getByRole('heading', { name: 'Payment History' })).toBeVisible();

  // Clubs first: the yearly membership.
  const club = page.getByRole('region', { name: paid.club });
  await expect(
    club.getByRole('row', { name: new RegExp(demoStudent.name) }).getByText('Paid', { exact: true }),
  ).toBeVisible();

  // Events: the paid one and the failed one, each in its own group.
  await page.getByRole('button', { name: 'Events' }).click();
  const event = page.getByRole('region', { name: paid.event });
  await expect(
    event.getByRole('row', { name: new RegExp(demoStudent.name) }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await expect(event).toContainText('1 paid');
  const failed = page.getByRole('region', { name: paid.failedEvent });
  await expect(failed.getByRole('row', { name: new RegExp(demoStudent.name) })).toContainText('Not Paid');

  // A row opens the payment with its gateway callbacks.
  await event.getByRole('row', { name: new RegExp(demoStudent.name) }).click();
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
  expect(csv).toContain(demoStudent.name);
  expect(csv).toContain(paid.event);
});

type MailSummary = { id: string; to: string; subject: string; date: string };

async function newestMailTo(page: Page, to: string, subject: string): Promise<MailSummary | null> {
  const res = await page.request.get('/dev/mailbox.json');
  const mails = (await res.json()) as MailSummary[];
  const matching = mails
    .filter((m) => m.to.includes(to) && m.subject === subject)
    .sort((a, b) => b.date.localeCompare(a.date));
  return matching[0] ?? null;
}
