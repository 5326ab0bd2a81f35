import type { Locator, Page } from '@playwright/test';
import { demoAdmin, signInAs, withTotpCode } from '../fixtures/accounts.ts';
import { dhakaDateIn } from '../fixtures/admin-api.ts';
import { myPaymentNamed } from '../fixtures/cards.ts';
import { finishOnSandbox } from '../fixtures/sandbox.ts';
import { expect, test } from '../fixtures/test.ts';
import { uniqueTag } from '../fixtures/unique.ts';

/**
 * Discount codes and waivers (issue 32): an admin makes a code on "Discounts and waivers", a
 * student applies it at checkout and pays the reduced price through the sandbox; and an admin
 * waives a student's fee, which the student finds in My Payments as Waived. Each journey makes
 * its own event, code and student.
 */

const MOBILE = '01712345678';

/** The admin's screen, by the sidebar. */
async function openDiscounts(admin: Page) {
  await admin.goto('/');
  await admin
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Discounts and waivers' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Discounts and waivers' })).toBeVisible();
}

/**
 * After a confirmation: the server may first want a fresh authenticator code (older than 45 s on
 * the e2e server); enter it when it asks, then wait for `done`.
 */
async function confirmItIsYouIfAsked(admin: Page, done: Locator) {
  const prompt = admin.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(prompt.or(done)).toBeVisible({ timeout: 30_000 });
  if (await prompt.isVisible()) {
    await withTotpCode(demoAdmin.totpKey, async (code) => {
      await prompt.getByLabel('Authentication code').fill(code);
      await prompt.getByRole('button', { name: 'Confirm' }).click();
      await expect(prompt).toBeHidden();
    });
  }
  await expect(done).toBeVisible({ timeout: 30_000 });
}

