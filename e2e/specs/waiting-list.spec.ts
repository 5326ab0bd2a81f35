import type { Locator, Page } from '@playwright/test';
import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { pathOf } from '../fixtures/mailbox.ts';
import { finishOnSandbox } from '../fixtures/sandbox.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The waiting list end to end: an event of one seat is paid for, a second student joins its
 * waiting list, the admin refunds the first in Payment History, and the second gets the offer by
 * mail and pays.
 */

const MOBILE = '01712345678';
const OFFER_SUBJECT = 'A seat is held for you';
/** The fee of the events AdminApi.createEvent makes (Tk 2,500), as the screens write it. */
const FEE = 'Tk 2,500';

/** A value in the payment's details dialog, by its label. */
function fact(dialog: Locator, label: string) {
  return dialog
    .locator('dl > div')
    .filter({ has: dialog.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}

/**
 * The admin refunds the payment through Payment History, as an admin would: the sidebar, the
 * Events list, the payment's details, Refund with a reason, and the confirmation. A refund asks
 * for a sign-in of the last few minutes, so the admin signs in just before; a second sign-in in
 * the same 30 s may be refused its authenticator code, so it is tried again.
 */
async function refundInPaymentHistory(admin: Page, destination: string, tranId: string, payerName: string) {
  await expect(async () => {
    await signInAs(admin, demoAdmin);
  }).toPass({ timeout: 70_000, intervals: [5_000] });
  await admin.goto('/');
  await admin
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Payment History' })
    .click();
  await expect(admin).toHaveURL(/\/transaction-history/);
  await admin.getByRole('button', { name: 'Events' }).click();
  const group = admin.getByRole('region', { name: destination, exact: true });
  await group.getByRole('button', { name: `view payment ${tranId}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Payment details' });
  await expect(fact(dialog, 'Transaction ID')).toHaveText(tranId);
  await expect(fact(dialog, 'Name')).toHaveText(payerName);
  await expect(fact(dialog, 'Status')).toHaveText('Paid');

  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await dialog.getByLabel('Reason for the refund').fill('The student cannot travel.');
  await dialog.getByRole('button', { name: `Refund ${FEE}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Refund ${FEE}?` });
  await expect(confirm).toContainText(`${FEE} will be refunded to ${payerName}`);
  await confirm.getByRole('button', { name: `Yes, refund ${FEE}` }).click();
  await expect(admin.getByText(`${FEE} refunded to ${payerName}`)).toBeVisible();
  await expect(fact(dialog, 'Status')).toHaveText('Refunded');
}

test('a student joins the waiting list of a full event, gets the offer after a refund, and pays', async ({
  page,
  api,
  students,
  student: waiting,
  payAs,
  mailbox,
  browser,
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

  // The admin, on a machine of their own, refunds the first student in Payment History: the
  // seat is offered to the first in line, by mail.
  const adminContext = await browser.newContext();
  try {
    await refundInPaymentHistory(await adminContext.newPage(), event.destination, tranId, first.name);
  } finally {
    await adminContext.close();
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
