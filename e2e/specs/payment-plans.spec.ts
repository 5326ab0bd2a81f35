import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { dhakaDateIn, planInParts } from '../fixtures/admin-api.ts';
import { myPaymentNamed } from '../fixtures/cards.ts';
import { finishOnSandbox } from '../fixtures/sandbox.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Paying an event in parts (issue 32, decision 0052): a student chooses "Pay in 2 parts" at
 * checkout, pays part 1 on the sandbox (it holds the seat), finds the plan in My Payments, pays
 * part 2 from its "Pay next part", and only then has a ticket; and an admin gives an event a plan
 * in its form. Each journey makes its own event and student.
 */

const MOBILE = '01712345678';

/** A Dhaka day (YYYY-MM-DD) as the app writes it in English: "December 9, 2026". */
function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  }).format(new Date(`${day}T00:00:00+06:00`));
}

/** Today as the plan card writes the day a part was paid: "December 2, 2026". */
function todayLong(): string {
  return new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  }).format(new Date());
}

/** Mobile Number, then the pay button: answers what the checkout sent the server. */
async function payOnCheckout(page: Page, payLabel: string): Promise<unknown> {
  await page.getByLabel('Mobile Number').fill(MOBILE);
  const checkout = page.waitForRequest((r) => r.url().endsWith('/checkout') && r.method() === 'POST');
  await page.getByRole('button', { name: payLabel }).click();
  const body = (await checkout).postDataJSON();
  await finishOnSandbox(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });
  return body;
}

test('a student pays an event in two parts, and the ticket appears after the second', async ({
  page,
  api,
  student,
}) => {
  // Two sandbox payments and My Payments twice: over the default two minutes on a busy machine.
  test.slow();
  // Tk 2,500 in two parts of Tk 1,250: part 1 by tomorrow, part 2 in a week, departure in two.
  const plan = planInParts(250_000, [1, 7]);
  const event = await api.createEvent({ departureDate: dhakaDateIn(14), paymentPlan: plan });
  const secondDue = longDay(plan.parts[1]?.dueOn ?? '');

  // The checkout offers both ways, in full first; the later part is listed under "in parts".
  await signInAs(page, student);
  await page.goto(`/tours-checkout/${event.id}`);
  const way = page.getByRole('group', { name: 'Pay in full or in parts' });
  await expect(way.getByRole('radio', { name: 'Pay in full' })).toBeChecked();
  await expect(way).toContainText('Tk 2,500');
  await expect(way.getByText('Tk 1,250 now')).toBeVisible();
  await expect(way.getByText(`Part 2: Tk 1,250 by ${secondDue}`)).toBeVisible();
  await expect(page.getByTestId('payment-total')).toHaveText('Tk 2,500');

  await way.getByText('Pay in 2 parts').click();
  await expect(way.getByRole('radio', { name: 'Pay in 2 parts' })).toBeChecked();
  await expect(page.getByTestId('payment-total')).toHaveText('Tk 1,250');
  await expect(page.getByRole('region', { name: 'Payment Summary' })).toContainText('Part 1 of 2');
  await expect(page.getByText('Discount codes apply when paying in full.')).toBeVisible();
  // Only the choice leaves the browser: the server decides the part and its amount.
  expect(await payOnCheckout(page, 'Pay Tk 1,250 now')).toEqual({
    mobile: MOBILE,
    method: 'all',
    inParts: true,
  });

  // My Payments: the plan's card, part 1 paid, part 2 to come; the payment's row says which part.
  await page.goto('/my-payments');
  const card = page.getByRole('article', { name: event.destination });
  await expect(card).toContainText('Tk 1,250 of Tk 2,500 paid');
  const parts = card.getByRole('listitem');
  await expect(parts).toHaveCount(2);
  await expect(parts.filter({ hasText: 'Part 1' })).toContainText(`Paid on ${todayLong()}`);
  await expect(parts.filter({ hasText: 'Part 2' })).toContainText(`Due by ${secondDue}`);
  await expect(card).toContainText(`Next part due ${secondDue}`);
  const rows = myPaymentNamed(page, event.destination);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Part 1 of 2');
  await expect(rows.getByText('Paid', { exact: true })).toBeVisible();
  // The seat is held, but no ticket until the last part is paid (the server has none for part 1).
  await expect(page.getByRole('button', { name: `Ticket for ${event.destination}` })).toHaveCount(0);

  // Pay next part: the checkout of part 2 alone.
  await card.getByRole('link', { name: `Pay next part of ${event.destination}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tours-checkout/${event.id}\\?part=next$`));
  await expect(page.getByRole('status').filter({ hasText: 'Part 2 of 2' })).toHaveText(
    `Part 2 of 2 — Tk 1,250, due by ${secondDue}`,
  );
  await expect(page.getByRole('group', { name: 'Pay in full or in parts' })).toHaveCount(0);
  await expect(page.getByTestId('payment-total')).toHaveText('Tk 1,250');
  expect(await payOnCheckout(page, 'Pay Tk 1,250 now')).toEqual({
    mobile: MOBILE,
    method: 'all',
    inParts: true,
  });

  // Paid in full: the card says so, and the last part's row has the ticket with its QR code.
  await page.goto('/my-payments');
  await expect(card).toContainText('Paid in full: your ticket is ready');
  await expect(card).toContainText('Tk 2,500 of Tk 2,500 paid');
  await expect(card.getByRole('link', { name: /Pay next part/ })).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  const last = rows.filter({ hasText: 'Part 2 of 2' });
  await expect(
    rows.filter({ hasText: 'Part 1 of 2' }).getByRole('button', { name: /^Ticket for/ }),
  ).toHaveCount(0);
  await last.getByRole('button', { name: `Ticket for ${event.destination}` }).click();
  const ticket = page.getByRole('dialog', { name: 'Your ticket' });
  await expect(
    ticket.getByRole('img', { name: `QR code of your ticket for ${event.destination}` }),
  ).toBeVisible();
  await expect(ticket.getByTestId('ticket-code')).toHaveText(/^[A-Za-z0-9_-]{43}$/);
});

