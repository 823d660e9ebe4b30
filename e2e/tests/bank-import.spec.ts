import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { expectInert, watchDialogs } from '../fixtures/inert.ts';
import { tabTo } from '../fixtures/keyboard.ts';

// Bank statements (issue 29): a sole trader adds a bank account, imports a CommBank export (the
// keyboard opens the file picker), imports it again and nothing doubles, undoes the first import and
// its lines go; at 390 px nothing scrolls sideways. A CSV of a bank Sorted does not know is read through
// the column mapper. Every test signs up its own account; the business is seeded through the API.

// CommBank NetBank: no header; date, signed amount, description, balance, the amounts quoted with
// their sign. The balances follow from an opening balance of $1,000.00, so no statement is missing.
const COMMBANK_CSV = [
  '02/03/2026,"+2000.00","Direct Credit 301500 J SMITH INV-0007","+3000.00"',
  '03/03/2026,"-15.26","OFFICEWORKS 0123 SYDNEY AU Card xx2784 Value Date: 01/03/2026","+2984.74"',
  '05/03/2026,"-120.00","Transfer to xx9911 CommBank app Savings","+2864.74"',
  '09/03/2026,"+450.50","Fast Transfer From BONDI BAKERY PTY LTD","+3315.24"',
  '12/03/2026,"-80.00","BUNNINGS 341000 BALGOWLAH AU Card xx2784","+3235.24"',
  '16/03/2026,"-9.99","APPLE.COM/BILL SYDNEY AU Card xx2784","+3225.25"',
].join('\r\n');

// A credit union's export in a layout Sorted does not know: a heading row, money out and in apart.
const OTHER_BANK_CSV = [
  'Posted on,Details,Paid out,Paid in,Running balance',
  '02/03/2026,"COFFEE CLUB, MANLY",4.50,,995.50',
  '03/03/2026,OSKO PAYMENT FROM J SMITH,,"1,200.00","2,195.50"',
  '25/03/2026,ACCOUNT FEE,5.00,,"2,190.50"',
].join('\n');

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

const lineRows = (page: Page) => page.getByTestId('bank-line-row');
const importRows = (page: Page) => page.getByTestId('bank-import-row');
const counts = (page: Page) => page.getByTestId('import-counts');

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function addBusiness(page: Page): Promise<{ id: string }> {
  return apiPost(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Tidy Gardens', abn: '51824753556', gst_registered: false },
  });
}

