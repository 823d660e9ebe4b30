import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { isoDay } from '../fixtures/dates.ts';

// Profit & tax for a user not registered for GST: the dashboard's Tax Summary card shows the profit so
// far and what to set aside (and follows an invoice marked paid there), the screen explains them and has no GST owed, there is no BAS anywhere,
// the business can be taxed as a company instead, and the invoices download as CSV.

const JSON_API = 'application/vnd.api+json';

async function setPaid(page: Page, id: string, paidDate: string): Promise<void> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.patch(`/api/v1/invoices/${id}`, {
    headers: {
      Accept: JSON_API,
      'Content-Type': JSON_API,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''),
    },
    data: { data: { type: 'invoices', id, attributes: { status: 1, paid_date: paidDate } } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** What the server says to set aside, as the screen formats it. */
async function setAsideTotal(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/set-aside', { headers: { Accept: JSON_API } });
  expect(response.status()).toBe(200);
  const total = Number((await response.json()).data.attributes.total);
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(total);
}

test('a sole trader not registered for GST sees profit and what to set aside, and no BAS', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'profit');
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Harbour Gardens', abn: '51 824 753 556', gst_registered: false },
  });
  const customer = await post(page, '/customers', { type: 'customers', attributes: { name: 'Manly Cafe' } });
  const today = isoDay(0);
  const invoice = (name: string, price: string) =>
    post(page, '/invoices', {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: today,
        due_date: today,
        items: [{ name: 'Garden care', quantity: 1, price }],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.id } },
        customer: { data: { type: 'customers', id: customer.id } },
      },
    });
  const paid = await invoice('INV-0001', '60000.00');
  await invoice('INV-0002', '5000.00');
  await setPaid(page, paid.id, today);
  const before = await setAsideTotal(page);
  expect(before).not.toBe('$0.00');

  // The dashboard's card: the paid invoice is the profit so far (cash basis); the unpaid one is not.
  await page.reload();
  const card = page.getByRole('region', { name: 'Tax Summary' });
  await expect(card.getByTestId('tax-summary-profit')).toHaveText('$60,000.00');
  await expect(card.getByTestId('tax-summary-set-aside')).toHaveText(before);
  await expect(card).toContainText('Not registered for GST');
  await expect(page.getByRole('link', { name: 'BAS' })).toHaveCount(0);

  // Paid from the dashboard, the other invoice counts at once.
  await page.getByRole('button', { name: 'Mark invoice #INV-0002 as paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(card.getByTestId('tax-summary-profit')).toHaveText('$65,000.00');
  const total = await setAsideTotal(page);
  await expect(card.getByTestId('tax-summary-set-aside')).toHaveText(total);

  await card.getByRole('link', { name: 'See profit & tax' }).click();
  await expect(page).toHaveURL(/\/profit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profit & tax' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profit & tax' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('set-aside-total')).toHaveText(total);
  await expect(page.getByTestId('set-aside-so-far')).toContainText(
    '$65,000.00 of profit from 1 July to today',
  );
  await expect(page.getByText('These figures are estimates')).toBeVisible();
  await expect(page.getByTestId('set-aside-no-gst')).toBeVisible();
  await expect(page.getByTestId('pnl-income')).toHaveText('$65,000.00');
  await expect(page.getByTestId('pnl-profit')).toHaveText('$65,000.00');
  await expect(page.getByTestId('profit-chart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'BAS' })).toHaveCount(0);
  await expect(page.getByText(/\bBAS\b/)).toHaveCount(0);
  await expectAccessible(page, 'profit & tax');

  // Taxed as a company at the 25% base rate: $16,250 on $65,000, no Medicare levy.
  const profile = page.getByRole('region', { name: 'About you and your businesses' });
  await profile.getByText('Company', { exact: true }).click();
  await expect(profile.getByRole('radio', { name: 'Company' })).toBeChecked();
  await page.getByRole('button', { name: 'Save and update the estimate' }).click();
  await expect(page.getByText('Saved. The estimate is updated.')).toBeVisible();
  await expect(page.getByTestId('set-aside-company')).toContainText('$16,250.00');
  await expect(page.getByTestId('set-aside-total')).toHaveText('$16,250.00');
  await expect(page.getByTestId('set-aside-so-far')).toHaveCount(0);

  // A share of 0% is refused under its field.
  await profile.getByText('Partnership', { exact: true }).click();
  await page.getByLabel('Your share of the profit (%)').fill('0');
  await page.getByRole('button', { name: 'Save and update the estimate' }).click();
  await expect(page.getByText('Your share must be a whole number from 1 to 100.')).toBeVisible();

  // The invoices of the financial year as CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoices CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-07-01-to-\d{4}-06-30\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Invoice number,Invoice date,Due date,Client,Client ABN,Business');
  expect(csv).toContain(
    `INV-0001,${today},${today},Manly Cafe,,Harbour Gardens,60000.00,0.00,60000.00,0.00,60000.00,0.00,Paid,${today}`,
  );
  expect(csv).toContain(
    `INV-0002,${today},${today},Manly Cafe,,Harbour Gardens,5000.00,0.00,5000.00,0.00,5000.00,0.00,Paid,${today}`,
  );
});
