import { readFile } from 'node:fs/promises';
import { signInAs } from '../fixtures/accounts.ts';
import { myPaymentNamed } from '../fixtures/cards.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The ticket and the check-in at the bus: a student pays for an event through the sandbox and
 * finds the ticket in My Payments; the admin types its code on the event's check-in screen (the
 * test browser has no camera), sees the student checked in and on the attendee list, and a second
 * attempt says it was already checked in.
 */
test('an admin checks a paid ticket in once and sees it on the attendee list', async ({
  page,
  adminPage,
  api,
  student,
  payAs,
}) => {
  const event = await api.createEvent();
  const pay = await payAs(student);
  await pay(`/api/tours/${event.id}/checkout`, { mobile: '01712345678' }, 'paid');

  // The student's ticket: a QR code and the code as text.
  await signInAs(page, student);
  await page.goto('/my-payments');
  await myPaymentNamed(page, event.destination)
    .getByRole('button', { name: `Ticket for ${event.destination}` })
    .click();
  const ticket = page.getByRole('dialog', { name: 'Your ticket' });
  await expect(
    ticket.getByRole('img', { name: `QR code of your ticket for ${event.destination}` }),
  ).toBeVisible();
  await expect(ticket.getByText('Not checked in yet')).toBeVisible();
  const code = (await ticket.getByTestId('ticket-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await ticket.getByRole('button', { name: 'Close' }).click();

  // The admin opens the event's check-in from its page.
  await adminPage.goto(`/tours/${event.id}`);
  await adminPage.getByRole('link', { name: 'Check-in' }).click();
  await expect(adminPage.getByRole('heading', { name: `Check-in: ${event.destination}` })).toBeVisible();
  const attendees = adminPage.getByRole('list', { name: 'Attendees of this event' });
  await expect(attendees.getByRole('listitem').filter({ hasText: student.name })).toContainText('Not yet');

  // A forged code is refused loudly.
  await adminPage
    .getByLabel('Ticket code')
    .fill(`${code.slice(0, 40)}${code[40] === 'A' ? 'B' : 'A'}${code.slice(41)}`);
  await adminPage.getByRole('button', { name: 'Check in' }).click();
  const result = adminPage.getByTestId('check-in-result');
  await expect(result).toContainText('Ticket refused');
  await expect(result).toContainText('not a valid DPMS ticket');

  // The genuine code checks in: the student's name, student ID and batch show.
  await adminPage.getByLabel('Ticket code').fill(code);
  await adminPage.getByRole('button', { name: 'Check in' }).click();
  await expect(result).toContainText('Checked in');
  await expect(result).toContainText(student.name);
  await expect(result).toContainText(student.studentId);
  await expect(attendees.getByRole('listitem').filter({ hasText: student.name })).not.toContainText(
    'Not yet',
  );
  await expect(adminPage.getByTestId('check-in-counts')).toHaveText('1 of 1 checked in');

  // A second attempt says when it was already checked in.
  await adminPage.getByLabel('Ticket code').fill(code);
  await adminPage.getByRole('button', { name: 'Check in' }).click();
  await expect(result).toContainText('Already checked in');
  await expect(result).toContainText('This ticket was already checked in');

  // The filters and the CSV.
  await adminPage.getByLabel('Show').selectOption('not_checked_in');
  await expect(adminPage.getByText('No attendee matches this filter.')).toBeVisible();
  await adminPage.getByLabel('Show').selectOption('checked_in');
  await expect(attendees.getByRole('listitem').filter({ hasText: student.name })).toBeVisible();
  const [download] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('Checked in');
  expect(csv).toContain(student.name);

  // The student's ticket now says it was checked in.
  await page.reload();
  await myPaymentNamed(page, event.destination)
    .getByRole('button', { name: `Ticket for ${event.destination}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Your ticket' }).getByText(/^Checked in /)).toBeVisible();
});