test('imports a CommBank statement, imports it again without doubling it, and undoes the first import', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'bank-import');
  await addBusiness(page);

  await page.getByRole('link', { name: 'Bank', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank accounts' })).toBeVisible();
  await expect(page.getByText('No bank accounts yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add your first bank account' }).click();

  const panel = page.getByRole('dialog', { name: 'Add bank account' });
  await expect(panel.getByRole('combobox', { name: 'Business' })).toHaveValue('Tidy Gardens');
  await panel.getByLabel('Account name').fill('Everyday business');
  await panel.getByLabel('BSB (optional)').fill('06200');
  await panel.getByLabel('Account number (optional)').fill('12345678');
  await panel.getByLabel('Opening balance').fill('1000');
  const openingDate = panel.getByLabel('Opening date');
  await openingDate.fill('01/03/2026');
  await openingDate.press('Tab');
  await expect(openingDate).toHaveValue('01/03/2026');
  await panel.getByRole('button', { name: 'Save' }).click();
  // The BSB's six digits are checked before anything is sent.
  await expect(panel.getByText('The BSB must be 6 digits, like 062-000.')).toBeVisible();
  await panel.getByLabel('BSB (optional)').fill('062-000');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();

  const row = page.getByTestId('bank-account-row').filter({ hasText: 'Everyday business' });
  await expect(row).toContainText('Tidy Gardens');
  await expect(row).toContainText('•••• 5678');
  await expect(row).toContainText('062-000');
  await expect(row.getByTestId('statement-balance')).toHaveText('$1,000.00');
  await row.getByRole('link', { name: 'Everyday business' }).click();
  await expect(page).toHaveURL(/\/bank\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday business' })).toBeVisible();
  await expect(page.getByText('No lines yet')).toBeVisible();
  await expect(page.getByText('No statement imported yet.')).toBeVisible();

  // The file picker opens from the keyboard; the formats it takes are said in words.
  await expect(page.getByText(/CSV from CommBank, ANZ, NAB or Westpac/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).focus();
  await tabTo(page, page.getByRole('button', { name: 'Choose a statement file' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(csv('CommBank March.csv', COMMBANK_CSV));

  await expect(counts(page)).toHaveText('6 new lines, 0 already imported, 0 skipped');
  await expect(page.getByTestId('import-gap')).toHaveCount(0);
  await expect(lineRows(page)).toHaveCount(6);
  // Newest first, money in and out with their signs.
  await expect(lineRows(page).first()).toContainText('16/03/2026');
  await expect(lineRows(page).first()).toContainText('-$9.99');
  await expect(lineRows(page).filter({ hasText: 'J SMITH INV-0007' })).toContainText('+$2,000.00');
  await expect(page.getByTestId('account-statement-balance')).toHaveText('$3,225.25');
  await expect(page.getByTestId('account-unreconciled')).toHaveText('6');
  await expect(importRows(page)).toHaveCount(1);
  await expect(importRows(page).first()).toContainText('CommBank CSV');

  // The same file again: nothing new.
  await page
    .getByRole('main')
    .locator('input[type="file"]')
    .setInputFiles(csv('CommBank March.csv', COMMBANK_CSV));
  await expect(counts(page)).toHaveText('0 new lines, 6 already imported, 0 skipped');
  await expect(importRows(page)).toHaveCount(2);
  await expect(lineRows(page)).toHaveCount(6);

  // The search and the status filter live in the URL.
  await page.getByRole('searchbox', { name: 'Search lines' }).fill('bunnings');
  await expect(lineRows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/q=bunnings/);
  await page.getByRole('searchbox', { name: 'Search lines' }).fill('');
  await expect(lineRows(page)).toHaveCount(6);

  // On a phone the account's page does not scroll sideways: its tables become cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(lineRows(page)).toHaveCount(6);
  await expect(importRows(page)).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Undo the first import (the older, listed second): its six lines go.
  await importRows(page)
    .nth(1)
    .getByRole('button', { name: 'Undo the import of CommBank March.csv' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('Its 6 lines go from this account.');
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(dialog).toBeHidden();
  await expect(importRows(page).nth(1)).toContainText('Undone');
  await expect(page.getByText('No lines yet')).toBeVisible();
  await expect(lineRows(page)).toHaveCount(0);
  await expect(page.getByTestId('account-unreconciled')).toHaveText('0');
});

test('reads a CSV of a bank it does not know through the column mapper', async ({ page }) => {
  await signUpAndSignIn(page, 'bank-mapper');
  const company = await addBusiness(page);
  const account = await apiPost(page, '/bank-accounts', {
    type: 'bank-accounts',
    attributes: { name: 'Credit union', opening_balance: '1000.00', opening_date: '2026-03-01' },
    relationships: { company: { data: { type: 'companies', id: company.id } } },
  });
  await page.goto(`/bank/${account.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Credit union' })).toBeVisible();

  await page.getByRole('main').locator('input[type="file"]').setInputFiles(csv('export.csv', OTHER_BANK_CSV));
  const mapper = page.getByRole('dialog', { name: 'Which column holds what?' });
  await expect(mapper.getByTestId('mapper-file-rows')).toContainText('COFFEE CLUB, MANLY');

  // Say which column holds what, whatever was guessed.
  await mapper.getByLabel('Lines to skip at the top').fill('1');
  await choose(page, mapper, 'Date column', 'Column 1: 02/03/2026');
  await choose(page, mapper, 'Date format', 'Day first (25/12/2025)');
  await mapper.getByRole('radio', { name: 'Two columns: money out and money in' }).check();
  await choose(page, mapper, 'Money out (debit) column', 'Column 3: 4.50');
  await choose(page, mapper, 'Money in (credit) column', 'Column 4');
  await choose(page, mapper, 'Balance column (optional)', 'Column 5: 995.50');

  const reading = mapper.getByTestId('mapper-reading-row');
  await expect(reading).toHaveCount(3);
  await expect(reading.nth(0)).toContainText('02/03/2026');
  await expect(reading.nth(0)).toContainText('COFFEE CLUB, MANLY');
  await expect(reading.nth(0)).toContainText('-$4.50');
  await expect(reading.nth(1)).toContainText('+$1,200.00');
  await mapper.getByRole('button', { name: 'Import with these columns' }).click();

  await expect(mapper).toBeHidden();
  await expect(counts(page)).toHaveText('3 new lines, 0 already imported, 0 skipped');
  await expect(lineRows(page)).toHaveCount(3);
  await expect(importRows(page).first()).toContainText('CSV, your columns');
  await expect(page.getByTestId('account-statement-balance')).toHaveText('$2,190.50');
});

// A narrative is whatever the bank (or whoever sent the money) wrote: markup and a spreadsheet formula
// must show as the text they are, on the account's lines and on the reconcile screen.
test("a statement's hostile narratives show as text on the account and the reconcile screen", async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  await signUpAndSignIn(page, 'bank-hostile');
  const business = await addBusiness(page);
  const account = await apiPost(page, '/bank-accounts', {
    type: 'bank-accounts',
    attributes: { name: 'Everyday', opening_balance: '1000.00', opening_date: '2026-03-01' },
    relationships: { company: { data: { type: 'companies', id: business.id } } },
  });
  const markup = '<img src=x onerror="window.__pwned=1"> REF 12';
  const formula = '=HYPERLINK("http://evil.example","click")';
  const hostile = [
    `02/03/2026,"+20.00","${markup.replaceAll('"', '""')}","+1020.00"`,
    `03/03/2026,"-5.00","${formula.replaceAll('"', '""')}","+1015.00"`,
  ].join('\r\n');
  await page.goto(`/bank/${account.id}`);
  await page.getByRole('main').locator('input[type="file"]').setInputFiles(csv('CSVData.csv', hostile));
  await expect(counts(page)).toHaveText('2 new lines, 0 already imported, 0 skipped');
  await expect(lineRows(page).filter({ hasText: markup })).toHaveCount(1);
  await expect(lineRows(page).filter({ hasText: formula })).toHaveCount(1);
  await expectInert(page, dialogs);

  await page.getByRole('link', { name: 'Reconcile 2 lines' }).click();
  await expect(page.getByTestId('reconcile-line').filter({ hasText: markup })).toBeVisible();
  await expect(page.getByTestId('reconcile-line').filter({ hasText: formula })).toBeVisible();
  await expectInert(page, dialogs);
});