test('an admin gives an event a payment plan in the event form', async ({ page, api }) => {
  // The browser's sign-in waits for an authenticator step no other sign-in took (authenticator.ts).
  test.slow();
  // Tk 2,500, departing in 20 days, paid in full only so far.
  const event = await api.createEvent({ departureDate: dhakaDateIn(20) });
  const [firstDay, secondDay] = [dhakaDateIn(5), dhakaDateIn(12)];
  await signInAs(page, demoAdmin);
  await page.goto(`/tours/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.destination })).toBeVisible();
  await expect(page.getByText(/^Can be paid in/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${event.destination}` })).toBeVisible();
  await page.getByLabel('Let students pay in parts').check();
  await expect(
    page.getByRole('group', { name: 'Number of parts' }).getByRole('radio', { name: '2' }),
  ).toBeChecked();
  const first = page.getByRole('group', { name: 'Part 1', exact: true });
  const second = page.getByRole('group', { name: 'Part 2', exact: true });
  await expect(page.getByRole('group', { name: 'Part 3', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Split equally' }).click();
  await expect(first.getByLabel('Amount (Tk)')).toHaveValue('1250');
  await expect(second.getByLabel('Amount (Tk)')).toHaveValue('1250');
  await first.getByLabel('Due by').fill(firstDay);
  // A last part due on the departure day is refused on its field, before anything is sent.
  await second.getByLabel('Due by').fill(dhakaDateIn(20));
  await page.getByLabel('Grace days').fill('2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(second.getByText('The last part is due before the departure date')).toBeVisible();

  await second.getByLabel('Due by').fill(secondDay);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Event updated')).toBeVisible();

  // The event's page says it can be paid in parts, and when.
  await expect(page.getByRole('heading', { level: 1, name: event.destination })).toBeVisible();
  await expect(page.getByText('Can be paid in 2 parts')).toBeVisible();
  await expect(page.getByText(`Tk 1,250 by ${longDay(firstDay)}`)).toBeVisible();
  await expect(page.getByText(`Tk 1,250 by ${longDay(secondDay)}`)).toBeVisible();
  // And a reload shows what the server kept.
  await page.reload();
  await expect(page.getByText('Can be paid in 2 parts')).toBeVisible();
});

/** What the screenshots wait for, in each language (the web's catalogs). */
const SHOT_TEXT = {
  en: {
    section: 'Payment plan',
    inParts: 'Pay in 2 parts',
    part1: 'Part 1 of 2',
    part2: 'Part 2 of 2',
    events: 'Events',
  },
  bn: {
    section: 'পেমেন্ট পরিকল্পনা',
    inParts: '২ কিস্তিতে পরিশোধ',
    part1: '২ কিস্তির ১ নম্বর',
    part2: '২ কিস্তির ২ নম্বর',
    events: 'ইভেন্ট',
  },
} as const;

/** A context at `width` in `language`, signed in with the cookies of `signedIn`. */
async function contextAt(
  browser: Browser,
  signedIn: BrowserContext,
  language: 'en' | 'bn',
  width: number,
  baseURL: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width > 1000 ? 900 : 844 },
    deviceScaleFactor: width > 1000 ? 1 : 2,
    storageState: await signedIn.storageState(),
  });
  await context.addCookies([{ name: 'dpms_lang', value: language, url: baseURL }]);
  await context.addInitScript((lang) => window.localStorage.setItem('dpms_lang', lang), language);
  return context;
}

