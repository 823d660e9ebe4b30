import { expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMails } from '../fixtures/mail.ts';
import { e2eEnvironment } from '../playwright.config.ts';

// Accounts against the production server and a real OpenID provider: sign-up with the mailed link,
// sign-in and out, verification, password reset, Google sign-in, the intended path and the profile.
// Every test has its own browser context and its own e-mail address.

const PASSWORD = 'Tidy-Ledger-42';

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account menu of ${name}` });

async function register(page: Page, name: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/confirm-registration$/);
}

/** Opens the newest verification link mailed to `email`, as a person clicking it would. */
async function openVerificationLink(page: Page, email: string, count = 1): Promise<string> {
  const mails = await waitForMails(email, count);
  const mail = mails.at(-1);
  if (!mail) throw new Error('no mail');
  expect(mail.subject).toBe('Verify your email address');
  const link = linkIn(mail, '/email/verify');
  await page.goto(link);
  return link;
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A verified account, signed in on the dashboard. */
async function signedInUser(page: Page, name: string, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await register(page, name, email);
  await openVerificationLink(page, email);
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await signIn(page, email);
  await expect(heading(page, 'Dashboard')).toBeVisible();
  return email;
}

test('sign-up: live checklist, mailed link, sign in, sign out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/register');
  await expect(heading(page, 'Create your account')).toBeVisible();
  await expect(page).toHaveTitle('Create your account · Sorted');

  await page.getByLabel('Name', { exact: true }).fill('Robin Citizen');
  await page.getByLabel('Email', { exact: true }).fill(email);
  const submit = page.getByRole('button', { name: 'Create account' });
  const rule = (key: string) => page.locator(`[data-rule="${key}"]`);
  const password = page.getByLabel('Password', { exact: true });
  await expect(submit).toBeDisabled();

  await password.fill('tidy');
  await expect(rule('password_lowercase')).toHaveAttribute('data-met', 'true');
  await expect(rule('password_uppercase')).toHaveAttribute('data-met', 'false');
  await expect(rule('password_min')).toHaveAttribute('data-met', 'false');
  await expect(rule('password_number')).toHaveAttribute('data-met', 'false');

  await password.fill('Tidy-Ledger');
  await expect(rule('password_uppercase')).toHaveAttribute('data-met', 'true');
  await expect(rule('password_min')).toHaveAttribute('data-met', 'true');
  await expect(rule('password_number')).toHaveAttribute('data-met', 'false');
  await expect(rule('password_match')).toContainText('Both passwords match');

  await password.fill(PASSWORD);
  await expect(rule('password_number')).toHaveAttribute('data-met', 'true');
  await expect(rule('password_match')).toHaveAttribute('data-met', 'false');
  await expect(submit).toBeDisabled();

  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(rule('password_match')).toHaveAttribute('data-met', 'true');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/confirm-registration$/);
  await expect(heading(page, 'Check your email')).toBeVisible();
  await expect(page.getByText(`We've sent a confirmation email to ${email}.`)).toBeVisible();

  const link = await openVerificationLink(page, email);
  expect(new URL(link).origin).toBe(e2eEnvironment.baseURL);
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByText('Your email address is verified. You can sign in now.')).toBeVisible();
  // The address just verified is filled in: only the password is left to type.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(heading(page, 'Dashboard')).toBeVisible();

  await accountMenu(page, 'Robin Citizen').click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(heading(page, 'Sign in')).toBeVisible();

  // Signed out for real: a protected page asks to sign in again.
  await page.goto('/dashboard/overview');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Foverview$/);
});

test('sign-in before verifying says so, and resending sends a second mail', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await register(page, 'Morgan Early', email);
  await waitForMails(email, 1);

  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByText('You need to verify your email address before logging in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent. Check your inbox.')).toBeVisible();
  const mails = await waitForMails(email, 2);
  expect(mails.map((mail) => mail.subject)).toEqual([
    'Verify your email address',
    'Verify your email address',
  ]);

  // The second link works.
  await openVerificationLink(page, email, 2);
  await expect(page.getByText('Your email address is verified. You can sign in now.')).toBeVisible();
});

