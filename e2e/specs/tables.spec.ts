import type { Page } from '@playwright/test';
import { demoAdmin, signInAs } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Tables that fit (issue 10): My Payments, Payment History, the audit trail, Users and the
 * student-ID list never clip text. Each shows a table where one fits and cards where it does not:
 * at a desktop width, at 640 px (a 1280 px screen at 200% zoom) and at 390 px. `A11Y_SHOTS_DIR`
 * saves a screenshot of each for a person to look at.
 */

const WIDTHS = [1280, 640, 390] as const;
const MOBILE = '01712345678';

type Layout = { tables: number; clipped: string[] };

/**
 * What the list area shows and what of it is cut off: a table cell, a header or a scrolling box
 * whose content is wider than the box, or text cut with an ellipsis.
 */
async function layoutOf(page: Page): Promise<Layout> {
  return page.locator('main').evaluate((main) => {
    const clipped: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const tables = [...main.querySelectorAll('table')].filter(visible);
    for (const table of tables) {
      for (const cell of table.querySelectorAll('th, td')) {
        if (cell.scrollWidth > cell.clientWidth + 1) clipped.push(`${describe(cell)} overflows its cell`);
      }
    }
    for (const el of main.querySelectorAll('*')) {
      // Skips what is hidden, and the 1 px boxes of text for screen readers only (sr-only).
      if (!visible(el) || el.clientWidth <= 1) continue;
      const style = getComputedStyle(el);
      if (/(auto|scroll|hidden)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        clipped.push(`${describe(el)} is ${el.scrollWidth - el.clientWidth} px wider than its box`);
      }
    }
    return { tables: tables.length, clipped };
  });
}

/** At each width: the screen settles, nothing is clipped, and (with A11Y_SHOTS_DIR) a screenshot. */
async function checkFits(page: Page, name: string, open: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await open();
    await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
    const layout = await layoutOf(page);
    const shots = process.env.A11Y_SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/table-${name}-${width}.png`, fullPage: true });
    expect.soft(layout.clipped, `${name} at ${width} px (${layout.tables ? 'table' : 'cards'})`).toEqual([]);
  }
}

test('My Payments, Payment History, the audit trail, Users and Student IDs clip nothing at 1280, 640 and 390 px', async ({
  page,
  browser,
  api,
  student,
  payAs,
}) => {
  const event = await api.createEvent();
  const club = await api.createClub();
  const pay = await payAs(student);
  await pay(`/api/tours/${event.id}/checkout`, { mobile: MOBILE }, 'paid');
  await pay(`/api/clubs/${club.id}/checkout`, { mobile: MOBILE, plan: 'yearly' }, 'paid');

  await signInAs(page, student);
  const myPayments = (kind: string) => async () => {
    await page.goto(`/my-payments?kind=${kind}`);
    await expect(page.getByText(kind === 'tour' ? event.destination : club.clubName).first()).toBeVisible();
  };
  await checkFits(page, 'my-payments-events', myPayments('tour'));
  await checkFits(page, 'my-payments-clubs', myPayments('club'));

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAs(admin, demoAdmin);
  const history = (kind: 'Clubs' | 'Events', name: string) => async () => {
    await admin.goto('/transaction-history');
    await admin.getByRole('button', { name: kind }).click();
    await expect(admin.getByRole('region', { name, exact: true })).toContainText(student.name);
  };
  await checkFits(admin, 'payment-history-clubs', history('Clubs', club.clubName));
  await checkFits(admin, 'payment-history-events', history('Events', event.destination));
  await checkFits(admin, 'audit-trail', async () => {
    await admin.goto('/audit-trail?kind=payment');
    await expect(admin.getByText('Payment status: Pending → Paid').first()).toBeVisible();
  });
  await checkFits(admin, 'users', async () => {
    await admin.goto('/students');
    await expect(admin.getByRole('tabpanel')).toContainText('ID');
  });
  await checkFits(admin, 'student-ids', async () => {
    await admin.goto('/students?tab=student-ids');
    await expect(admin.getByText(/Page 1 of/)).toBeVisible();
  });
  await context.close();
});
