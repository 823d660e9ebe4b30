import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { display, isoDay } from '../fixtures/dates.ts';
import { expectFocusVisible, tabTo } from '../fixtures/keyboard.ts';

// Expenses (issue 17): a GST-registered sole trader records expenses with a receipt, finds them by
// search, category and period, edits and deletes them; a business not registered for GST is asked no
// GST. Every test signs up its own account and seeds its businesses through the API.

// A 16×16 blue PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAKklEQVR4nGNkYPjPQApgIkn1qIZRDaMaRjWMahjVMKphVMOohlENVNYAAHaTAR8W2ySaAAAAAElFTkSuQmCC',
  'base64',
);

const rows = (page: Page) => page.getByTestId('expense-row');
const row = (page: Page, supplier: string) => rows(page).filter({ hasText: supplier });
const totals = (page: Page) => page.getByTestId('expense-totals');

async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date into one of the panel's DD/MM/YYYY fields and leaves it. */
async function typeDate(field: Locator, iso: string): Promise<void> {
  await field.fill(display(iso));
  await field.press('Tab');
  await expect(field).toHaveValue(display(iso));
}

test('a GST-registered sole trader records, finds, edits and deletes expenses with a receipt', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'expenses');
  await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Tidy Gardens',
      abn: '51824753556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
    },
  });

  await page.getByRole('link', { name: 'Expenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
  await expect(page.getByText('No expenses yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add your first expense' }).click();

  // The first: paid today, with its receipt; the GST is 1/11 of the amount as it is typed.
  let panel = page.getByRole('dialog', { name: 'Add expense' });
  const save = panel.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(panel.getByRole('combobox', { name: 'Business' })).toHaveValue('Tidy Gardens');
  await expect(panel.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(display(isoDay(0)));
  await panel.getByRole('textbox', { name: 'Supplier', exact: true }).fill('Bunnings Warehouse');
  await panel.getByLabel('Description (optional)').fill('Cordless drill');
  await choose(page, panel, 'Category', 'Tools and equipment');
  await panel.getByLabel('Amount paid (incl. GST)').fill('220');
  await expect(panel.getByLabel('GST included')).toHaveValue('20.00');
  await expect(panel.getByLabel('Business use')).toHaveValue('100%');
  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: 'drill.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.getByText('drill.png (', { exact: false })).toBeVisible();
  await save.click();
  await expect(page.getByText('Expense added').first()).toBeVisible();
  await expect(panel).toBeHidden();

  await expect(rows(page)).toHaveCount(1);
  const drill = row(page, 'Bunnings Warehouse');
  await expect(drill).toContainText(display(isoDay(0)));
  await expect(drill).toContainText('Tools and equipment');
  await expect(drill).toContainText('$220.00');
  await expect(drill).toContainText('$20.00');
  await expect(drill).toContainText(`Paid ${display(isoDay(0))}`);
  await expect(drill.getByRole('img', { name: 'Receipt attached' })).toBeVisible();

  // The second: a phone bill not paid yet, half for business, GST-free chosen then typed back.
  await page.getByRole('button', { name: 'Add expense' }).click();
  panel = page.getByRole('dialog', { name: 'Add expense' });
  await panel.getByRole('textbox', { name: 'Supplier', exact: true }).fill('Telstra');
  await panel.getByLabel('Supplier ABN (optional)').fill('33 051 775 557');
  await choose(page, panel, 'Category', 'Phone and internet');
  await panel.getByLabel('Amount paid (incl. GST)').fill('110');
  await expect(panel.getByLabel('GST included')).toHaveValue('10.00');
  await panel.getByRole('button', { name: 'GST-free' }).click();
  await expect(panel.getByLabel('GST included')).toHaveValue('0.00');
  await panel.getByLabel('GST included').fill('10.00');
  await panel.getByLabel('Business use').fill('50');
  await panel.getByRole('radio', { name: 'Not paid yet (a bill)' }).check();
  // A bill's amount is still to pay: it is not labelled "Amount paid".
  await expect(panel.getByLabel('Amount due (incl. GST)')).toHaveValue('110');
  await expect(panel.getByLabel('Amount paid (incl. GST)')).toHaveCount(0);
  await typeDate(panel.getByLabel('Due date'), isoDay(14));
  await panel.getByRole('button', { name: 'Save' }).click();
  // The ABN's checksum is checked before anything is sent.
  await expect(panel.getByText('This ABN is not valid. Check the digits.')).toBeVisible();
  await panel.getByLabel('Supplier ABN (optional)').fill('33 051 775 556');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();

  const phone = row(page, 'Telstra');
  await expect(phone).toContainText(`Bill due ${display(isoDay(14))}`);
  await expect(phone).toContainText('50% business use');
  await expect(phone.getByRole('img', { name: 'Receipt attached' })).toHaveCount(0);
  // 330 paid, 30 GST, deductible 200 + 50; GST credits 20 only: on the cash basis (the default) the
  // unpaid phone bill's $5 is claimed once it is paid (issue 26).
  await expect(totals(page)).toContainText('$330.00');
  await expect(totals(page)).toContainText('$30.00');
  await expect(totals(page)).toContainText('GST credits$20.00');
  await expect(totals(page)).toContainText('$250.00');

  // Search (supplier, description, ABN digits) and the category filter, kept in the URL.
  const search = page.getByRole('searchbox', { name: 'Search expenses' });
  await search.fill('drill');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Bunnings Warehouse');
  await search.fill('33051775556');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Telstra');
  await search.fill('');
  await expect(rows(page)).toHaveCount(2);
  await choose(page, page.locator('main'), 'Category', 'Tools and equipment');
  await expect(rows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/category=tools-equipment/);
  await expect(totals(page)).toContainText('$220.00');
  await expect(totals(page)).toContainText('Totals of the 1 matching expense');
  await expect(totals(page)).not.toContainText('expenses');
  await choose(page, page.locator('main'), 'Period', 'Last financial year');
  await expect(page.getByText('No expenses match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(2);

  // Edit: the GST follows a new amount; the receipt opens for its owner.
  await row(page, 'Bunnings Warehouse')
    .getByRole('button', { name: 'Bunnings Warehouse', exact: true })
    .click();
  panel = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(panel.getByTestId('stored-receipt')).toContainText('PNG');
  // Records are kept five years: the receipt cannot be removed or replaced till then.
  // (Five years from the day it was stored, dated by the clock furthest ahead in Australia: today or tomorrow.)
  const fiveYearsOn = (day: string) =>
    `${day.slice(8, 10)}/${day.slice(5, 7)}/${Number(day.slice(0, 4)) + 5}`;
  await expect(panel.getByTestId('stored-receipt')).toContainText(
    new RegExp(`Kept until (${fiveYearsOn(isoDay(0))}|${fiveYearsOn(isoDay(1))})`),
  );
  await expect(panel.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  const popup = page.waitForEvent('popup');
  await panel.getByRole('link', { name: 'View receipt' }).click();
  const receipt = await popup;
  const response = await receipt.request.get(receipt.url());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
  // Kept re-encoded (no metadata), still the 16×16 picture.
  expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('\x89PNG');
  await expect
    .poll(() =>
      receipt.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    )
    .toBe(16);
  await receipt.close();
  await panel.getByLabel('Amount paid (incl. GST)').fill('330');
  await expect(panel.getByLabel('GST included')).toHaveValue('30.00');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expense saved').first()).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(row(page, 'Bunnings Warehouse')).toContainText('$330.00');

  // Delete after confirming; the totals follow.
  await page.getByRole('button', { name: 'Delete expense from Telstra' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please Confirm' });
  await expect(confirm).toContainText('Telstra');
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Expense from Telstra deleted').first()).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(totals(page)).toContainText('$330.00');
  await expect(totals(page)).not.toContainText('$440.00');
});

test('a business not registered for GST is asked no GST, and a file that is not a receipt is refused under its field', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'expenses-no-gst');
  await apiPost(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Quiet Studio', abn: '51824753556', gst_registered: false },
  });
  await page.goto('/expenses');
  await page.getByRole('button', { name: 'Add expense' }).click();
  const panel = page.getByRole('dialog', { name: 'Add expense' });
  await panel.getByRole('textbox', { name: 'Supplier', exact: true }).fill('Adobe');
  await choose(page, panel, 'Category', 'Software and subscriptions');
  await panel.getByLabel('Amount paid (incl. GST)').fill('59.99');
  await expect(panel.getByLabel('GST included')).toHaveCount(0);
  await expect(panel.getByText('This business is not registered for GST')).toBeVisible();
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await panel.getByRole('button', { name: 'Save' }).click();
  // The expense is saved; its receipt is refused by its content, said under the field.
  await expect(page.getByText('The expense was saved, but not its receipt.').first()).toBeVisible();
  await expect(panel.getByRole('alert').first()).toBeVisible();
  await panel.getByRole('button', { name: "Don't upload" }).click();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Adobe')).toContainText('$0.00');
  await expect(totals(page)).toContainText('$59.99');
});

test('an expense is added, opened and deleted by keyboard alone', async ({ page }) => {
  await signUpAndSignIn(page, 'expenses-keyboard');
  await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Tidy Gardens',
      abn: '51824753556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
    },
  });
  await page.goto('/expenses');
  await expect(page.getByText('No expenses yet')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add expense' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Add expense' });
  // The panel opens on the supplier.
  const supplier = panel.getByRole('textbox', { name: 'Supplier', exact: true });
  await expect(supplier).toBeFocused();
  await page.keyboard.type('Officeworks');
  await tabTo(page, panel.getByRole('combobox', { name: 'Category' }));
  await page.keyboard.type('Software');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('combobox', { name: 'Category' })).toHaveValue('Software and subscriptions');
  await tabTo(page, panel.getByLabel('Amount paid (incl. GST)'));
  await page.keyboard.type('55');
  await expect(panel.getByLabel('GST included')).toHaveValue('5.00');
  await tabTo(page, panel.getByRole('button', { name: 'GST-free' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByLabel('GST included')).toHaveValue('0.00');
  await tabTo(page, panel.getByRole('button', { name: 'Save' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();

  const officeworks = row(page, 'Officeworks');
  await expect(officeworks).toContainText('Software and subscriptions');
  await tabTo(page, officeworks.getByRole('button', { name: 'Officeworks', exact: true }));
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit expense' });
  await expect(edit.getByLabel('GST included')).toHaveValue('0.00');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await tabTo(page, page.getByRole('button', { name: 'Delete expense from Officeworks' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Please Confirm' });
  // The safe answer has the focus.
  await expect(confirm.getByRole('button', { name: 'NO' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'YES' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No expenses yet')).toBeVisible();
});
