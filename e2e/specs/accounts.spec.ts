import type { Page } from '@playwright/test';
import { demoAdmin, signInAs, withTotpCode } from '../fixtures/accounts.ts';
import { portraitImage } from '../fixtures/images.ts';
import { pathOf } from '../fixtures/mailbox.ts';
import { expect, test } from '../fixtures/test.ts';
import { uniqueStudentId, uniqueTag, uniqueTeacherId } from '../fixtures/unique.ts';

/**
 * Accounts and roles: registration, e-mail verification, sign-in, profile, password reset and
 * approving a teacher's admin request, all through the screens a person uses. Each journey
 * allow-lists its own student ID and uses e-mail addresses of its own.
 */

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts and roles', () => {
  test('a student registers, verifies the e-mail, signs in, edits the profile and the photo, and logs out', async ({
    page,
    api,
    mailbox,
  }) => {
    const student = {
      studentId: uniqueStudentId(),
      name: 'Sadia Rahman',
      email: `sadia.${uniqueTag()}@student.example.edu`,
      password: 'Sadia@2026pass',
    };
    await api.allowStudentIds([student.studentId]);

    // Registration, from the login page's link; success goes back to the page before.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create a Student account' }).click();
    await expect(page.getByRole('heading', { name: 'Create a Student account' })).toBeVisible();
    await page.getByLabel('Student ID', { exact: true }).fill(student.studentId);
    await page.getByLabel('Name', { exact: true }).fill(student.name);
    await page.getByLabel('Batch Name', { exact: true }).selectOption('9th');
    await page.getByLabel('Email address', { exact: true }).fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByText('Registration successful. Please check your email for verification.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Not verified yet: refused, with the warning.
    await signInThroughForm(page, student.email, student.password);
    await expect(page.getByRole('alert')).toHaveText('Email is not verified');
    await expect(page.getByText('Warning: Before login Your email Verify Please.')).toBeVisible();

    // The verification mail's link.
    const verifyLink = await mailbox.linkFrom(student.email, 'Verify');
    await page.goto(pathOf(verifyLink));

    // Signed in through the form: home greets them by name.
    await signInThroughForm(page, student.email, student.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main')).toContainText(student.name);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toContainText(student.name);

    // Profile: their ID and batch, then a new name and contact number.
    await nav.getByRole('link', { name: 'My Profile' }).click();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(student.studentId)).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByText('Not editable')).toBeVisible();
    await page.getByLabel('Full Name', { exact: true }).fill('Sadia R. Chowdhury');
    await page.getByLabel('Contact Number', { exact: true }).fill('01712345678');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Your changes have been saved' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden(); // closes itself after 1.5 s
    await expect(page.getByText('01712345678')).toBeVisible();
    await expect(nav).toContainText('Sadia R. Chowdhury');

    // Photo: Save Photo needs a file; then a real PNG goes through the server's image pipeline.
    await page.getByRole('button', { name: 'Save Photo' }).click();
    await expect(page.getByText('Please choose a photo first')).toBeVisible();
    await page.getByLabel('Upload Photo').setInputFiles(await portraitImage());
    await expect(page.getByRole('img', { name: 'Sadia R. Chowdhury' })).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Save Photo' }).click();
    await expect(page.getByRole('dialog', { name: 'Your changes have been saved' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Sadia R. Chowdhury' })).toHaveAttribute(
      'src',
      /^\/uploads\/.+\.webp$/,
    );

    // Still there after a reload: it was saved on the server.
    await page.reload();
    await expect(page.getByRole('img', { name: 'Sadia R. Chowdhury' })).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );

    await nav.getByRole('button', { name: 'Log Out' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveCount(0);
  });

  test('a teacher registers, the admin approves the request, and the teacher signs in as an admin', async ({
    page,
    browser,
    mailbox,
  }) => {
    // The name carries a tag too: the admin finds the request by name among others' requests.
    const tag = uniqueTag();
    const teacher = {
      teacherId: uniqueTeacherId(),
      name: `Dr. Farhana Yasmin ${tag}`,
      email: `farhana.${tag}@staff.example.edu`,
      password: 'Farhana@2026pass',
    };

    await page.goto('/login');
    await page.getByRole('link', { name: 'Teacher account' }).click();
    await expect(page.getByRole('heading', { name: 'Teacher registration' })).toBeVisible();
    await page.getByLabel('Teacher ID', { exact: true }).fill(teacher.teacherId);
    await page.getByLabel('Name', { exact: true }).fill(teacher.name);
    await page.getByLabel('Email address', { exact: true }).fill(teacher.email);
    await page.getByLabel('Password', { exact: true }).fill(teacher.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Registration Successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The admin, in a browser of their own, approves the request. Signed in only now: a promotion
    // wants a sign-in younger than FRESH_SIGN_IN_SECONDS (45 s on the e2e server).
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, demoAdmin);
    await admin.goto('/students');
    await admin.getByRole('tab', { name: 'Admin Requests' }).click();
    const row = admin.getByRole('row').filter({ hasText: teacher.name });
    await expect(row).toContainText(teacher.teacherId);
    await expect(row).toContainText('Teacher');
    await row.getByRole('button', { name: `Approve ${teacher.name}` }).click();
    const approval = admin.getByRole('dialog', { name: 'Approval' });
    await expect(approval).toContainText(`Are you sure you want to approve ${teacher.name}?`);
    await approval.getByRole('button', { name: 'Yes, approve!' }).click();
    await expect(admin.getByRole('dialog', { name: 'Promoted!' })).toContainText(
      'User has been promoted to admin.',
    );
    await admin.getByRole('tab', { name: 'Admins' }).click();
    await expect(admin.getByRole('row').filter({ hasText: teacher.name })).toContainText('Admin');
    await adminContext.close();

    // The teacher verifies the e-mail and signs in: the admin sidebar.
    await page.goto(pathOf(await mailbox.linkFrom(teacher.email, 'Verify')));
    await signInThroughForm(page, teacher.email, teacher.password);
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Users', 'Events', 'Clubs', 'Add Events', 'Add Clubs', 'Payment History']) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'My Payments' })).toHaveCount(0);

    // The first admin page asks for two-factor sign-in; the key is read from the screen, as an
    // authenticator app would, and the code computed from it.
    await nav.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(teacher.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = (await page.getByTestId('setup-key').textContent()) ?? '';
    await withTotpCode(key, async (code) => {
      await page.getByLabel('Authentication code').fill(code);
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    });
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page).toHaveURL(/\/students$/);

    // Signed out and in again: the password, then the code from the app.
    await nav.getByRole('button', { name: 'Log Out' }).click();
    await signInThroughForm(page, teacher.email, teacher.password);
    await withTotpCode(key, async (code) => {
      await page.getByLabel('Authentication code').fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
    await expect(nav.getByRole('link', { name: 'Payment History', exact: true })).toBeVisible();
  });

  test('a forgotten password is reset through the mailed link', async ({ page, students, mailbox }) => {
    const { email } = await students.create({
      name: 'Tanvir Ahmed',
      batch: '11th',
      password: 'Old@password1',
    });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await expect(page.getByText('Please Check your email and reset your password')).toBeVisible();
    await expect(
      page.getByText('An email with reset instructions has been sent to your inbox.'),
    ).toBeVisible();

    // The mailed link goes through the server, which sends the browser to /reset-password?token=…
    const resetLink = await mailbox.linkFrom(email, 'Reset');
    await page.goto(pathOf(resetLink));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New Password', { exact: true }).fill('New@password2');
    await page.getByLabel('Confirm Password', { exact: true }).fill('New@password2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The link works once.
    await page.goto(pathOf(resetLink));
    await expect(page.getByRole('alert')).toHaveText(
      'This link has expired or was already used. Please ask for a new one.',
    );

    await signInThroughForm(page, email, 'New@password2');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Tanvir Ahmed');
  });

  // Third-party (OIDC) sign-in against the local provider serve.mjs starts: third-party.spec.ts.
});
