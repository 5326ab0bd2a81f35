import type { BrowserContext, Page } from '@playwright/test';
import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { axeFindings } from '../fixtures/axe.ts';
import { myPaymentNamed } from '../fixtures/cards.ts';
import type { StudentAccount } from '../fixtures/students.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * DPMS in the pocket (decision 0049): the installed app's service worker keeps the app's files,
 * the app keeps what it showed, a student's ticket opens with no network, and an organiser checks
 * tickets in at the bus with none, the phones' check-ins sent once the network is back.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has the app's files, so a reload with no network finds them. */
async function appKeptOffline(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on);
}

test('a student’s ticket, with its QR code, opens after a reload with no network', async ({
  page,
  api,
  student,
  payAs,
}) => {
  const event = await api.createEvent({ meetingPoint: 'Kamalapur station, platform 3, 5:30 AM' });
  const pay = await payAs(student);
  await pay(`/api/tours/${event.id}/checkout`, { mobile: '01712345678' }, 'paid');

  await signInAs(page, student);
  await page.goto('/my-payments');
  await myPaymentNamed(page, event.destination)
    .getByRole('button', { name: `Ticket for ${event.destination}` })
    .click();
  const ticket = page.getByRole('dialog', { name: 'Your ticket' });
  const code = (await ticket.getByTestId('ticket-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await ticket.getByRole('button', { name: 'Close' }).click();
  await appKeptOffline(page);

  await offline(page.context(), true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText(
    'You are offline; this is what DPMS showed at',
  );
  await expect(page.getByTestId('payments-last-known')).toBeVisible();
  await myPaymentNamed(page, event.destination)
    .getByRole('button', { name: `Ticket for ${event.destination}` })
    .click();
  const kept = page.getByRole('dialog', { name: 'Your ticket' });
  await expect(
    kept.getByRole('img', { name: `QR code of your ticket for ${event.destination}` }),
  ).toBeVisible();
  await expect(kept.getByTestId('ticket-code')).toHaveText(code);
  await expect(kept.getByText('Kamalapur station, platform 3, 5:30 AM')).toBeVisible();
  await expect(kept.getByTestId('ticket-offline')).toBeVisible();
  await kept.getByRole('button', { name: 'Close' }).click();

  // Signing out (online) leaves no private copy: offline again, the ticket is not there.
  await offline(page.context(), false);
  await page.goto('/');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  const privateCopies = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('dpms-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          // A person's own answers; a signed-out session (null) is no one's data.
          const all = open.result.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () =>
            resolve(
              all.result.filter(
                (entry: { queryKey: unknown[]; state: { data: unknown } }) =>
                  entry.queryKey[0] === 'me' && entry.state.data !== null,
              ).length,
            );
        };
      }),
  );
  expect(privateCopies).toBe(0);
  await offline(page.context(), true);
  await page.goto('/my-payments').catch(() => {});
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByText(event.destination)).toHaveCount(0);

  // What needs the server says so plainly, and keeps what was typed.
  await page.goto('/login').catch(() => {});
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are offline. This needs a connection')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(student.email);
  await offline(page.context(), false);
});

/** Two paid students of one event, and their ticket codes (read from their own tickets). */
async function paidAttendees(
  api: import('../fixtures/admin-api.ts').AdminApi,
  students: import('../fixtures/students.ts').Students,
  payAs: (student: StudentAccount) => Promise<import('../fixtures/sandbox.ts').Pay>,
  request: import('@playwright/test').APIRequest,
  baseURL: string,
) {
  const event = await api.createEvent();
  const people = [await students.create({ name: `Nusrat Jahan ${Date.now()}` }), await students.create()];
  const codes: string[] = [];
  for (const person of people) {
    const pay = await payAs(person);
    await pay(`/api/tours/${event.id}/checkout`, { mobile: '01712345678' }, 'paid');
    const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    const { signInWith } = await import('../fixtures/accounts.ts');
    await signInWith(context, person);
    const mine = await (await context.get('/api/me/payments?kind=tour&page=1')).json();
    const row = mine.items.find((item: { itemId: string }) => item.itemId === event.id);
    codes.push((await (await context.get(`/api/me/payments/${row.id}/ticket`)).json()).code);
    await context.dispose();
  }
  return { event, people, codes };
}

