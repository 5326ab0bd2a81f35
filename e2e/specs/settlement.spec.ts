import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The bursar's daily settlement against the built server and its sandbox gateway: a payment made
 * today is counted in today's figures, set against what the gateway says, and the day downloads
 * as CSV. Other journeys pay today too, so the figures are read as at least this payment.
 */

const MOBILE = '01712345678';

test("today's settlement counts a payment just made and downloads as CSV", async ({
  page,
  api,
  student,
  payAs,
}) => {
  const event = await api.createEvent();
  const pay = await payAs(student);
  await pay(`/api/tours/${event.id}/checkout`, { mobile: MOBILE }, 'paid');
  await signInAs(page, demoAdmin);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settlement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily settlement' })).toBeVisible();
  const figures = page.getByRole('region', { name: /^Figures for / });
  await expect(figures).toBeVisible({ timeout: 30_000 });
  const confirmed = figures.getByText('Payments confirmed').locator('..');
  await expect(confirmed).toContainText(/[1-9][\d,]* payments?/);
  await expect(figures.getByRole('status')).toContainText(
    /Matches the gateway|differences? with the gateway/,
  );

  const day = await page.getByLabel('Day', { exact: true }).inputValue();
  const csv = page.getByRole('link', { name: 'Download CSV' });
  await expect(csv).toHaveAttribute('href', `/api/admin/settlement.csv?day=${day}`);
  const download = page.waitForEvent('download');
  await csv.click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(file, 'utf8');
  expect(text).toContain(`Day,${day}`);
  expect(text).toMatch(/Payments confirmed,[1-9]/);

  // The day before, and back; no day after today.
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(/\/settlement\?day=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel('Day', { exact: true })).not.toHaveValue(day);
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(day);
  await expect(figures).toBeVisible({ timeout: 30_000 });
});
