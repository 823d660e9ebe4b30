import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { display, isoDay } from '../fixtures/dates.ts';

// Reconciling (issue 29): a sole trader writes a bank rule on the rules screen, imports a CommBank
// statement, and works the reconcile screen from the keyboard and its OK buttons: one deposit pays two
// invoices, another part-pays a third, the rule makes a debit an expense, a transfer is said by hand and
// undone from the toast. The invoices then show paid, the account's lines show what they became; at
// 390 px the screen does not scroll sideways. Every wait is on what the page shows.

/** CommBank NetBank: no header; date, signed amount, description, balance. */
function commbankCsv(): string {
  const line = (days: number, amount: string, description: string, balance: string) =>
    `${display(isoDay(days))},"${amount}","${description}","${balance}"`;
  return [
    line(-4, '+1500.00', 'Direct Credit 301500 ACME LANDSCAPES INV-0101 INV-0102', '+2500.00'),
    line(-3, '-15.26', 'OFFICEWORKS 0123 SYDNEY AU Card xx2784', '+2484.74'),
    line(-2, '+600.00', 'Direct Credit 301500 BLUE HARBOUR CAFE INV-0103', '+3084.74'),
    line(-1, '-120.00', 'Transfer to xx9911 CommBank app Savings', '+2964.74'),
    line(0, '-86.40', 'CALTEX MANLY AU Card xx2784', '+2878.34'),
  ].join('\r\n');
}

async function seed(page: Page) {
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Tidy Gardens', abn: '51824753556', gst_registered: false },
  });
  const client = async (name: string) =>
    apiPost(page, '/customers', { type: 'customers', attributes: { name } });
  const acme = await client('Acme Landscapes');
  const blue = await client('Blue Harbour Cafe');
  const invoice = (name: string, customerId: string, price: string) =>
    apiPost(page, '/invoices', {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: isoDay(-20),
        due_date: isoDay(-6),
        items: [{ name: 'Garden work', quantity: 1, price }],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.id } },
        customer: { data: { type: 'customers', id: customerId } },
      },
    });
  const first = await invoice('INV-0101', acme.id, '1100.00');
  await invoice('INV-0102', acme.id, '400.00');
  const third = await invoice('INV-0103', blue.id, '1000.00');
  const account = await apiPost(page, '/bank-accounts', {
    type: 'bank-accounts',
    attributes: { name: 'Everyday business', opening_balance: '1000.00', opening_date: isoDay(-30) },
    relationships: { company: { data: { type: 'companies', id: company.id } } },
  });
  return { accountId: account.id, firstInvoiceId: first.id, thirdInvoiceId: third.id };
}