test('an admin makes a 20 % code for an event; a student applies it, pays the reduced price, and My Payments shows the code', async ({
  page,
  adminPage: admin,
  api,
  student,
}) => {
  // Two people, a sandbox payment and a reload: over two minutes on a busy machine's first run.
  test.slow();
  // Tk 2,500 (the fixture's fee): 20 % off is Tk 500.
  const event = await api.createEvent();
  const code = `E2E-${uniqueTag()}`.toUpperCase().slice(0, 24);

  await openDiscounts(admin);
  const create = admin.getByRole('form', { name: 'Create a code' });
  await create.getByLabel('Code').fill(code);
  await create.getByLabel('Last day').fill(dhakaDateIn(30));
  await expect(create.getByRole('radio', { name: 'Percentage' })).toBeChecked();
  await create.getByLabel('Percentage off').fill('20');
  await create.getByLabel('For').selectOption({ label: 'One event' });
  await create.getByLabel('Event', { exact: true }).selectOption({ label: event.destination });
  await create.getByLabel('Uses allowed').fill('5');
  await create.getByRole('button', { name: 'Create code' }).click();
  await expect(admin.getByText(`Code ${code} created`)).toBeVisible();
  const listed = admin
    .getByLabel('Discount codes', { exact: true })
    .locator('tr, li')
    .filter({ hasText: code });
  await expect(listed).toContainText('20 %');
  await expect(listed).toContainText(event.destination);
  await expect(listed).toContainText('0 of 5');
  await expect(listed).toContainText('Active');

  // The student applies it at checkout: the price lines, and Pay Now sends the code, no price.
  await signInAs(page, student);
  await page.goto(`/tours-checkout/${event.id}`);
  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  const applied = page.getByRole('status').filter({ hasText: `Code ${code} applied` });
  await expect(applied).toContainText('PriceTk 2,500');
  await expect(applied).toContainText(`Discount (${code})−Tk 500`);
  await expect(applied).toContainText('To payTk 2,000');
  await expect(page.getByTestId('payment-total')).toHaveText('Tk 2,000');

  await page.getByLabel('Mobile Number').fill(MOBILE);
  const checkout = page.waitForRequest((r) => r.url().endsWith('/checkout') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  expect((await checkout).postDataJSON()).toEqual({ mobile: MOBILE, method: 'all', code });
  await finishOnSandbox(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/my-payments');
  const row = myPaymentNamed(page, event.destination);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row).toContainText('Tk 2,000');
  await expect(row).toContainText(`${code}: Tk 500 off`);

  // The admin sees the use counted and what it saved.
  await admin.reload();
  await expect(listed).toContainText('1 of 5');
  await expect(listed).toContainText('Tk 500');
});

test("an admin waives a student's event fee; the student's My Payments shows it Waived, by whom and why", async ({
  page,
  adminPage: admin,
  api,
  student,
}) => {
  test.slow();
  const event = await api.createEvent();
  const reason = `Merit scholarship ${uniqueTag()}`;

  await openDiscounts(admin);
  const waive = admin.getByRole('form', { name: 'Waive a fee' });
  await waive.getByLabel('Student ID').fill(student.studentId);
  await expect(waive.getByRole('radio', { name: 'An event' })).toBeChecked();
  await waive.getByLabel('Event', { exact: true }).selectOption({ label: event.destination });
  await waive.getByLabel('Reason').fill(reason);
  await waive.getByRole('button', { name: 'Waive fee' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Waive this fee?' });
  await expect(confirm).toContainText(`The student with ID ${student.studentId} gets ${event.destination}`);
  await confirm.getByRole('button', { name: 'Yes, waive it' }).click();
  await confirmItIsYouIfAsked(
    admin,
    waive.getByRole('status').filter({ hasText: `Fee waived for ${student.name}: ${event.destination}.` }),
  );

  await signInAs(page, student);
  await page.goto('/my-payments');
  const row = myPaymentNamed(page, event.destination);
  await expect(row.getByText('Waived', { exact: true })).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toHaveCount(0);
  await expect(row).toContainText(`Waived by ${demoAdmin.name}: ${reason}`);
  await expect(row).toContainText('Tk 0');
  // The event is theirs: no Register, and the receipt is there as for any paid registration.
  await expect(row.getByRole('link', { name: /Receipt/ })).toBeVisible();
});

/**
 * Pictures of "Discounts and waivers" and of a checkout with a code applied, in English and
 * Bangla, at 1366 and 390 px, for a person to look at: `DISCOUNT_SHOTS=/tmp/shots-discounts npx
 * playwright test discounts`. Skipped otherwise.
 */
test('screenshots of the admin screen and a checkout with a code', async ({
  browser,
  api,
  student,
  baseURL,
}) => {
  const dir = process.env.DISCOUNT_SHOTS;
  test.skip(!dir, 'set DISCOUNT_SHOTS to a folder to take them');
  test.slow();
  const event = await api.createEvent({ destination: api.name("Saint Martin's Island") });
  // For every event and club, for this student only.
  const { code } = await api.createDiscountCode({ studentIds: [student.studentId] });
  for (const language of ['en', 'bn'] as const) {
    for (const width of [1366, 390]) {
      const context = await browser.newContext({
        viewport: { width, height: width > 1000 ? 900 : 844 },
        deviceScaleFactor: width > 1000 ? 1 : 2,
      });
      await context.addCookies([{ name: 'dpms_lang', value: language, url: String(baseURL) }]);
      await context.addInitScript((lang) => window.localStorage.setItem('dpms_lang', lang), language);
      const page = await context.newPage();
      const shot = (name: string) =>
        page.screenshot({ path: `${dir}/${name}-${language}-${width}.png`, fullPage: true });

      await signInAs(page, demoAdmin);
      await page.goto('/admin/discounts');
      await expect(page.getByText(code, { exact: true })).toBeVisible();
      await expect(page.getByRole('form')).toHaveCount(2);
      await shot('admin-discounts');

      await page.context().clearCookies();
      await context.addCookies([{ name: 'dpms_lang', value: language, url: String(baseURL) }]);
      await signInAs(page, student);
      await page.goto(`/tours-checkout/${event.id}`);
      const field = page.locator('input[autocapitalize="characters"]');
      await field.fill(code);
      await field.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: code })).toBeVisible();
      await shot('checkout-code');
      await context.close();
    }
  }
});
