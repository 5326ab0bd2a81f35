import type { Page } from '@playwright/test';
import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { dhakaDateIn, planInParts } from '../fixtures/admin-api.ts';
import { type A11yFinding, axeFindings } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * WCAG 2.2 AA on every screen (issue 10): axe-core finds no serious or critical violation for a
 * visitor, a student and an admin, at a desktop width and at 390 px, in every language. One page
 * per role walks all of that role's screens, so each role signs in once.
 */

/**
 * The languages every screen is checked in, set through the `dpms_lang` cookie and local storage
 * key (LOCALE_COOKIE in packages/shared) the app reads at start.
 */
const LANGUAGES = ['en', 'bn'] as const;
type Language = (typeof LANGUAGES)[number];

/** What the journeys press and read on the way to a screen, in each language (the web's catalogs). */
const TEXT = {
  en: {
    signIn: 'Sign in',
    required: 'This field is required',
    mobile: 'Mobile Number',
    payNow: 'Pay Now',
    badMobile: 'Enter a Bangladeshi mobile number',
    events: 'Events',
    paymentDetails: 'Payment details',
    callbacks: 'Gateway callbacks',
    refund: 'Refund',
    refundAmount: /^Refund Tk/,
    shortReason: 'Give a reason of at least 5 characters',
    payment: (tranId: string) => new RegExp(`payment ${tranId}$`),
    details: 'Details',
    payInParts: 'Pay in 2 parts',
    nextPart: 'Part 2 of 2',
  },
  bn: {
    signIn: 'লগ ইন',
    required: 'এই ঘরটি পূরণ করা আবশ্যক',
    mobile: 'মোবাইল নম্বর',
    payNow: 'এখনই পরিশোধ করুন',
    badMobile: 'বাংলাদেশি মোবাইল নম্বর দিন',
    events: 'ইভেন্ট',
    paymentDetails: 'পেমেন্টের বিস্তারিত',
    callbacks: 'গেটওয়ের কলব্যাক',
    refund: 'টাকা ফেরত দিন',
    refundAmount: /^৳.* ফেরত দিন$/,
    shortReason: 'টাকা ফেরতের কারণ কমপক্ষে ৫ অক্ষরে লিখুন',
    payment: (tranId: string) => new RegExp(`পেমেন্ট ${tranId}`),
    details: 'বিস্তারিত',
    payInParts: '২ কিস্তিতে পরিশোধ',
    nextPart: '২ কিস্তির ২ নম্বর',
  },
} satisfies Record<Language, unknown>;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

const MOBILE = '01712345678';

/** A screen to check: where it is, and optionally what to open there first (a dialog, a tab, a form with errors). */
type Screen = { name: string; path: string; open?: (page: Page) => Promise<unknown> };

/** Sets the language the way the app remembers it, before any of its scripts run. */
async function useLanguage(page: Page, language: Language) {
  const url = String(test.info().project.use.baseURL);
  await page.context().addCookies([{ name: 'dpms_lang', value: language, url }]);
  await page.addInitScript((lang) => window.localStorage.setItem('dpms_lang', lang), language);
}

/** The screen has finished loading: its heading is up and no "Loading..." spinner is left. */
async function settled(page: Page) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('[role="status"][aria-label^="Loading"], [aria-label^="Checking"]')).toHaveCount(
    0,
  );
}