async function writeOfficeworksRule(page: Page) {
  await page.goto('/bank');
  await page.getByRole('link', { name: 'Bank rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank rules' })).toBeVisible();
  await expect(page.getByText('No bank rules yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const panel = page.getByRole('dialog', { name: 'Add bank rule' });
  await panel.getByRole('textbox', { name: 'Text 1' }).fill('OFFICEWORKS');
  await panel.getByRole('textbox', { name: /^Supplier/ }).fill('Officeworks');
  await panel.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Tools and equipment' }).click();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('bank-rule')).toContainText('Description contains "OFFICEWORKS"');
  await expect(page.getByTestId('bank-rule')).toContainText(
    'Then: Expense: Officeworks, Tools and equipment',
  );
  await expectAccessible(page, 'bank rules screen');
}

const cards = (page: Page) => page.getByTestId('reconcile-line');
const card = (page: Page, text: string) => cards(page).filter({ hasText: text });

test('reconciles two invoices from one deposit, a part payment, a rule expense, a transfer and a drawing, and undoes one', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'bank-reconcile');
  const { accountId, firstInvoiceId, thirdInvoiceId } = await seed(page);
  await writeOfficeworksRule(page);

  await page.goto(`/bank/${accountId}`);
  await page
    .getByRole('main')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'CommBank.csv', mimeType: 'text/csv', buffer: Buffer.from(commbankCsv()) });
  await expect(page.getByTestId('import-counts')).toHaveText('5 new lines, 0 already imported, 0 skipped');
  await page.getByRole('link', { name: 'Reconcile 5 lines' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reconcile Everyday business' })).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByTestId('reconcile-keys')).toContainText('move between lines');

  // Oldest first: the deposit that pays both of Acme's invoices, said in words, with how sure and why.
  const deposit = cards(page).first();
  await expect(deposit.getByTestId('suggestion-text')).toHaveText(
    'Payment of INV-0101 (Acme Landscapes) $1,100.00; INV-0102 (Acme Landscapes) $400.00',
  );
  await expect(deposit.getByTestId('suggestion-confidence')).toHaveText(/^\d+% sure$/);
  await expect(deposit.getByTestId('suggestion-reasons')).toContainText('Why:');
  // The rule's suggestion comes first, before the one named from the description alone.
  await expect(card(page, 'OFFICEWORKS').getByTestId('suggestion-text').first()).toHaveText(
    /^Expense: Officeworks, Tools and equipment/,
  );
  await expect(card(page, 'BLUE HARBOUR CAFE').getByTestId('suggestion-text')).toHaveText(
    'Payment of INV-0103 (Blue Harbour Cafe) $600.00 of the $1,000.00 owing',
  );

  // From the keyboard: Enter accepts the line in focus, and the next takes its place.
  await deposit.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(4);
  await expect(card(page, 'OFFICEWORKS')).toBeFocused();
  // j and k move, o accepts.
  await page.keyboard.press('j');
  await expect(card(page, 'BLUE HARBOUR CAFE')).toBeFocused();
  await page.keyboard.press('k');
  await expect(card(page, 'OFFICEWORKS')).toBeFocused();
  await page.keyboard.press('o');
  await expect(cards(page)).toHaveCount(3);
  // The part payment with its OK button.
  await card(page, 'BLUE HARBOUR CAFE')
    .getByRole('button', { name: /^OK: Payment of INV-0103/ })
    .click();
  await expect(cards(page)).toHaveCount(2);

  // The transfer to the owner's savings is read from its description: shown, below the bulk line, and
  // taken with its OK.
  const transfer = card(page, 'Transfer to xx9911');
  await expect(transfer.getByTestId('suggestion-text').first()).toHaveText(
    'A transfer between your own accounts',
  );
  await expect(transfer.getByTestId('suggestion-reasons')).toContainText('the description says so');
  await transfer.getByRole('button', { name: /^OK: A transfer between your own accounts/ }).click();
  await expect(cards(page)).toHaveCount(1);

  // Fuel for the family car is Sorted's guess at an expense: the owner says it is a drawing through
  // "Something else…".
  const fuel = card(page, 'CALTEX MANLY');
  await expect(fuel.getByTestId('suggestion-text').first()).toHaveText(/^Expense:/);
  await fuel.getByRole('button', { name: 'Something else…' }).click();
  const panel = page.getByRole('dialog', { name: 'What is this line?' });
  await panel.getByRole('combobox', { name: 'It is' }).click();
  await page.getByRole('option', { name: "Owner's drawing" }).click();
  await panel.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page.getByText(/reconciled: Owner's drawing/)).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('reconcile-empty')).toContainText('Every line is reconciled');

  // Undone from the toast: the fuel is to reconcile again.
  await page
    .getByRole('status')
    .filter({ hasText: 'CALTEX MANLY' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'CALTEX MANLY')).toBeVisible();
  await expectAccessible(page, 'reconcile screen');

  // On a phone the screen does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The account's lines say what each became, with links to the invoices paid.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/bank/${accountId}`);
  const acmeRow = page.getByTestId('bank-line-row').filter({ hasText: 'ACME LANDSCAPES' });
  await expect(acmeRow.getByTestId('line-reconciliation')).toContainText('Invoice payment');
  await expect(acmeRow.getByRole('link', { name: 'Payment of INV-0101: $1,100.00' })).toHaveAttribute(
    'href',
    `/invoice/overview/${firstInvoiceId}`,
  );
  await expect(
    page.getByTestId('bank-line-row').filter({ hasText: 'OFFICEWORKS' }).getByTestId('line-reconciliation'),
  ).toContainText('Expense to Officeworks, Tools and equipment');
  await expect(page.getByTestId('account-unreconciled')).toHaveText('1');

  // The books follow: INV-0101 is paid, INV-0103 partly, and the dashboard owes only what is left of it.
  await page.goto(`/invoice/overview/${firstInvoiceId}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await page.goto(`/invoice/overview/${thirdInvoiceId}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('Partly paid');
  await page.goto('/dashboard/overview');
  await expect(page.getByTestId('outstanding-amount')).toHaveText('$400.00');

  // The payment links back to its bank line, whose screen says what the line became.
  await page.goto(`/invoice/overview/${firstInvoiceId}`);
  await page.getByRole('region', { name: 'Payments' }).getByRole('link', { name: 'From the bank' }).click();
  await expect(page).toHaveURL(/\/bank\/lines\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ACME LANDSCAPES INV-0101/);
  await expect(page.getByTestId('bank-line-amount')).toHaveText('+$1,500.00');
  await expect(page.getByTestId('line-reconciliation')).toContainText('Invoice payment');
  await expect(page.getByRole('link', { name: 'Payment of INV-0101: $1,100.00' })).toHaveAttribute(
    'href',
    `/invoice/overview/${firstInvoiceId}`,
  );
  await expect(page.getByTestId('bank-line-account')).toHaveAttribute('href', `/bank/${accountId}`);
  await expectAccessible(page, 'bank line screen');
  await page.screenshot({ path: test.info().outputPath('bank-line.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('line-reconciliation')).toContainText('Invoice payment');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('bank-line-390.png'), fullPage: true });

  // So does the expense the rule made.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/expenses');
  await page
    .getByTestId('expense-row')
    .filter({ hasText: 'Officeworks' })
    .getByRole('link', { name: 'From the bank' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/OFFICEWORKS 0123 SYDNEY/);
  await expect(page.getByTestId('bank-line-amount')).toHaveText('-$15.26');
  await expect(page.getByTestId('line-reconciliation')).toContainText(
    'Expense to Officeworks, Tools and equipment',
  );
});
