import type { Page } from '@playwright/test';
import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { dhakaDateIn } from '../fixtures/admin-api.ts';
import { cardNamed } from '../fixtures/cards.ts';
import { coverImage } from '../fixtures/images.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Events, clubs and announcements as a visitor and an admin see them. Each journey finds the
 * event and club it made itself (through the API, or on the admin's screens), never "the first one".
 */

async function imageLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name }).first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test.describe('events, clubs and announcements', () => {
  test('a visitor goes from home to an event, a club and an announcement', async ({ page, api }) => {
    const { destination } = await api.createEvent();
    const { clubName } = await api.createClub();

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByText('Please log in to explore and make payments.')).toBeVisible();
    for (const label of ['Total Students', 'Total Clubs', 'Total Events']) {
      await expect(page.getByRole('listitem', { name: label })).toContainText(/\d/);
    }
    await expect(page.getByRole('heading', { name: 'Snapshots from Our Recent Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Announcements' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    const card = cardNamed(page, destination);
    await expect(card.getByText('Fee in TK')).toBeVisible();
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: destination })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Day 1\. / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();

    await nav.getByRole('link', { name: 'Clubs' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Make Your Monthly Club Payment' }),
    ).toBeVisible();
    await page.getByRole('heading', { level: 2 }).getByRole('link', { name: clubName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: clubName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Club Leadership' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByText(/^Tk [\d,.]+$/).first()).toBeVisible();

    await nav.getByRole('link', { name: 'Home' }).click();
    const announcement = page.locator('.swiper-slide-active a').first();
    await expect(announcement).toBeVisible();
    await announcement.click();
    await expect(page).toHaveURL(/\/announcements\/[\w-]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Announcements from Department' }),
    ).toBeVisible();
  });

  test('a visitor pressing Pay Now logs in first and comes back to the club checkout', async ({
    page,
    api,
    student,
  }) => {
    const { clubName } = await api.createClub();
    await page.goto('/clubs');
    const payNow = cardNamed(page, clubName).getByRole('link', { name: 'Pay Now' });
    const checkout = (await payNow.getAttribute('href')) ?? '';
    expect(checkout).toMatch(/^\/checkout\/[\w-]+$/);
    await payNow.click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${checkout}$`));
  });

  test('an admin adds an event and a club with images, and a visitor then sees both', async ({
    page,
    browser,
    api,
  }) => {
    // Named with the journey's tag, so the api fixture removes them when the journey ends.
    const destination = api.name('Kuakata Sea Beach');
    const clubName = api.name('Astronomy Club');
    const png = await coverImage();

    await page.goto('/');
    await signInAs(page, demoAdmin);

    // The event.
    await page.goto('/addtour');
    await expect(page.getByRole('heading', { level: 1, name: 'Add an Event' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(17);

    const fields: Record<string, string> = {
      Destination: destination,
      Location: 'Patuakhali',
      'Departure Date': dhakaDateIn(2),
      Duration: '2 days, 1 night',
      'Cost (Tk)': '3200.50',
      'Group Size': '25',
      Overview: 'Sunrise and sunset from the same beach, with a visit to the Rakhine village.',
      Itinerary: 'Day 1: Dhaka to Kuakata - Launch to Patuakhali\nDay 2: Sunrise and return',
      Accommodation: 'Beach-side hotel, four students per room',
      'Tour Guides': 'Md. Tanvir Hasan (Lecturer)',
      Inclusions: 'Launch cabins\nAll meals',
      Exclusions: 'Personal shopping',
      'Health & Safety': 'No swimming after dark.',
      'Payment & Cancellation': 'Full refund until 7 days before departure.',
    };
    for (const [label, value] of Object.entries(fields))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Registration').selectOption('Open');
    await page.getByLabel('Transportation').selectOption('Boat');
    await page.getByLabel('Image', { exact: true }).setInputFiles(png);
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Tour added successfully')).toBeVisible();
    await expect(page.getByLabel('Destination')).toHaveValue('');

    // The club.
    await page.goto('/addclub');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a Club' })).toBeVisible();
    await page.getByLabel('Club Name').fill(clubName);
    await page
      .getByLabel('Club Description')
      .fill('Night-sky sessions on the roof with the department telescope.');
    const first = page.getByRole('group', { name: 'First office holder' });
    await first.getByLabel('Role').selectOption('President');
    await first.getByLabel('Name').fill('Sadia Afrin');
    const second = page.getByRole('group', { name: 'Second office holder' });
    await second.getByLabel('Role').selectOption('Treasurer');
    await second.getByLabel('Name').fill('Imran Hossain');
    await page.getByLabel('Membership Benefits').fill('Telescope nights\nAstrophotography workshop');
    await page.getByLabel('Contact Information').fill('Email: astronomy@cse.dpms.local');
    await page.getByLabel('Monthly Price (Tk)').fill('120');
    await page.getByLabel('Yearly Price (Tk)').fill('1200');
    await page.getByLabel('Image', { exact: true }).setInputFiles(png);
    await page.getByRole('button', { name: 'Add Club' }).click();
    await expect(page.getByText('Club added successfully')).toBeVisible();

    // A visitor, in a fresh browser context, sees both.
    const visitor = await browser.newPage();
    await visitor.goto('/tours');
    const card = visitor.locator('article', { has: visitor.getByRole('heading', { name: destination }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Tk 3,200.50')).toBeVisible();
    await imageLoaded(visitor, destination);
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: destination })).toBeVisible();
    await expect(
      visitor.getByRole('heading', { name: 'Day 1. Dhaka to Kuakata - Launch to Patuakhali' }),
    ).toBeVisible();
    await imageLoaded(visitor, destination);

    await visitor.goto('/clubs');
    await visitor.getByRole('link', { name: clubName }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: clubName })).toBeVisible();
    await expect(visitor.getByText('Sadia Afrin')).toBeVisible();
    await expect(visitor.getByText('Tk 1,200', { exact: true })).toBeVisible();
    await imageLoaded(visitor, clubName);
    await visitor.close();
  });
});