/**
 * A picture of one part of the page, cut from the whole page: a locator's own screenshot scrolls
 * it under the sticky top bar of a phone, which then covers its first lines.
 */
async function shotOf(page: Page, part: Locator, path: string) {
  const clip = await part.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });
  await page.screenshot({ path, fullPage: true, clip });
}

/**
 * Pictures of paying in parts, in English and Bangla, at 1366 and 390 px, for a person to look
 * at: the event form's Payment plan section, the checkout's choice, the next part's checkout, My
 * Payments' plan card and Payment History's part row. `PLAN_SHOTS=1 npx playwright test
 * payment-plans` saves them in e2e/test-results/plan-shots (emptied by the next run). Skipped otherwise.
 */
test('screenshots of the plan section, the checkouts, the plan card and a part in Payment History', async ({
  browser,
  api,
  student,
  payAs,
  baseURL,
}) => {
  test.skip(process.env.PLAN_SHOTS !== '1', 'set PLAN_SHOTS=1 to take them');
  test.slow();
  const dir = fileURLToPath(new URL('../test-results/plan-shots/', import.meta.url));
  await mkdir(dir, { recursive: true });
  const departureDate = dhakaDateIn(14);
  // One to choose at checkout, one with part 1 paid (the card, the next part, Payment History).
  const choosing = await api.createEvent({
    destination: api.name("Saint Martin's Island"),
    costPoisha: 650_000,
    departureDate,
    paymentPlan: planInParts(650_000, [2, 9]),
  });
  const paying = await api.createEvent({ departureDate, paymentPlan: planInParts(250_000, [1, 7]) });
  const pay = await payAs(student);
  await pay(`/api/tours/${paying.id}/checkout`, { mobile: MOBILE, inParts: true }, 'paid');

  // Each person signs in once; every width and language reuses the session.
  const admin = await browser.newContext();
  await signInAs(await admin.newPage(), demoAdmin);
  const learner = await browser.newContext();
  await signInAs(await learner.newPage(), student);

  for (const language of ['en', 'bn'] as const) {
    const text = SHOT_TEXT[language];
    for (const width of [1366, 390]) {
      const name = (screen: string) => `${dir}/${screen}-${language}-${width}.png`;

      const adminContext = await contextAt(browser, admin, language, width, String(baseURL));
      const page = await adminContext.newPage();
      await page.goto(`/tours/${choosing.id}?edit=1`);
      const section = page.getByRole('heading', { level: 2, name: text.section }).locator('xpath=..');
      await expect(section.getByRole('checkbox')).toBeChecked();
      await shotOf(page, section, name('form-plan-section'));
      await page.goto('/transaction-history');
      await page.getByRole('button', { name: text.events, exact: true }).click();
      const group = page.getByRole('region', { name: paying.destination, exact: true });
      await expect(group.getByText(text.part1).first()).toBeVisible();
      await shotOf(page, group, name('history-part-row'));
      await adminContext.close();

      const studentContext = await contextAt(browser, learner, language, width, String(baseURL));
      const me = await studentContext.newPage();
      await me.goto(`/tours-checkout/${choosing.id}`);
      await me.getByText(text.inParts, { exact: true }).click();
      await expect(me.getByRole('radio', { name: text.inParts })).toBeChecked();
      await me.screenshot({ path: name('checkout-plan-choice'), fullPage: true });
      await me.goto(`/tours-checkout/${paying.id}?part=next`);
      await expect(me.getByRole('status').filter({ hasText: text.part2 })).toBeVisible();
      await me.screenshot({ path: name('checkout-next-part'), fullPage: true });
      await me.goto('/my-payments');
      await expect(me.getByRole('article', { name: paying.destination })).toBeVisible();
      // The payment's own row (or card) with its part, besides the plan's card.
      await expect(me.getByText(text.part1, { exact: true })).toBeVisible();
      await me.screenshot({ path: name('my-payments-plan-card'), fullPage: true });
      await studentContext.close();
    }
  }
  await admin.close();
  await learner.close();
});
