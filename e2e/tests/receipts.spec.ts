import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { seedBusiness } from '../fixtures/seed.ts';

// Receipts without typing (issue 30): a tradie on a phone snaps a hardware store's docket from the top
// of the screen; the server reads it (OCR) while the expenses screen says "Reading…"; the expense form
// opens filled in, each field with what it was read from; saved, it is an expense with the photo as its
// receipt. The same docket snapped again is flagged as a possible duplicate, comes with what was chosen
// for the supplier last time, and is thrown away.

const RECEIPT = fileURLToPath(new URL('../fixtures/receipt-bunnings.jpg', import.meta.url));

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function snap(page: Page): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Snap receipt' }).click();
  const picker = await chooser;
  expect(picker.isMultiple()).toBe(true);
  await picker.setFiles(RECEIPT);
}

test('snapped on a phone, a receipt is read, confirmed and kept as an expense', async ({ page }) => {
  test.slow();
  await signUpAndSignIn(page, 'receipts');
  await seedBusiness(page, { gst_registered: true, gst_registered_from: '2020-01-01' });
  await page.reload();

  await snap(page);
  await expect(page).toHaveURL(/\/expenses$/);
  const inbox = page.getByTestId('receipt-inbox');
  const capture = inbox.getByTestId('receipt-capture').filter({ hasText: 'receipt-bunnings.jpg' });
  await expect(inbox.getByRole('heading', { name: '1 receipt to confirm' })).toBeVisible();
  // Read on the server: "Reading…" until it is, then what it says.
  await expect(capture.getByText('Ready to confirm')).toBeVisible({ timeout: 60_000 });
  await expect(capture).toContainText('$48.90');

  await capture.getByRole('button', { name: 'Confirm receipt-bunnings.jpg' }).click();
  const panel = page.getByRole('dialog', { name: 'Confirm the receipt' });
  await expect(panel.getByRole('textbox', { name: 'Supplier', exact: true })).toHaveValue(
    'BUNNINGS WAREHOUSE',
  );
  await expect(panel.getByRole('textbox', { name: 'Supplier ABN (optional)' })).toHaveValue('26 008 672 179');
  await expect(panel.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue('03/10/2026');
  await expect(panel.getByRole('textbox', { name: 'Amount paid (incl. GST)' })).toHaveValue('48.90');
  await expect(panel.getByRole('textbox', { name: 'GST included' })).toHaveValue('4.45');
  await expect(panel.getByTestId('read-mark').filter({ hasText: '48.90' }).first()).toBeVisible();
  await expect(panel.getByTestId('read-crop').first()).toBeVisible();
  // Under $82.50: any receipt backs the GST credit.
  await expect(panel.getByTestId('gst-credit-warnings')).toHaveCount(0);
  await panel.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Tools and equipment', exact: true }).click();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();

  const row = page.getByTestId('expense-row').filter({ hasText: 'BUNNINGS WAREHOUSE' });
  await expect(row).toContainText('$48.90');
  await expect(inbox.getByTestId('receipt-capture')).toHaveCount(0);

  // The same docket again: flagged, and the supplier's category comes as chosen last time.
  await snap(page);
  const again = inbox.getByTestId('receipt-capture');
  await expect(again.getByText('Possible duplicate')).toBeVisible({ timeout: 60_000 });
  await again.getByRole('button', { name: 'Confirm receipt-bunnings.jpg' }).click();
  const second = page.getByRole('dialog', { name: 'Confirm the receipt' });
  await expect(second.getByTestId('possible-duplicate')).toBeVisible();
  await expect(second.getByRole('combobox', { name: 'Category' })).toHaveValue('Tools and equipment');
  await expect(second.getByTestId('remembered-mark').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(second).toBeHidden();

  await again.getByRole('button', { name: 'Discard receipt-bunnings.jpg' }).click();
  const ask = page.getByRole('dialog', { name: 'Please Confirm' });
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(inbox.getByTestId('receipt-capture')).toHaveCount(0);
  await expect(page.getByTestId('expense-row')).toHaveCount(1);
});
