import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { axeFindings } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The admin's dashboard over real payments: a paid event seat, a club membership and a payment
 * the gateway flagged as risky (held). Other journeys pay beside this one on the same server, so
 * it checks its own event's and club's rows and follows the waiting link rather than exact totals.
 */

const MOBILE = '01712345678';

const TEXT = {
  en: {
    title: 'Dashboard',
    events: 'Money per event',
    clubs: 'Money per club',
    seats: 'Seats paid, upcoming events',
    onHold: /^On hold: \d+$/,
    eventPaid: 'Tk 2,500',
    clubPaid: 'Tk 1,000',
    seatsOf: '1 of 40 seats paid',
  },
  bn: {
    title: 'ড্যাশবোর্ড',
    events: 'ইভেন্টভিত্তিক সংগ্রহ',
    clubs: 'ক্লাবভিত্তিক সংগ্রহ',
    seats: 'আসন্ন ইভেন্টে পরিশোধিত আসন',
    onHold: /^স্থগিত: [০-৯,]+$/,
    eventPaid: '৳২,৫০০',
    clubPaid: '৳১,০০০',
    seatsOf: '৪০টি আসনের ১টির টাকা পরিশোধিত',
  },
} as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test('the dashboard shows what was paid and leads to the held payments; one is accepted from the queue and the audit trail shows it', async ({
  page,
  api,
  students,
  payAs,
  baseURL,
}) => {
  const event = await api.createEvent();
  const club = await api.createClub();
  const [payer, risky] = [await students.create(), await students.create()];
  let heldTranId = '';
  for (const [student, outcome] of [
    [payer, 'paid'],
    [risky, 'risky'],
  ] as const) {
    const pay = await payAs(student);
    const tranId = await pay(`/api/tours/${event.id}/checkout`, { mobile: MOBILE }, outcome);
    if (outcome === 'risky') heldTranId = tranId;
    if (outcome === 'paid') {
      await pay(`/api/clubs/${club.id}/checkout`, { mobile: MOBILE, plan: 'yearly' }, 'paid');
    }
  }

  await signInAs(page, demoAdmin);
  for (const language of ['en', 'bn'] as const) {
    const text = TEXT[language];
    await page.context().addCookies([{ name: 'dpms_lang', value: language, url: String(baseURL) }]);
    await page.evaluate((lang) => window.localStorage.setItem('dpms_lang', lang), language).catch(() => {});
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

      const events = page.getByRole('region', { name: text.events });
      await expect(events.getByRole('row', { name: event.destination })).toContainText(text.eventPaid);
      await expect(events.locator('canvas')).toBeVisible();
      const clubs = page.getByRole('region', { name: text.clubs });
      await expect(clubs.getByRole('row', { name: club.clubName })).toContainText(text.clubPaid);
      const seats = page.getByRole('region', { name: text.seats });
      await expect(seats.getByRole('listitem').filter({ hasText: event.destination })).toContainText(
        text.seatsOf,
      );

      const findings = await axeFindings(page, `Dashboard [${language}, ${viewport.name}]`);
      expect(findings, `serious or critical axe violations:\n${findings.join('\n')}`).toEqual([]);
      // DASHBOARD_SHOTS_DIR=/some/folder keeps a picture of each, for a person to look at.
      const shots = process.env.DASHBOARD_SHOTS_DIR;
      if (shots)
        await page.screenshot({
          path: `${shots}/dashboard-${language}-${viewport.width}.png`,
          fullPage: true,
        });
    }
  }

  // The held payment waits in the on-hold queue: the count links there, filtered to held ones.
  await page.getByRole('link', { name: TEXT.bn.onHold }).click();
  await expect(page).toHaveURL(/\/on-hold\?reason=held$/);

  // In English at desktop width: the admin accepts the risky payment from the queue...
  await page.evaluate(() => window.localStorage.setItem('dpms_lang', 'en'));
  await page.context().addCookies([{ name: 'dpms_lang', value: 'en', url: String(baseURL) }]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard');
  const onHold = page.getByRole('link', { name: TEXT.en.onHold });
  const waiting = Number((await onHold.innerText()).replace(/\D/g, ''));
  expect(waiting).toBeGreaterThanOrEqual(1);
  await onHold.click();
  await expect(page.getByRole('heading', { level: 1, name: 'On-hold queue' })).toBeVisible();
  const filters = page.getByRole('navigation', { name: 'Show what waits for' });
  await expect(filters.getByRole('link', { name: /^Held \d+$/ })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('row').filter({ hasText: heldTranId });
  await expect(row).toContainText(risky.name);
  await row.getByRole('button', { name: 'Accept as paid' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept this payment as paid?' });
  await confirm.getByRole('button', { name: 'Accept as paid' }).click();
  await expect(page.getByRole('row').filter({ hasText: heldTranId })).toHaveCount(0);

  // ...and the audit trail shows who moved it from on hold to paid.
  await page.goto(`/audit-trail?target=${encodeURIComponent(heldTranId)}`);
  const accepted = page.getByRole('row').filter({ hasText: 'Payment status: On hold → Paid' });
  await expect(accepted).toContainText(demoAdmin.email);
  await expect(accepted).toContainText(heldTranId);
});
