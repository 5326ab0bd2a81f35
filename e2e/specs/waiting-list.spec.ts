import type { APIRequestContext } from '@playwright/test';
import { demoAdmin, signInAs, signInWith } from '../fixtures/accounts.ts';
import { pathOf } from '../fixtures/mailbox.ts';
import { finishOnSandbox } from '../fixtures/sandbox.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The waiting list end to end: an event of one seat is paid for, a second student joins its
 * waiting list, the admin refunds the first, and the second gets the offer by mail and pays.
 */

const MOBILE = '01712345678';
const OFFER_SUBJECT = 'A seat is held for you';

/** The object in `value` (an API answer) with this tran_id. */
function findByTranId(value: unknown, tranId: string): { id: string } | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findByTranId(item, tranId);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.tranId === tranId && typeof record.id === 'string') return { id: record.id };
    for (const item of Object.values(record)) {
      const found = findByTranId(item, tranId);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refunds as the demo admin signed in just now: a refund asks for a fresh sign-in. A second
 * sign-in in the same 30 s may be refused its authenticator code, so it is tried again.
 */
async function refundAsFreshAdmin(admin: APIRequestContext, tranId: string) {
  const origin = String(test.info().project.use.baseURL);
  await expect(async () => {
    await signInWith(admin, demoAdmin);
  }).toPass({ timeout: 70_000, intervals: [5_000] });
  const list = await admin.get(`/api/admin/payments?q=${encodeURIComponent(tranId)}`);
  expect(list.ok(), await list.text()).toBe(true);
  const row = findByTranId(await list.json(), tranId);
  if (!row) throw new Error(`payment ${tranId} not found`);
  const res = await admin.post(`/api/admin/payments/${row.id}/refund`, {
    data: { reason: 'The student cannot travel.' },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test('a student joins the waiting list of a full event, gets the offer after a refund, and pays', async ({
  page,
  api,
  students,
  student: waiting,
  payAs,
  mailbox,
  playwright,
  baseURL,
}) => {
  test.slow();
  const event = await api.createEvent({ groupSize: 1 });
  const first = await students.create();
  const tranId = await (await payAs(first))(`/api/tours/${event.id}/checkout`, { mobile: MOBILE }, 'paid');

  // The event is full: the second student joins the waiting list and sees their place.
  await signInAs(page, waiting);
  await page.goto(`/tours/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.destination })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join waiting list' }).click();
  await expect(page.getByText('You are number 1 in line')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave waiting list' })).toBeVisible();

  // The admin refunds the first student: the seat is offered to the first in line, by mail.
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: String(baseURL) },
  });
  try {
    await refundAsFreshAdmin(admin, tranId);
  } finally {
    await admin.dispose();
  }
  const mail = await mailbox.waitFor(waiting.email, OFFER_SUBJECT);
  expect(mail.subject).toContain(event.destination);
  const link = await mailbox.linkFrom(waiting.email, OFFER_SUBJECT);
  expect(pathOf(link)).toBe(`/tours/${event.id}`);

  // The link opens the event with the held seat; Register goes to the checkout, and they pay.
  await page.goto(pathOf(link));
  await expect(page.getByText(/A seat is held for you until/)).toBeVisible();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/tours-checkout\//);
  await page.getByLabel('Mobile Number').fill(MOBILE);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await finishOnSandbox(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });

  await page.goto(`/tours/${event.id}`);
  await expect(page.getByRole('button', { name: 'Registered' })).toBeDisabled();
  await expect(page.getByText(/A seat is held for you/)).toHaveCount(0);
});