test('an organiser checks tickets in with no network, and they reach the server once, by themselves', async ({
  adminPage,
  api,
  students,
  payAs,
  playwright,
  baseURL,
}) => {
  const { event, people, codes } = await paidAttendees(
    api,
    students,
    payAs,
    playwright.request,
    String(baseURL),
  );
  await adminPage.goto(`/tours/${event.id}/check-in`);
  const card = adminPage.getByTestId('offline-list');
  await card.getByRole('button', { name: 'Download for offline use' }).click();
  await expect(card.getByTestId('offline-list-status')).toContainText('2 attendees');
  await appKeptOffline(adminPage);

  await offline(adminPage.context(), true);
  const result = adminPage.getByTestId('check-in-result');
  const scan = async (code: string) => {
    await adminPage.getByLabel('Ticket code').fill(code);
    await adminPage.getByRole('button', { name: 'Check in' }).click();
  };
  await scan(codes[0]!);
  await expect(result).toContainText('Checked in');
  await expect(result).toContainText(people[0]!.name);
  await expect(result.getByTestId('check-in-queued')).toBeVisible();
  // A forged code is refused as the server refuses it.
  const forged = `${codes[1]!.slice(0, 40)}${codes[1]![40] === 'A' ? 'B' : 'A'}${codes[1]!.slice(41)}`;
  await scan(forged);
  await expect(result).toContainText('Ticket refused');
  await expect(result).toContainText('not a valid DPMS ticket');
  await scan(codes[1]!);
  await expect(result).toContainText(people[1]!.name);
  await expect(card.getByTestId('check-in-queue')).toHaveText('2 check-ins are waiting to be sent.');

  // The queue survives a reload with no network.
  await adminPage.reload();
  await expect(adminPage.getByTestId('offline-banner')).toBeVisible();
  await expect(card.getByTestId('check-in-queue')).toHaveText('2 check-ins are waiting to be sent.');
  expect((await api.attendees(event.id)).checkedIn).toBe(0);

  await offline(adminPage.context(), false);
  await expect(card.getByTestId('check-in-sent')).toContainText(`${people[0]!.name}: checked in.`);
  await expect(card.getByTestId('check-in-sent')).toContainText(`${people[1]!.name}: checked in.`);
  await expect(card.getByTestId('check-in-queue')).toHaveCount(0);
  const server = await api.attendees(event.id);
  expect(server).toMatchObject({ paid: 2, checkedIn: 2 });
  await expect(adminPage.getByTestId('check-in-counts')).toHaveText('2 of 2 checked in');
});

test('two phones that check the same ticket in offline count it once, and both are told', async ({
  adminPage,
  browser,
  api,
  students,
  payAs,
  playwright,
  baseURL,
}) => {
  // Two admins' sign-ins (each waits for a fresh authenticator code) and two browsers.
  test.slow();
  const { event, people, codes } = await paidAttendees(
    api,
    students,
    payAs,
    playwright.request,
    String(baseURL),
  );
  const second = await browser.newContext();
  const otherPage = await second.newPage();
  await signInAs(otherPage, demoAdmin);
  const phones = [adminPage, otherPage];
  for (const phone of phones) {
    await phone.goto(`/tours/${event.id}/check-in`);
    await phone.getByTestId('offline-list').getByRole('button', { name: 'Download for offline use' }).click();
    await expect(phone.getByTestId('offline-list-status')).toContainText('2 attendees');
    await offline(phone.context(), true);
    await phone.getByLabel('Ticket code').fill(codes[0]!);
    await phone.getByRole('button', { name: 'Check in' }).click();
    await expect(phone.getByTestId('check-in-result')).toContainText('Checked in');
  }
  // The first phone back online sends first; then the second.
  await offline(adminPage.context(), false);
  await expect(adminPage.getByTestId('check-in-sent')).toContainText(`${people[0]!.name}: checked in.`, {
    timeout: 30_000,
  });
  await offline(otherPage.context(), false);
  const told = otherPage.getByTestId('check-in-sent');
  await expect(told).toContainText(`${people[0]!.name} was already checked in`, { timeout: 30_000 });
  await expect(told).toContainText('counted once');
  const firstDevice = (await api.attendees(event.id)).items.find((item) => item.name === people[0]!.name);
  expect(firstDevice?.checkedInAt).toBeTruthy();
  const server = await api.attendees(event.id);
  expect(server.checkedIn).toBe(1);
  expect(server.items.find((item) => item.name === people[0]!.name)?.repeatScans).toHaveLength(1);
  // The first phone is told too: its list shows the other phone's scan, counted once.
  await expect(adminPage.getByTestId('repeat-scan')).toContainText('counted once', { timeout: 30_000 });
  await second.close();
});

