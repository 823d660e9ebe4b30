import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';

// The free invoice: no account, a PDF made by the server, a draft that survives a reload, and, after
// signing up, the draft saved as a real invoice with its business and client.

/** Waits until the draft kept in this browser holds `text` (it is written a moment after typing stops). */
async function draftKept(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('free_invoice_draft') ?? ''))
    .toContain(text);
}

async function fillDraft(page: Page): Promise<void> {
  await page.goto('/invoice/free');
  await expect(page.getByRole('heading', { level: 1, name: 'Free invoice' })).toBeVisible();
  await page.getByLabel('Business name').fill('Zoë’s Garden Café');
  await page.getByRole('textbox', { name: 'ABN' }).first().fill('51 824 753 556');
  await page.getByRole('switch', { name: 'Registered for GST' }).check({ force: true });
  await page.getByLabel('Client Name').fill('Müller & Søn');
  await page.getByLabel('Invoice number').fill('FREE-7');
  await page.getByRole('textbox', { name: 'Item', exact: true }).fill('Catering');
  await page.getByRole('textbox', { name: 'Price' }).fill('100');
  await page.getByRole('switch', { name: 'Add payment details' }).check({ force: true });
  await page.getByLabel('PayID (e-mail, mobile or ABN)').fill('0412 345 678');
  await page.getByLabel('PayID name').fill('Zoe Garden');
  await expect(page.getByTestId('invoice-gst')).toHaveText('$10.00');
  await expect(page.getByTestId('invoice-total')).toHaveText('$110.00');
}

test('signed out, the free invoice has the top bar alone: no sidebar, no menu, on a laptop or a phone', async ({
  page,
}) => {
  await page.goto('/invoice/free');
  await expect(page.getByRole('heading', { level: 1, name: 'Free invoice' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sorted home' })).toBeVisible();
  // The main column starts at the window's left edge: no room kept for a sidebar.
  const main = await page.locator('main').boundingBox();
  expect(main?.x).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sorted home' })).toBeVisible();
});

test('makes a PDF without an account, and the draft survives a reload until cleared', async ({ page }) => {
  await page.goto('/invoice/free');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('Please correct the errors in the form to Download the PDF.')).toBeVisible();
  await expect(page.getByText('Client Name is required')).toBeVisible();

  await fillDraft(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('FREE-7.pdf');
  const pdf = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  for (const text of [
    'Tax Invoice',
    'Zoë’s Garden Café',
    '51 824 753 556',
    'Müller & Søn',
    'Catering',
    '$110.00',
    '0412 345 678',
  ])
    expect(pdf).toContain(text);

  await draftKept(page, 'Zoe Garden');
  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Zoë’s Garden Café');
  await expect(page.getByTestId('invoice-total')).toHaveText('$110.00');

  await page.getByRole('button', { name: 'Clear draft' }).click();
  await page.getByRole('dialog', { name: 'Please Confirm' }).getByRole('button', { name: 'YES' }).click();
  await expect(page.getByLabel('Business name')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('');
});

test('after signing up, the draft becomes a real invoice with its business and client', async ({ page }) => {
  await fillDraft(page);
  await draftKept(page, 'Zoe Garden');
  await expect(page.getByRole('link', { name: 'Create a free account' })).toBeVisible();

  await signUpAndSignIn(page, 'free-invoice-save');
  await page.goto('/invoice/free');
  await expect(page.getByLabel('Business name')).toHaveValue('Zoë’s Garden Café');
  await page.getByRole('button', { name: 'Save to my account' }).click();
  await expect(page.getByText('Invoice saved: FREE-7')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '#FREE-7' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Bill To' })).toHaveValue('Müller & Søn');
  await expect(page.getByRole('combobox', { name: 'Pay To' })).toHaveValue('Zoë’s Garden Café');
  await expect(page.getByTestId('invoice-total')).toHaveText('$110.00');

  // The draft is gone once saved.
  await page.goto('/invoice/free');
  await expect(page.getByLabel('Business name')).toHaveValue('');
});