test('forgot password: mailed link, new password, the old one no longer works', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await register(page, 'Alex Forgetful', email);
  await openVerificationLink(page, email);
  await expect(page).toHaveURL(/\/login\?verified=1$/);

  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(heading(page, 'Forgot your password?')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  const request = page.waitForRequest('**/api/v1/password-forgot');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // The server answers, and mails, in the language of the screen.
  expect((await request).headers()['accept-language']).toBe('en');
  await expect(page.getByText('Password reset link has been sent to your email.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');

  const mails = await waitForMails(email, 2);
  const mail = mails.find((item) => item.subject === 'Reset your password');
  if (!mail) throw new Error('no reset mail');
  const link = linkIn(mail, '/password-reset');
  expect(new URL(link).searchParams.get('email')).toBe(email);
  await page.goto(link);

  await expect(heading(page, 'Choose a new password')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  const newPassword = 'Fresh-Start-2031';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. You can sign in now.')).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Invalid credentials', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(heading(page, 'Dashboard')).toBeVisible();
});

test('Google sign-in through the provider pages lands on the dashboard', async ({ page }) => {
  const login = `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();

  // The provider's own sign-in page, then its consent page.
  await page.waitForURL((url) => url.origin === e2eEnvironment.oidcIssuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(heading(page, 'Dashboard')).toBeVisible();
  // The code is spent and kept out of the address bar.
  expect(new URL(page.url()).search).toBe('');

  await accountMenu(page, `Google ${login}`).click();
  await expect(page.getByRole('menu').getByText(`${login}@gmail.test`)).toBeVisible();
});

test('the intended page is restored after sign-in', async ({ page, browser }) => {
  const email = await signedInUser(page, 'Jamie Intent', 'intended');

  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto('/client/list');
  await expect(visitor).toHaveURL(/\/login\?redirect=%2Fclient%2Flist$/);
  await expect(heading(visitor, 'Sign in')).toBeVisible();
  await signIn(visitor, email);
  await expect(visitor).toHaveURL(/\/client\/list$/);
  await expect(heading(visitor, 'Clients')).toBeVisible();
  await fresh.close();
});

// A 16×16 blue PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAKklEQVR4nGNkYPjPQApgIkn1qIZRDaMaRjWMahjVMKphVMOohlENVNYAAHaTAR8W2ySaAAAAAElFTkSuQmCC',
  'base64',
);

test('profile: a new name shows in the user menu, an uploaded image in the avatar', async ({ page }) => {
  await signedInUser(page, 'Casey Profile', 'profile');
  await accountMenu(page, 'Casey Profile').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page, 'Profile')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Casey Profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await name.fill('Casey Renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(accountMenu(page, 'Casey Renamed')).toBeVisible();
  await expect(accountMenu(page, 'Casey Renamed').locator('img')).toHaveCount(0);

  await page
    .getByRole('main')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('me.png will be uploaded when you save.')).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully.').first()).toBeVisible();

  const avatar = accountMenu(page, 'Casey Renamed').locator('img');
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^\/api\/v1\/uploads\/profile-images\/\d+-[\w-]+\.png$/);
  await expect
    .poll(() => avatar.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(16);

  // Both survive a reload (they come from the server, not just the screen's state).
  await page.reload();
  await expect(accountMenu(page, 'Casey Renamed').locator('img')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Casey Renamed');
});

test('a verification link works once; opened again it says it was used', async ({ page }) => {
  const email = uniqueEmail('reused');
  await register(page, 'Sam Twice', email);
  const link = await openVerificationLink(page, email);
  await expect(page).toHaveURL(/\/login\?verified=1$/);

  await page.goto(link);
  await expect(page).toHaveURL(/\/email\/verify\/error/);
  await expect(heading(page, "That link didn't work")).toBeVisible();
  await expect(page.getByText('This link has already been used.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
});