test('Chromium finds DPMS installable, and the offline states pass the axe sweep in both languages at 390 px', async ({
  browser,
  api,
  student,
  payAs,
  adminPage,
}) => {
  // Three browsers, two languages, an axe sweep on each state.
  test.slow();
  const event = await api.createEvent({ meetingPoint: 'Sadarghat launch terminal, gate 2, 6:00 AM' });
  const pay = await payAs(student);
  await pay(`/api/tours/${event.id}/checkout`, { mobile: '01712345678' }, 'paid');
  const shots = process.env.SHOTS_DIR;
  const findings: string[] = [];

  for (const language of ['en', 'bn'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((lang) => localStorage.setItem('dpms_lang', lang), language);
    const page = await context.newPage();
    await signInAs(page, student);
    await page.goto('/my-payments');
    await expect(page.getByText(event.destination).first()).toBeVisible();
    await appKeptOffline(page);
    if (language === 'en') {
      // What Chromium asks of an installable app: a manifest with icons and a start URL, a worker.
      const cdp = await context.newCDPSession(page);
      // Playwright's contexts are incognito, where nothing installs: every other criterion holds.
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
      // A session of our own left attached would undo the context's offline emulation below.
      await cdp.detach();
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({ short_name: 'DPMS', display: 'standalone', start_url: '/' });
      expect(
        manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
      ).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    }
    // The ticket is fetched for the phone once the list is drawn; give it a moment, then go offline.
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('payments-last-known')).toBeVisible();
    findings.push(...(await axeFindings(page, `My Payments offline [${language}]`)));
    if (shots)
      await page.screenshot({ path: `${shots}/my-payments-offline-${language}-390.png`, fullPage: true });
    await page
      .locator('button', { hasText: language === 'en' ? 'Ticket' : 'টিকিট' })
      .first()
      .click();
    await expect(page.getByTestId('ticket-offline')).toBeVisible();
    await expect(page.getByTestId('ticket-code')).toBeVisible();
    findings.push(...(await axeFindings(page, `Ticket offline [${language}]`)));
    if (shots) await page.screenshot({ path: `${shots}/ticket-offline-${language}-390.png` });
    await context.close();
  }

  // The organiser's check-in, offline, with a check-in waiting to be sent.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  const code = await ticketCodeOf(student, event.id, browser);
  for (const language of ['en', 'bn'] as const) {
    await adminPage.goto('/');
    await adminPage.evaluate((lang) => localStorage.setItem('dpms_lang', lang), language);
    await adminPage.goto(`/tours/${event.id}/check-in`);
    const card = adminPage.getByTestId('offline-list');
    await card.getByRole('button').first().click();
    await expect(card.getByTestId('offline-list-status')).toContainText(
      language === 'en' ? '1 attendee' : '১',
    );
    await adminPage.context().setOffline(true);
    await adminPage.getByTestId('check-in-result').scrollIntoViewIfNeeded();
    await adminPage.locator('input[autocomplete="off"]').first().fill(code);
    await adminPage.locator('form button[type="submit"]').first().click();
    await expect(adminPage.getByTestId('check-in-result')).toContainText(student.name);
    findings.push(...(await axeFindings(adminPage, `Check-in offline [${language}]`)));
    if (shots)
      await adminPage.screenshot({ path: `${shots}/check-in-offline-${language}-390.png`, fullPage: true });
    await adminPage.context().setOffline(false);
    // The first round's check-in is sent once the network is back; the second finds it already in.
    if (language === 'en') await expect(card.getByTestId('check-in-sent')).toBeVisible({ timeout: 30_000 });
  }
  expect(findings).toEqual([]);
});

/** A student's ticket code for an event, read as they read it. */
async function ticketCodeOf(
  student: StudentAccount,
  tourId: string,
  browser: import('@playwright/test').Browser,
) {
  const context = await browser.newContext();
  await signInAs(await context.newPage(), student);
  const request = context.request;
  const mine = await (await request.get('/api/me/payments?kind=tour&page=1')).json();
  const row = mine.items.find((item: { itemId: string }) => item.itemId === tourId);
  const { code } = await (await request.get(`/api/me/payments/${row.id}/ticket`)).json();
  await context.close();
  return code as string;
}
