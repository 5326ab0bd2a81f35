import type { Locator, Page } from '@playwright/test';
import { demoAdmin, signInAs, withTotpCode } from '../fixtures/accounts.ts';
import { cardNamed, myPaymentNamed } from '../fixtures/cards.ts';
import { finishOnSandbox, type SandboxButton } from '../fixtures/sandbox.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The admin's money actions on a student's event payment, end to end: a refund through the
 * gateway, and a payment the gateway flagged as risky, held, then accepted as paid. Each journey
 * pays as a student of its own for an event of its own, so each payment group tells one story.
 * The student and the admin each have a browser context of their own, as two people on two
 * machines would.
 */

const MOBILE = '01712345678';

type EventPayment = { destination: string; fee: string; tranId: string };

/** Pays for the event on /tours through the sandbox, pressing `button` there. */
async function payForEvent(page: Page, destination: string, button: SandboxButton): Promise<EventPayment> {
  const card = await eventCard(page, destination);
  const fee = (await card.getByText(/^Tk [\d,]+(\.\d\d)?$/).textContent())?.trim() ?? '';

  await card.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/tours-checkout\//);
  await page.getByLabel('Mobile Number').fill(MOBILE);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await finishOnSandbox(page, button);
  await expect(page).toHaveURL(/\/payment\/success\//);
  const tranId = decodeURIComponent(page.url().split('/').pop() ?? '');
  return { destination, fee, tranId };
}

/** The admin goes to Payment History by the sidebar, to Events, and opens one payment's details. */
async function openInPaymentHistory(admin: Page, paid: EventPayment, payerName: string) {
  await admin.goto('/');
  await admin
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Payment History' })
    .click();
  await expect(admin).toHaveURL(/\/transaction-history/);
  await expect(admin.getByRole('heading', { name: 'Payment History' })).toBeVisible();
  await admin.getByRole('button', { name: 'Events' }).click();

  // Grouped by destination; the newest payment of a group comes first, on its first page.
  const group = admin.getByRole('region', { name: paid.destination, exact: true });
  // The payer's name opens it; its accessible name is "<name> , view payment <id>", so match the id.
  await group.getByRole('button', { name: `view payment ${paid.tranId}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Payment details' });
  await expect(fact(dialog, 'Transaction ID')).toHaveText(paid.tranId);
  await expect(fact(dialog, 'Name')).toHaveText(payerName);
  return dialog;
}

/** A value in the payment's details, by its label. */
function fact(dialog: Locator, label: string) {
  return dialog
    .locator('dl > div')
    .filter({ has: dialog.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}

/** The student's payment for an event in My Payments (Events is the list it opens on). */
async function myPaymentsRow(page: Page, destination: string) {
  await page.goto('/my-payments');
  await expect(page.getByRole('button', { name: 'Events', pressed: true })).toBeVisible();
  return myPaymentNamed(page, destination);
}

/** The event's card on /tours. */
async function eventCard(page: Page, destination: string) {
  await page.goto('/tours');
  return cardNamed(page, destination);
}

test('the admin refunds a paid event; the student sees it refunded and may register again', async ({
  page,
  adminPage: admin,
  api,
  student: refundedStudent,
}) => {
  // It waits out the admin's last code (45 s) on top of two people's screens.
  test.slow();
  const { destination } = await api.createEvent();
  await signInAs(page, refundedStudent);
  const paid = await payForEvent(page, destination, 'Pay');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });
  await expect(
    (await eventCard(page, paid.destination)).getByRole('button', { name: 'Registered' }),
  ).toBeDisabled();

  // The admin's last code grows old (45 s on this server, 10 minutes in production): a refund then
  // asks for a code on the spot, and finishes once it is entered, with the reason as typed.
  // Waiting for the server to say so, not for a fixed time.
  const origin = String(test.info().project.use.baseURL);
  await expect
    .poll(
      async () => {
        const probe = await admin.request.post('/api/admin/student-ids', {
          data: { studentIds: [] },
          headers: { origin },
        });
        return ((await probe.json()) as { error?: { code?: string } }).error?.code;
      },
      { timeout: 75_000, intervals: [1_000] },
    )
    .toBe('FRESH_SIGN_IN_REQUIRED');
  const dialog = await openInPaymentHistory(admin, paid, refundedStudent.name);
  await expect(fact(dialog, 'Status')).toHaveText('Paid');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();

  // A reason is required before anything is asked.
  await dialog.getByRole('button', { name: `Refund ${paid.fee}` }).click();
  await expect(dialog.getByText('Give a reason of at least 5 characters')).toBeVisible();
  const reason = 'The student cannot travel on the departure date.';
  await dialog.getByLabel('Reason for the refund').fill(reason);
  await dialog.getByRole('button', { name: `Refund ${paid.fee}` }).click();

  const confirm = admin.getByRole('dialog', { name: `Refund ${paid.fee}?` });
  await expect(confirm).toContainText(
    `${paid.fee} will be refunded to ${refundedStudent.name} (${refundedStudent.email}) for ${paid.destination}.`,
  );
  await confirm.getByRole('button', { name: `Yes, refund ${paid.fee}` }).click();

  const prompt = admin.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(prompt).toContainText('the last one was entered more than 45 seconds ago');
  await withTotpCode(demoAdmin.totpKey, async (code) => {
    await prompt.getByLabel('Authentication code').fill(code);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toBeHidden();
  });

  await expect(admin.getByText(`${paid.fee} refunded to ${refundedStudent.name}`)).toBeVisible();
  await expect(fact(dialog, 'Status')).toHaveText('Refunded');
  await expect(fact(dialog, 'Refund reason')).toHaveText(reason);
  await expect(dialog.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);

  // The student: Not Paid, Refunded under it, no receipt; the event is open to them again.
  const row = await myPaymentsRow(page, paid.destination);
  await expect(row.getByText('Not Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Receipt/ })).toHaveCount(0);

  const card = await eventCard(page, paid.destination);
  await expect(card.getByRole('link', { name: 'Register' })).toHaveAttribute('href', /\/tours-checkout\//);
  await expect(card.getByRole('button', { name: 'Registered' })).toHaveCount(0);
});

test('a payment flagged as risky waits for review until the admin accepts it as paid', async ({
  page,
  adminPage: admin,
  api,
  student: heldStudent,
}) => {
  const { destination } = await api.createEvent();
  await signInAs(page, heldStudent);
  const paid = await payForEvent(page, destination, 'Pay (flagged as risky)');
  await expect(page.getByRole('heading', { name: 'Your payment is being reviewed' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText('The payment is being reviewed by the department before it is confirmed.'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'It will show as Paid in My Payments once confirmed. Please do not pay again in the meantime.',
    ),
  ).toBeVisible();
  await expect(page.getByText(paid.tranId)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);

  // Held is not registered.
  const heldCard = await eventCard(page, paid.destination);
  await expect(heldCard.getByRole('heading', { name: paid.destination })).toBeVisible();
  await expect(heldCard.getByRole('button', { name: 'Registered' })).toHaveCount(0);
  const heldRow = await myPaymentsRow(page, paid.destination);
  await expect(heldRow.getByText('Not Paid', { exact: true })).toBeVisible();
  await expect(heldRow.getByText('On hold', { exact: true })).toBeVisible();

  const dialog = await openInPaymentHistory(admin, paid, heldStudent.name);
  await expect(fact(dialog, 'Status')).toHaveText('On hold');
  await expect(fact(dialog, 'Hold reason')).toContainText('Flagged as risky by the gateway');
  await expect(fact(dialog, 'Risk level')).toHaveText('1 (flagged as risky)');
  await dialog.getByRole('button', { name: 'Accept as paid' }).click();

  const confirm = admin.getByRole('dialog', { name: 'Accept this payment as paid?' });
  await expect(confirm).toContainText(
    `${paid.fee} from ${heldStudent.name} for ${paid.destination} becomes Paid and the receipt is mailed.`,
  );
  await confirm.getByRole('button', { name: 'Accept as paid' }).click();

  await expect(admin.getByText(`${paid.fee} from ${heldStudent.name} accepted as paid`)).toBeVisible();
  await expect(fact(dialog, 'Status')).toHaveText('Paid');
  await expect(dialog.getByRole('button', { name: 'Accept as paid' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Download receipt' })).toBeVisible();

  // The student: registered, and Paid with a receipt.
  await expect(
    (await eventCard(page, paid.destination)).getByRole('button', { name: 'Registered' }),
  ).toBeDisabled();
  const row = await myPaymentsRow(page, paid.destination);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Receipt/ })).toHaveAttribute('href', /\/receipt\.pdf$/);
});
