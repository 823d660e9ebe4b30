import { expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { PASSWORD, signUpAndSignIn } from '../fixtures/accounts.ts';
import { e2eEnvironment } from '../playwright.config.ts';

// Two-factor sign-in (TOTP, RFC 6238) against the production server: turn it on from the profile with
// the key the page shows, keep the recovery codes, sign in with a code and with a recovery code, then
// turn it off. The server takes each 30-second step once and a code of the step before or after, so the
// journey never waits for the clock: the second app code is the next step's, and every later proof is a
// recovery code.

const STEP_MS = 30_000;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu of Robin Citizen' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(heading(page, 'Sign in')).toBeVisible();
}

/** Google's part of signing in, on the stand-in provider's own sign-in and consent pages. */
async function throughGoogle(page: Page, login: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.waitForURL((url) => url.origin === e2eEnvironment.oidcIssuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('turn on, sign in with a code and with a recovery code, turn off', async ({ page }) => {
  const email = await signUpAndSignIn(page, 'two-factor');

  // Turn on: scan (here: read the key as someone typing it into their app would), confirm one code.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByTestId('two-factor-status')).toHaveText('Off');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code to add Sorted to your authenticator app' }),
  ).toBeVisible();
  const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

  const code = section.getByLabel('Code from the app');
  await code.fill('12345');
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByText('The code has 6 digits.')).toBeVisible();
  // Turning on needs the account's password too: a wrong one is refused under its field.
  const password = section.getByLabel('Password', { exact: true });
  await expect(
    section.getByText('Your Sorted password, to confirm it is you turning this on.'),
  ).toBeVisible();
  await code.fill(totp.generate());
  await password.fill('Not-The-Password-1');
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByText('The password is incorrect.')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(section.getByTestId('two-factor-status')).toHaveText('Off');
  await password.fill(PASSWORD);
  await section.getByRole('button', { name: 'Confirm' }).click();

  // Ten recovery codes, shown this once.
  await expect(section.getByText('Your recovery codes', { exact: true })).toBeVisible();
  await expect(section.getByText('they will not be shown again')).toBeVisible();
  const codes = await section.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  const [firstRecovery, secondRecovery] = codes;
  if (!firstRecovery || !secondRecovery) throw new Error('no recovery codes');
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByTestId('two-factor-status')).toHaveText('On');
  await expect(section.getByText('Your recovery codes', { exact: true })).toHaveCount(0);
  // The toast sits over the account menu in the top-right corner, and stays while the pointer rests on
  // it (the pointer would be on it on the way to the menu): wait for it to go, as a person would.
  await expect(page.getByText('Two-factor sign-in is on.')).toBeHidden();

  // Sign in: the password, then the app's code (the next step's: this step's was used to confirm).
  await signOut(page);
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expect(heading(page, 'Two-step verification')).toBeVisible();
  const appCode = page.getByLabel('Authentication code');
  await expect(appCode).toBeFocused();
  await expect(appCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(appCode).toHaveAttribute('inputmode', 'numeric');
  const nextStepCode = totp.generate({ timestamp: Date.now() + STEP_MS });
  // Typed as the app shows it, with a space in the middle.
  await appCode.pressSequentially(`${nextStepCode.slice(0, 3)} ${nextStepCode.slice(3)}`);
  await expect(appCode).toHaveValue(nextStepCode);
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);

  // Sign in again, with a recovery code this time, chosen by keyboard.
  await signOut(page);
  await signInWithPassword(page, email);
  await expect(heading(page, 'Two-step verification')).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recoveryField = page.getByLabel('Recovery code');
  await expect(recoveryField).toBeFocused();
  await recoveryField.fill(firstRecovery.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(heading(page, 'Dashboard')).toBeVisible();

  // Turn off: the password and a code. A code already used is refused, under its field.
  await page.goto('/profile');
  await expect(section.getByTestId('two-factor-status')).toHaveText('On');
  await section.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const proof = dialog.getByLabel('Authentication or recovery code');
  await proof.fill(nextStepCode);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByText('This code is not valid or has already been used.')).toBeVisible();
  await expect(proof).toHaveAttribute('aria-invalid', 'true');
  await proof.fill(secondRecovery);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('two-factor-status')).toHaveText('Off');
  await expect(page.getByText('Two-factor sign-in is off.')).toBeHidden();

  // Off: the password alone signs in.
  await signOut(page);
  await signInWithPassword(page, email);
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});

test('the code step keeps the intended page, and an expired sign-in goes back to the password', async ({
  page,
}) => {
  await page.goto('/login/two-factor?redirect=%2Finvoice%2Flist');
  await expect(heading(page, 'Two-step verification')).toBeVisible();
  // No sign-in is waiting for a code in this browser: the server says it expired.
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Finvoice%2Flist$/);
  await expect(page.getByText('Your sign-in has expired. Please sign in again.')).toBeVisible();
});

test('a Google account asks for the code after Google, and turns off with a code alone', async ({
  page,
  browser,
}) => {
  const login = `g2fa${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/login');
  await throughGoogle(page, login);
  await expect(heading(page, 'Dashboard')).toBeVisible();

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Turn on' }).click();
  const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  // No password to give: the code alone turns it on.
  await expect(section.getByLabel('Password', { exact: true })).toHaveCount(0);
  await section.getByLabel('Code from the app').fill(totp.generate());
  await section.getByRole('button', { name: 'Confirm' }).click();
  const codes = await section.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByTestId('two-factor-status')).toHaveText('On');

  // Another browser, on its way to the profile: Google, then the code, then the profile.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await throughGoogle(other, login);
  await expect(heading(other, 'Two-step verification')).toBeVisible();
  await expect(other).toHaveURL(/\/login\/two-factor$/);
  await other.getByLabel('Authentication code').fill(totp.generate({ timestamp: Date.now() + STEP_MS }));
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(heading(other, 'Profile')).toBeVisible();

  // No password to give: a recovery code alone turns it off.
  const otherSection = other.getByRole('region', { name: 'Two-factor sign-in' });
  await otherSection.getByRole('button', { name: 'Turn off' }).click();
  const dialog = other.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await dialog.getByLabel('Authentication or recovery code').fill(codes[0] ?? '');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toBeHidden();
  await expect(otherSection.getByTestId('two-factor-status')).toHaveText('Off');
  await context.close();
});