/** Visits each screen at each viewport and answers every serious or critical axe finding. */
async function checkScreens(page: Page, screens: Screen[], language: Language): Promise<A11yFinding[]> {
  const findings: A11yFinding[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const screen of screens) {
      await page.goto(screen.path);
      await settled(page);
      await screen.open?.(page);
      findings.push(...(await axeFindings(page, `${screen.name} [${language}, ${viewport.name}]`)));
      // A11Y_SHOTS_DIR=/some/folder keeps a picture of every screen checked, for a person to look at.
      const shots = process.env.A11Y_SHOTS_DIR;
      if (shots) {
        const file = `${language}-${viewport.width}-${screen.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
        await page.screenshot({ path: `${shots}/${file}` });
      }
    }
  }
  return findings;
}

/** A checkout started for the signed-in page on `method`: the address of the sandbox's page it opens. */
async function sandboxPage(page: Page, tourId: string, method: string): Promise<string> {
  const started = await page.request.post(`/api/tours/${tourId}/checkout`, {
    data: { mobile: MOBILE, method },
    headers: { origin: String(test.info().project.use.baseURL) },
  });
  expect(started.status(), await started.text()).toBe(201);
  const url = new URL(((await started.json()) as { url: string }).url);
  return url.pathname + url.search;
}

function expectNoFindings(findings: A11yFinding[]) {
  expect(findings, `serious or critical axe violations:\n${findings.join('\n')}`).toEqual([]);
}

for (const language of LANGUAGES) {
  test.describe(`accessibility [${language}]`, () => {
    test('a visitor: every public screen', async ({ page, api, request }) => {
      // Thirteen screens, each checked by axe: near the default two minutes on a busy machine.
      test.slow();
      const event = await api.createEvent();
      const club = await api.createClub();
      const announcements = (await (await request.get('/api/announcements')).json()) as {
        items: { id: string }[];
      };
      const announcement = announcements.items[0];
      expect(announcement, 'the demo seed has announcements').toBeDefined();
      await useLanguage(page, language);

      const screens: Screen[] = [
        { name: 'Home', path: '/' },
        { name: 'Events', path: '/tours' },
        { name: 'Event details', path: `/tours/${event.id}` },
        { name: 'Clubs', path: '/clubs' },
        { name: 'Club details', path: `/club/${club.id}` },
        { name: 'Announcement', path: `/announcements/${announcement?.id}` },
        { name: 'Login', path: '/login' },
        {
          name: 'Login with errors',
          path: '/login',
          open: async (p) => {
            await p.getByRole('button', { name: TEXT[language].signIn, exact: true }).click();
            await expect(p.getByText(TEXT[language].required).first()).toBeVisible();
          },
        },
        { name: 'Register', path: '/register' },
        { name: 'Teacher Register', path: '/teacher-register' },
        { name: 'Forget Password', path: '/forget-password' },
        { name: 'Reset Password', path: '/reset-password?token=not-a-real-token' },
        { name: 'Page not found', path: '/no-such-page' },
      ];
      expectNoFindings(await checkScreens(page, screens, language));
    });

    test('a student: payments, profile, checkouts and results', async ({ page, api, student, payAs }) => {
      // Every screen of a student's, with a paid, a failed, a club payment and a part paid, checked by axe.
      test.slow();
      const paidEvent = await api.createEvent();
      const failedEvent = await api.createEvent({ destination: api.name('Srimangal Tea Gardens') });
      const club = await api.createClub();
      const pay = await payAs(student);
      const paid = await pay(`/api/tours/${paidEvent.id}/checkout`, { mobile: MOBILE }, 'paid');
      const failed = await pay(`/api/tours/${failedEvent.id}/checkout`, { mobile: MOBILE }, 'failed');
      await pay(`/api/clubs/${club.id}/checkout`, { mobile: MOBILE, plan: 'yearly' }, 'paid');
      // Paying in parts (decision 0052): one event to choose at checkout, one with part 1 paid.
      const inParts = { departureDate: dhakaDateIn(14), paymentPlan: planInParts(250_000, [1, 7]) };
      const planEvent = await api.createEvent({ ...inParts, destination: api.name('Kuakata Sea Beach') });
      const payingEvent = await api.createEvent({
        ...inParts,
        destination: api.name('Ratargul Swamp Forest'),
      });
      await pay(`/api/tours/${payingEvent.id}/checkout`, { mobile: MOBILE, inParts: true }, 'paid');
      await useLanguage(page, language);
      await signInAs(page, student);

      const screens: Screen[] = [
        { name: 'Home (signed in)', path: '/' },
        {
          name: 'My Payments (events, a plan card)',
          path: '/my-payments?kind=tour',
          open: (p) => expect(p.getByRole('article', { name: payingEvent.destination })).toBeVisible(),
        },
        { name: 'My Payments (clubs)', path: '/my-payments?kind=club' },
        { name: 'My Profile', path: '/my-profile' },
        { name: 'Pay Fee', path: '/payfee' },
        { name: 'Clubs (member countdown)', path: '/clubs' },
        { name: 'Event checkout', path: `/tours-checkout/${failedEvent.id}` },
        {
          name: 'Event checkout with an error',
          path: `/tours-checkout/${failedEvent.id}`,
          open: async (p) => {
            await p.getByLabel(TEXT[language].mobile).fill('12345');
            await p.getByRole('button', { name: TEXT[language].payNow }).click();
            await expect(p.getByText(TEXT[language].badMobile)).toBeVisible();
          },
        },
        {
          name: 'Event checkout, paying in parts',
          path: `/tours-checkout/${planEvent.id}`,
          open: async (p) => {
            await p.getByText(TEXT[language].payInParts, { exact: true }).click();
            await expect(p.getByRole('radio', { name: TEXT[language].payInParts })).toBeChecked();
          },
        },
        {
          name: 'Event checkout, the next part',
          path: `/tours-checkout/${payingEvent.id}?part=next`,
          open: (p) =>
            expect(p.getByRole('status').filter({ hasText: TEXT[language].nextPart })).toBeVisible(),
        },
        { name: 'Club checkout', path: `/checkout/${club.id}` },
        // The SSLCommerz sandbox's page, opened on the method chosen at checkout (decision 0050).
        { name: 'Sandbox payment page (bKash)', path: await sandboxPage(page, failedEvent.id, 'bkash') },
        { name: 'Sandbox payment page (all methods)', path: await sandboxPage(page, failedEvent.id, 'all') },
        { name: 'Payment success', path: `/payment/success/${encodeURIComponent(paid)}` },
        { name: 'Payment fail', path: `/payment/fail/${encodeURIComponent(failed)}` },
        { name: 'Two-factor setup', path: '/two-factor-setup' },
      ];
      expectNoFindings(await checkScreens(page, screens, language));
    });

    test('an admin: payment history, its dialogs, the audit trail, users, student IDs, the add forms and settlement', async ({
      page,
      api,
      student,
      payAs,
    }) => {
      // A dozen admin screens and their dialogs, each checked by axe: slower than the others.
      test.slow();
      const event = await api.createEvent();
      const pay = await payAs(student);
      const tranId = await pay(`/api/tours/${event.id}/checkout`, { mobile: MOBILE }, 'paid');
      // And one the gateway flagged as risky: held, so the on-hold queue has a row to check.
      const heldEvent = await api.createEvent({ destination: api.name('Kuakata Sea Beach') });
      await pay(`/api/tours/${heldEvent.id}/checkout`, { mobile: MOBILE }, 'risky');
      await useLanguage(page, language);
      await signInAs(page, demoAdmin);

      const openPayment = async (p: Page) => {
        await p.getByRole('button', { name: TEXT[language].events, exact: true }).click();
        const group = p.getByRole('region', { name: event.destination, exact: true });
        // The wide table names the payer's button by the payment; the cards have "View details".
        await group.getByRole('button', { name: TEXT[language].payment(tranId) }).click();
        const dialog = p.getByRole('dialog', { name: TEXT[language].paymentDetails });
        await expect(dialog.getByText(TEXT[language].callbacks)).toBeVisible();
        return dialog;
      };

      const screens: Screen[] = [
        { name: 'Payment History (clubs)', path: '/transaction-history' },
        {
          name: 'Payment History (events)',
          path: '/transaction-history',
          open: async (p) => {
            await p.getByRole('button', { name: TEXT[language].events, exact: true }).click();
            await expect(p.getByRole('region', { name: event.destination, exact: true })).toBeVisible();
          },
        },
        { name: 'Payment detail dialog', path: '/transaction-history', open: openPayment },
        {
          name: 'Refund form with an error',
          path: '/transaction-history',
          open: async (p) => {
            const dialog = await openPayment(p);
            await dialog.getByRole('button', { name: TEXT[language].refund, exact: true }).click();
            await dialog.getByRole('button', { name: TEXT[language].refundAmount }).click();
            await expect(dialog.getByText(TEXT[language].shortReason)).toBeVisible();
          },
        },
        {
          name: 'Payment History (filtered)',
          path: `/transaction-history?status=paid&q=${encodeURIComponent(tranId)}`,
          open: (p) => expect(p.getByRole('region', { name: event.destination, exact: true })).toBeVisible(),
        },
        { name: 'Audit trail', path: '/audit-trail' },
        {
          name: 'Audit trail with details',
          path: `/audit-trail?target=${encodeURIComponent(tranId)}`,
          open: (p) => p.getByText(TEXT[language].details, { exact: true }).first().click(),
        },
        {
          name: 'On-hold queue',
          path: '/on-hold',
          open: async (p) => {
            // A held payment's Refund: the rows are there.
            await expect(
              p.getByRole('button', { name: TEXT[language].refund, exact: true }).first(),
            ).toBeVisible();
          },
        },
        { name: 'Users (all students)', path: '/students' },
        { name: 'Users (admin requests)', path: '/students?tab=requests' },
        { name: 'Users (admins)', path: '/students?tab=admins' },
        { name: 'Student IDs', path: '/students?tab=student-ids' },
        { name: 'Add Event', path: '/addtour' },
        { name: 'Add Club', path: '/addclub' },
        {
          name: 'Discounts and waivers',
          path: '/admin/discounts',
          // The codes (one of the demo's, as a row or a card) and the two forms.
          open: async (p) => {
            await expect(p.getByText('FRESHER20', { exact: true })).toBeVisible();
            await expect(p.getByRole('form')).toHaveCount(2);
          },
        },
        {
          name: 'Daily settlement',
          path: '/settlement',
          // The server asks the gateway about each of the day's payments before the figures show.
          open: (p) => expect(p.locator('#settlement-figures')).toBeVisible({ timeout: 30_000 }),
        },
      ];
      expectNoFindings(await checkScreens(page, screens, language));
    });
  });
}

test('the home sliders pause on request, and stand still for people who ask for less motion', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const sliders = page.locator('.swiper');
  await expect(sliders).toHaveCount(2);
  // While a slider plays its slides are not announced; paused, each new slide is.
  const snapshots = sliders.filter({ has: page.locator('figure') });
  await expect(snapshots.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');
  const pause = snapshots.getByRole('button', { name: 'Pause slideshow' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(snapshots.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
  await expect(snapshots.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Enter');
  await expect(pause).toBeVisible();

  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const still = await context.newPage();
  await still.goto('/');
  const stillSliders = still.locator('.swiper');
  await expect(stillSliders).toHaveCount(2);
  await expect(stillSliders.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
  for (const wrapper of await stillSliders.locator('.swiper-wrapper').all()) {
    await expect(wrapper).toHaveAttribute('aria-live', 'polite');
  }
  await context.close();
});
