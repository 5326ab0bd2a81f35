import type { Page, Response } from '@playwright/test';
import { signInAs } from '../fixtures/accounts.ts';
import { myPaymentNamed } from '../fixtures/cards.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * A visitor's first screens come drawn from the server with the app's own React screens
 * (decision 0053): they show before (and without) the app's code, which then takes them over.
 */
/**
 * Opens `path` until the page comes drawn: right after a write by another journey, or while a
 * first drawing takes longer than the server waits (a busy machine), the page is the plain one
 * and the browser draws it, by design (decision 0054). With JavaScript off, the data block stays.
 */
async function gotoDrawn(page: Page, path: string): Promise<Response | null> {
  let answer: Response | null = null;
  await expect(async () => {
    answer = await page.goto(path);
    expect(await page.locator('#dpms-drawn-screen').count()).toBe(1);
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1_000] });
  return answer;
}

test.describe('the first screens drawn on the server', () => {
  test('with JavaScript off, a visitor still sees Home, Events, Clubs and Login, in their language', async ({
    browser,
  }) => {
    for (const [locale, texts] of [
      [
        'en-US',
        { students: 'Total Students', events: 'Upcoming Events', clubs: 'Make Your Monthly Club Payment' },
      ],
      ['bn-BD', { students: 'মোট শিক্ষার্থী', events: 'আসন্ন ইভেন্ট', clubs: 'ক্লাবের মাসিক ফি পরিশোধ করুন' }],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();

      await gotoDrawn(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(page.getByText(texts.students)).toBeVisible();

      await gotoDrawn(page, '/tours');
      await expect(page.getByRole('heading', { level: 1, name: texts.events })).toBeVisible();
      // The cards with their data: each event's name, fee and a way to its details.
      const cards = page.locator('main article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByRole('heading', { level: 2 })).not.toBeEmpty();
      await expect(cards.first().getByRole('img')).toHaveAttribute('alt', /\S/);

      await gotoDrawn(page, '/clubs');
      await expect(page.getByRole('heading', { level: 1, name: texts.clubs })).toBeVisible();
      await expect(page.locator('main article').first()).toBeVisible();

      await gotoDrawn(page, '/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    }
  });

  test('the app takes the drawn screen over without an error, and it works as before', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    // Interactive once hydrated: the info button opens its dialog.
    await page.getByRole('button', { name: 'Before you register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Before you register' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clubs' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Make Your Monthly Club Payment' }),
    ).toBeVisible();
    await page.goto('/');
    await expect(page.getByText('Total Students')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Announcements' })).toBeVisible();

    // Hydration mismatches, blocked inline scripts and failed requests all show here.
    expect(errors.filter((text) => !text.includes('Service Worker'))).toEqual([]);
  });

  test("a student's own My Payments comes drawn for them alone, and the app takes it over", async ({
    browser,
    page,
    api,
    student,
    students,
    payAs,
  }) => {
    const event = await api.createEvent();
    const pay = await payAs(student);
    await pay(`/api/tours/${event.id}/checkout`, { mobile: '01712345678' }, 'paid');
    await signInAs(page, student);

    // Without the app's code, the page itself holds the student's payment, for them alone.
    const cookies = await page.context().cookies();
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(cookies);
    const bare = await noScript.newPage();
    const answer = await gotoDrawn(bare, '/my-payments');
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(bare.getByRole('heading', { level: 1, name: 'My Payments' })).toBeVisible();
    await expect(myPaymentNamed(bare, event.destination)).toContainText('Paid');
    await noScript.close();

    // Another student's page holds none of it.
    const other = await students.create();
    const otherContext = await browser.newContext({ javaScriptEnabled: false });
    const otherPage = await otherContext.newPage();
    await signInAs(otherPage, other);
    await gotoDrawn(otherPage, '/my-payments');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'My Payments' })).toBeVisible();
    expect(await otherPage.content()).not.toContain(event.destination);
    await otherContext.close();

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/my-payments');
    // Interactive once hydrated: the ticket opens from the drawn row.
    await myPaymentNamed(page, event.destination)
      .getByRole('button', { name: `Ticket for ${event.destination}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Your ticket' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Your ticket' }).getByRole('button', { name: 'Close' }).click();
    // The data the page carried is gone from it once read.
    expect(await page.locator('#dpms-drawn-screen').count()).toBe(0);
    expect(errors.filter((text) => !text.includes('Service Worker'))).toEqual([]);
  });
});
