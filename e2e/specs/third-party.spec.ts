import type { Page } from '@playwright/test';
import { withTotpCode } from '../fixtures/authenticator.ts';
import { cardNamed } from '../fixtures/cards.ts';
import { pathOf } from '../fixtures/mailbox.ts';
import { OIDC_ISSUER, oidcUserFor } from '../fixtures/oidc-provider.mjs';
import { expect, test } from '../fixtures/test.ts';
import { uniqueStudentId, uniqueTag, uniqueTeacherId } from '../fixtures/unique.ts';

/**
 * Third-party sign-in (OpenID Connect) against the local provider serve.mjs starts
 * (fixtures/oidc-provider.mjs): its development login and consent pages, our callback, and the
 * profile a first-time student must complete before paying. The journey signs in with a login of
 * its own (so it is a first-time user on every run), allow-lists a student ID of its own and pays
 * for an event of its own.
 */

const BATCH = '9th';
const MOBILE = '01712345678';

/** Opens the event's checkout from its card on /tours and presses Pay Now. */
async function tryToPayForAnEvent(page: Page, destination: string) {
  await page.goto('/tours');
  const card = cardNamed(page, destination);
  await card.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/tours-checkout\//);
  await page.getByLabel('Mobile Number').fill(MOBILE);
  await page.getByRole('button', { name: 'Pay Now' }).click();
}

/** Signs in on the login page through the local provider's login and consent pages, as `login`. */
async function signInWithUniversityAccount(page: Page, login: string) {
  // The provider's development pages import a web font; journeys do not reach the internet.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
  await page.goto('/login');
  const universityButton = page.getByRole('button', { name: 'Continue with university account' });
  await expect(universityButton).toBeVisible();
  await universityButton.click();

  // The provider's own login page, then its consent page; any login and password will do.
  await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Authorize' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A value in My Profile's personal details, by its label. */
function detail(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}

test('a new student signs in with the university account and completes the profile before paying', async ({
  page,
  baseURL,
  api,
}) => {
  const login = `sadia.rahman.${uniqueTag()}`;
  const user = oidcUserFor(login);
  const studentId = uniqueStudentId();
  await api.allowStudentIds([studentId]);
  const { destination } = await api.createEvent();

  await signInWithUniversityAccount(page, login);

  // Back in DPMS, signed in: a first-time student lands on My Profile, asked for a student ID.
  await expect(page).toHaveURL(`${baseURL}/my-profile`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  const completeProfile = page.getByRole('region', { name: 'Complete your profile' });
  await expect(completeProfile).toBeVisible();
  await expect(
    completeProfile.getByText('Add the Student ID the department gave you and your batch.'),
  ).toBeVisible();
  await expect(detail(page, 'Your ID')).toHaveText('N/A');
  await expect(detail(page, 'Email Address')).toHaveText(user.email);

  // Paying is refused until the profile is complete, with the way there.
  await tryToPayForAnEvent(page, destination);
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Complete your profile with your student ID and batch before paying.');
  await refusal.getByRole('link', { name: 'Go to My Profile' }).click();
  await expect(page).toHaveURL(`${baseURL}/my-profile`);

  // A student ID off the allow-list is refused; an allow-listed one is taken.
  await completeProfile.getByLabel('Student ID').fill('9999999999999999');
  await completeProfile.getByLabel('Batch Name').selectOption(BATCH);
  await completeProfile.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    completeProfile.getByText('Invalid Student ID. Please enter a valid Student ID.'),
  ).toBeVisible();
  await completeProfile.getByLabel('Student ID').fill(studentId);
  await completeProfile.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Your profile is complete.')).toBeVisible();
  await expect(completeProfile).toBeHidden();

  await expect(detail(page, 'Your ID')).toHaveText(studentId);
  await expect(detail(page, 'Your Batch')).toHaveText(BATCH);
  await expect(detail(page, 'Full Name')).toHaveText(user.name);

  // Home greets her by name, and the sidebar shows it.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.name}!` })).toBeVisible();
  await expect(nav).toContainText(user.name);

  // Now the payment opens on the gateway's page.
  await tryToPayForAnEvent(page, destination);
  await expect(page).toHaveURL(/\/sandbox\/sslcommerz\/gw\.php/);
});

test('an admin who signs in with the university account enters the authenticator code before any admin page', async ({
  page,
  api,
  mailbox,
  playwright,
  baseURL,
}) => {
  // A teacher registers with the university address, verifies it, is promoted, and sets up
  // two-factor sign-in with the password, as the setup page does.
  const login = `farhan.kabir.${uniqueTag()}`;
  const { email } = oidcUserFor(login);
  const password = 'Teacher@12345';
  const origin = String(baseURL);
  const teacher = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const registered = await teacher.post('/api/register/teacher', {
      data: { teacherId: uniqueTeacherId(), name: 'Farhan Kabir', email, password },
    });
    expect(registered.status()).toBe(201);
    expect((await teacher.get(pathOf(await mailbox.linkFrom(email, 'Verify')))).ok()).toBe(true);
    await api.promote(email);
    expect((await teacher.post('/api/auth/sign-in/email', { data: { email, password } })).ok()).toBe(true);
    const setup = await teacher.post('/api/auth/two-factor/enable', { data: { password } });
    const key =
      new URL(((await setup.json()) as { totpURI: string }).totpURI).searchParams.get('secret') ?? '';
    const confirmed = await withTotpCode(key, (code) =>
      teacher.post('/api/auth/two-factor/verify-totp', { data: { code } }),
    );
    expect(confirmed.ok()).toBe(true);

    // Through the university's provider: a session, but no admin page until the code.
    await signInWithUniversityAccount(page, login);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payment History' }),
    ).toBeVisible();
    await page.goto('/students');
    const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(prompt).toContainText('Enter the code from your authenticator app to use the admin pages.');
    await prompt.getByLabel('Authentication code').fill('000000');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toContainText(
      'The code is not correct. Check your authenticator app and try again.',
    );
    await withTotpCode(key, async (code) => {
      await prompt.getByLabel('Authentication code').fill(code);
      await prompt.getByRole('button', { name: 'Confirm' }).click();
      await expect(prompt).toBeHidden();
    });
    await expect(page.getByRole('tab', { name: 'Admin Requests' })).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: 'admin@dpms.local' }).or(page.getByRole('table')),
    ).not.toHaveCount(0);
  } finally {
    await teacher.dispose();
  }
});
