import { expect, test } from '../fixtures/test.ts';

/**
 * A visitor's first screens come drawn from the server with the app's own React screens
 * (decision 0053): they show before (and without) the app's code, which then takes them over.
 */
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

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(page.getByText(texts.students)).toBeVisible();

      await page.goto('/tours');
      await expect(page.getByRole('heading', { level: 1, name: texts.events })).toBeVisible();
      // The cards with their data: each event's name, fee and a way to its details.
      const cards = page.locator('main article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByRole('heading', { level: 2 })).not.toBeEmpty();
      await expect(cards.first().getByRole('img')).toHaveAttribute('alt', /\S/);

      await page.goto('/clubs');
      await expect(page.getByRole('heading', { level: 1, name: texts.clubs })).toBeVisible();
      await expect(page.locator('main article').first()).toBeVisible();

      await page.goto('/login');
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
});
