import type { Page } from '@playwright/test';
import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { cardNamed, myPaymentNamed } from '../fixtures/cards.ts';
import { finishOnSandbox } from '../fixtures/sandbox.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The payment method before the gateway (decision 0050): the student picks bKash, Nagad, Rocket,
 * a card or all methods at checkout; SSLCommerz (here, its sandbox) opens on it; what the gateway
 * says was used is on the receipt, in My Payments and in the admin's Payment History; and the
 * next checkout starts on the same method, on another device too.
 */

const MOBILE = '01712345678';

/** The checkout's "Pay with" group, and one of its methods by name. */
const payWith = (page: Page) => page.getByRole('group', { name: 'Pay with' });

test('a student picks bKash, the sandbox opens on bKash, they pay, and the receipt and My Payments say bKash', async ({
  page,
  browser,
  api,
  student,
  mailbox,
}) => {
  const { destination } = await api.createEvent();
  await signInAs(page, student);
  await page.goto('/tours');
  await cardNamed(page, destination).getByRole('link', { name: 'Register' }).click();

  // A student who never chose starts on "All methods"; picking is a plain radio group.
  const methods = payWith(page);
  await expect(methods.getByRole('radio')).toHaveCount(5);
  await expect(methods.getByRole('radio', { name: 'All methods' })).toBeChecked();
  await methods.getByText('bKash', { exact: true }).click();
  await expect(methods.getByRole('radio', { name: 'bKash' })).toBeChecked();
  await expect(methods.getByRole('radio', { name: 'All methods' })).not.toBeChecked();

  await page.getByLabel('Mobile Number').fill(MOBILE);
  const checkout = page.waitForRequest((r) => r.url().endsWith('/checkout') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  // Only the method's key leaves the browser; the server decides what SSLCommerz is told.
  expect((await checkout).postDataJSON()).toEqual({ mobile: MOBILE, method: 'bkash' });

  // The sandbox's page opens on bKash alone, as SSLCommerz does with multi_card_name=bkash.
  await expect(page).toHaveURL(/\/sandbox\/sslcommerz\/gw\.php/);
  const onGateway = page.getByRole('group', { name: 'Pay with' });
  await expect(onGateway.getByRole('radio')).toHaveCount(1);
  await expect(onGateway.getByRole('radio', { name: 'bKash' })).toBeChecked();
  await finishOnSandbox(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });

  // My Payments says what the gateway reported it was paid with.
  await page.goto('/my-payments');
  const row = myPaymentNamed(page, destination);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('bKash', { exact: true })).toBeVisible();

  // So does the receipt: the PDF and the mail.
  const receiptUrl = await row.getByRole('link', { name: /Receipt/ }).getAttribute('href');
  const pdf = await page.request.get(receiptUrl ?? '');
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const mail = await mailbox.waitFor(student.email, 'Your DPMS payment receipt');
  expect(await mailbox.pageOf(mail)).toContain('Paid with: bKash');

  // The next checkout starts on bKash, on another device too: the server keeps the choice.
  const other = await api.createEvent({ destination: api.name('Ratargul Swamp Forest') });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const second = await phone.newPage();
    await signInAs(second, student);
    await second.goto(`/tours-checkout/${other.id}`);
    await expect(payWith(second).getByRole('radio', { name: 'bKash' })).toBeChecked();
  } finally {
    await phone.close();
  }
});

test('the admin reads each payment’s method in Payment History', async ({ page, api, student, payAs }) => {
  const event = await api.createEvent();
  const pay = await payAs(student);
  // Paid on the sandbox without a browser: its page opened on Nagad, and Nagad is what it took.
  await pay(`/api/tours/${event.id}/checkout`, { mobile: MOBILE, method: 'nagad' }, 'paid');

  await signInAs(page, demoAdmin);
  await page.goto('/transaction-history');
  await page.getByRole('button', { name: 'Events', exact: true }).click();
  const group = page.getByRole('region', { name: event.destination, exact: true });
  const payment = group.getByRole('row', { name: new RegExp(student.name) });
  await expect(payment.getByText('Nagad', { exact: true })).toBeVisible();

  await payment.click();
  const dialog = page.getByRole('dialog', { name: 'Payment details' });
  await expect(dialog.getByText('NAGAD-Nagad')).toBeVisible();
  await expect(dialog.getByText('Chosen at checkout')).toBeVisible();
});

/**
 * Pictures of the checkout's method picker and the sandbox's page, in English and Bangla, at
 * 1366 and 390 px, for a person to look at: `PAY_METHOD_SHOTS=/tmp/shots-32 npx playwright test
 * pay-method`. Skipped otherwise.
 */
test('screenshots of the picker and the sandbox page', async ({ browser, api, student, baseURL }) => {
  const dir = process.env.PAY_METHOD_SHOTS;
  test.skip(!dir, 'set PAY_METHOD_SHOTS to a folder to take them');
  test.slow();
  const event = await api.createEvent({ destination: api.name('Sajek Valley') });
  const club = await api.createClub();
  for (const language of ['en', 'bn'] as const) {
    for (const width of [1366, 390]) {
      const context = await browser.newContext({
        viewport: { width, height: width > 1000 ? 900 : 844 },
        deviceScaleFactor: width > 1000 ? 1 : 2,
      });
      await context.addCookies([{ name: 'dpms_lang', value: language, url: String(baseURL) }]);
      await context.addInitScript((lang) => window.localStorage.setItem('dpms_lang', lang), language);
      const page = await context.newPage();
      await signInAs(page, student);
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${dir}/${name}-${language}-${width}.png`, fullPage });

      await page.goto(`/tours-checkout/${event.id}`);
      await expect(page.getByRole('radio')).toHaveCount(5);
      await page.getByRole('radio').nth(0).check({ force: true });
      await shot('event-checkout');
      await page
        .getByRole('group')
        .filter({ has: page.getByRole('radio') })
        .screenshot({ path: `${dir}/picker-${language}-${width}.png` });
      await page.goto(`/checkout/${club.id}`);
      await expect(page.getByRole('radio')).toHaveCount(7);
      await shot('club-checkout');

      // The sandbox's page: opened on bKash, and with every method.
      for (const method of ['bkash', 'all'] as const) {
        const started = await page.request.post(`/api/tours/${event.id}/checkout`, {
          data: { mobile: MOBILE, method },
          headers: { origin: String(baseURL) },
        });
        expect(started.status()).toBe(201);
        await page.goto((await started.json()).url);
        await shot(`sandbox-${method}`);
      }
      await context.close();
    }
  }
});
