import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';

// My Business: onboarding in two steps (details, then PayID), the one-per-page list, edit, delete
// and the ABN check. Every test signs up its own account.

const ABN = '51824753556';
const ABN_FORMATTED = '51 824 753 556';

async function fillBusiness(page: Page, name: string, abn = ABN): Promise<void> {
  await page.goto('/company/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add My Business' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Add Payment Details' })).toBeDisabled();
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('ABN').fill(abn);
  await page.getByLabel('Email').fill('hello@tidy-gardens.example');
  await page.getByLabel('Phone').fill('0412345678');
  await page.getByLabel('Address').fill('1 George St, Sydney NSW 2000');
}

/** Saves the business step and lands on the payment step. */
async function saveBusiness(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tab', { name: 'Add Payment Details' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

async function addBusinessWithoutPayId(page: Page, name: string): Promise<void> {
  await fillBusiness(page, name);
  await saveBusiness(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/company\/list$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('onboards a business with a PayID in two steps', async ({ page }) => {
  await signUpAndSignIn(page, 'business-onboard');
  await fillBusiness(page, 'Tidy Gardens');
  await page.getByRole('switch', { name: /Registered for GST/ }).check({ force: true });
  await saveBusiness(page);

  const payId = page.getByLabel('PayID', { exact: false }).first();
  // The kind of PayID shows as it is typed: without its @ an e-mail is an organisation's identifier.
  await payId.fill('paytidy-gardens.example');
  await expect(page.getByText('Recognised as: Organisation ID')).toBeVisible();
  await payId.fill('pay@tidy-gardens.example');
  await expect(page.getByText('Recognised as: Email address')).toBeVisible();
  await page.getByLabel('PayID name').fill('Tidy Gardens Pty Ltd');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment method created.')).toBeVisible();

  await expect(page).toHaveURL(/\/company\/list$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Tidy Gardens' })).toBeVisible();
  await expect(page.getByText(ABN_FORMATTED)).toBeVisible();
  await expect(page.getByText('pay@tidy-gardens.example')).toBeVisible();
  await expect(page.getByText('Tidy Gardens Pty Ltd')).toBeVisible();
  await expect(page.getByText('GST registered')).toBeVisible();
});

test('skips the payment step', async ({ page }) => {
  await signUpAndSignIn(page, 'business-skip');
  await addBusinessWithoutPayId(page, 'Skippy Plumbing');
  await expect(page.getByText(ABN_FORMATTED)).toBeVisible();
  await expect(page.getByText('No PayID yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add PayID' })).toBeVisible();
});

test('edits a business in the side panel', async ({ page }) => {
  await signUpAndSignIn(page, 'business-edit');
  await addBusinessWithoutPayId(page, 'Old Name Bakery');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Business' });
  await expect(panel.getByLabel('Business name')).toHaveValue('Old Name Bakery');
  await panel.getByLabel('Business name').fill('New Name Bakery');
  await panel.getByLabel('Phone').fill('0298765432');
  await panel.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Business updated successfully.')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'New Name Bakery' })).toBeVisible();
  await expect(page.getByText('0298765432')).toBeVisible();
});

test('deletes a business after confirmation', async ({ page }) => {
  await signUpAndSignIn(page, 'business-delete');
  await addBusinessWithoutPayId(page, 'Short Lived Co');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
  await expect(dialog).toContainText('Are you sure you want to delete Short Lived Co?');
  await dialog.getByRole('button', { name: 'YES' }).click();

  await expect(page.getByText('Business deleted')).toBeVisible();
  await expect(page.getByText("You haven't added a business yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add My Business' })).toHaveAttribute('href', '/company/add');
});

test('shows an invalid ABN under the field', async ({ page }) => {
  await signUpAndSignIn(page, 'business-abn');
  await fillBusiness(page, 'Wrong Digits', '12345678901');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This ABN is not valid. Check the digits.')).toBeVisible();
  await expect(page.getByLabel('ABN')).toHaveAttribute('aria-invalid', 'true');
  // Nothing typed is lost, and the business was not saved.
  await expect(page.getByLabel('Business name')).toHaveValue('Wrong Digits');
  await expect(page.getByRole('tab', { name: 'Add Payment Details' })).toBeDisabled();
});

test('the card shows the BAS settings, the reminders, the address on its lines and a mobile PayID as people write it', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'business-card');
  await page.goto('/company/add');
  // The placeholder says what an ABN looks like without being one that could be mistaken for real.
  await expect(page.getByLabel('ABN')).toHaveAttribute('placeholder', '11 digits');
  await fillBusiness(page, 'Harbour Lights');
  await page.getByLabel('Address').fill('Unit 4\n12 Harbour St\nSydney NSW 2000');
  await page.getByRole('switch', { name: /Registered for GST/ }).check({ force: true });
  await page.getByRole('switch', { name: /Automatic payment reminders/ }).check({ force: true });
  await saveBusiness(page);
  await page.getByLabel('PayID', { exact: false }).first().fill('0412345678');
  await page.getByLabel('PayID name').fill('Harbour Lights');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/company\/list$/);

  await expect(page.getByText(ABN_FORMATTED)).toBeVisible();
  await expect(page.getByText('Quarterly', { exact: true })).toBeVisible();
  await expect(page.getByText('Cash', { exact: true })).toBeVisible();
  await expect(
    page.getByText('3 days before, On the due date, 7 days after, 14 days after', { exact: true }),
  ).toBeVisible();
  // The address keeps its lines: three lines tall, not one.
  const address = page.getByText(/^Unit 4\s+12 Harbour St\s+Sydney NSW 2000$/);
  await expect(address).toBeVisible();
  expect((await address.boundingBox())?.height ?? 0).toBeGreaterThan(50);
  // A mobile PayID reads as Australians write it, not as stored (+61-412345678).
  await expect(page.getByText('0412 345 678', { exact: true })).toBeVisible();
  await expect(page.getByText('+61-412345678')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('business-card.png'), fullPage: true });
});
