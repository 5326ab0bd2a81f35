import { signInAs } from '../fixtures/accounts.ts';
import { cardNamed } from '../fixtures/cards.ts';
import { finishOnSandbox } from '../fixtures/sandbox.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Bangla end to end: a student picks বাংলা on the login screen, pays for an event in Bangla (a
 * mobile number typed in Bengali digits), gets the receipt mail in Bangla with a PDF set in a
 * Bengali font, and the choice stays with their account: another browser opens in Bangla after
 * they sign in, and switching back to English is kept too.
 */
test('a student pays in Bangla, gets a Bangla receipt, and the language follows their account', async ({
  page,
  api,
  student,
  mailbox,
}) => {
  const { destination } = await api.createEvent();
  const accountLocale = async () =>
    ((await (await page.request.get('/api/me')).json()) as { locale: string }).locale;

  await page.goto('/login');
  await page.getByRole('button', { name: 'বাংলা' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'আপনার অ্যাকাউন্টে লগ ইন করুন' })).toBeVisible();

  // Signing in through the Bangla form keeps Bangla, and the account takes the choice.
  await page.getByLabel('ই-মেইল').fill(student.email);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
  await expect(page.getByRole('link', { name: 'আমার পেমেন্ট' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect.poll(accountLocale).toBe('bn');

  // Paying, in Bangla, with the mobile number in Bengali digits.
  await page.goto('/tours');
  await cardNamed(page, destination).getByRole('link', { name: 'নিবন্ধন করুন' }).click();
  await expect(page.getByRole('heading', { name: destination })).toBeVisible();
  await page.getByLabel('মোবাইল নম্বর').fill('০১৭১২৩৪৫৬৭৮');
  await page.getByRole('button', { name: 'এখনই পরিশোধ করুন' }).click();
  await finishOnSandbox(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'পেমেন্ট সফল হয়েছে!' })).toBeVisible({ timeout: 30_000 });

  // The receipt mail is in Bangla, with the PDF attached; the PDF is set in a Bengali font.
  const mail = await mailbox.waitFor(student.email, 'আপনার DPMS পেমেন্টের রসিদ');
  expect(mail.text).toContain('পরিশোধ করার জন্য আপনাকে ধন্যবাদ');
  expect(mail.text).toContain('৳');
  expect(await mailbox.pageOf(mail)).toMatch(/\.pdf \(application\/pdf/);
  const mine = (await (await page.request.get('/api/me/payments?kind=tour')).json()) as {
    items: { id: string; itemName: string; paid: boolean }[];
  };
  const paid = mine.items.find((p) => p.itemName === destination && p.paid);
  expect(paid, 'the paid event in My Payments').toBeDefined();
  const pdf = await page.request.get(`/api/me/payments/${paid?.id}/receipt.pdf`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+HindSiliguri/);

  // Signed out, in a browser that remembers nothing: signing in brings Bangla back.
  await page.getByRole('button', { name: 'লগ আউট' }).click();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await signInAs(page, student);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('link', { name: 'আমার পেমেন্ট' })).toBeVisible();

  // Switched back to English, which the account keeps too.
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'My Payments' })).toBeVisible();
  await expect.poll(accountLocale).toBe('en');
});
