import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { isoDay } from '../fixtures/dates.ts';

// PAYG instalments on the quarterly BAS (issue 31): a sole trader enters the year's instalment amount
// from the ATO's notice (T7 $1,250), sees it at 5A in each quarter beside the GST, marks last quarter's
// BAS lodged (its instalment locked with it), and finds the $1,250.00 paid in what to set aside.

const JSON_API = 'application/vnd.api+json';

/** Last quarter (Sydney): its key, first day and financial year; the year's four quarter keys. */
function lastQuarter() {
  const [year, month] = isoDay(0).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, Math.floor((month - 1) / 3) * 3 - 3, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth() + 1;
  const day = (d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const financialYear = m >= 7 ? y : y - 1;
  return {
    key: `${y}-Q${(m + 2) / 3}`,
    day,
    financialYear,
    quarters: [
      `${financialYear}-Q3`,
      `${financialYear}-Q4`,
      `${financialYear + 1}-Q1`,
      `${financialYear + 1}-Q2`,
    ],
  };
}

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

/** A GST-registered business with $22,000 of sales (GST included) paid last quarter. */
async function seed(page: Page, quarter: ReturnType<typeof lastQuarter>) {
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Harbour Electrical',
      abn: '51 824 753 556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
    },
  });
  const client = await post(page, '/customers', { type: 'customers', attributes: { name: 'Bondi Bakery' } });
  const invoice = await post(page, '/invoices', {
    type: 'invoices',
    attributes: {
      name: 'INV-0001',
      invoice_date: quarter.day(5),
      due_date: quarter.day(19),
      prices_include_gst: true,
      items: [{ name: 'Rewiring', quantity: 1, price: '22000.00' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: client.id } },
    },
  });
  await setPaid(page, invoice.id, quarter.day(12));
}

test('enters the instalment amount, sees it at 5A each quarter, lodges one, and the set-aside counts it paid', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'bas-payg');
  const quarter = lastQuarter();
  await seed(page, quarter);

  await page.goto(`/bas?year=${quarter.financialYear}&period=${quarter.key}`);
  const section = page.getByTestId('payg-section');
  await expect(section.getByRole('heading', { name: 'PAYG instalment' })).toBeVisible();
  // No option for the year yet: the section says what to enter and opens the form for it, the amount
  // option first, its field taking the focus.
  await section.getByRole('button', { name: /^Enter the option for \d{4}–\d{2}$/ }).click();
  await expect(section.getByLabel('Instalment amount for each quarter (T7)')).toBeFocused();
  await section.getByLabel('Instalment amount for each quarter (T7)').fill('12.345');
  await section.getByRole('button', { name: 'Save option' }).click();
  await expect(section.getByText('Enter an amount in dollars and cents')).toBeVisible();
  await expectAccessible(page, 'PAYG instalment option', '[data-testid="payg-section"]');
  await section.getByLabel('Instalment amount for each quarter (T7)').fill('1250');
  await section.getByRole('button', { name: 'Save option' }).click();
  await expect(section.getByTestId('payg-t7')).toHaveText('$1,250.00');
  await expect(section.getByTestId('payg-5a')).toHaveText('$1,250.00');
  await expect(section.getByTestId('payg-option')).toHaveText('Instalment amount');
  // GST of $2,000.00 and the instalment: what the activity statement comes to.
  await expect(page.getByTestId('bas-net')).toHaveText('$2,000.00');
  await expect(section.getByTestId('payg-statement-total')).toHaveText('$3,250.00');

  for (const key of quarter.quarters) {
    await page.goto(`/bas?year=${quarter.financialYear}&period=${key}`);
    await expect(page.getByTestId('payg-section').getByTestId('payg-5a')).toHaveText('$1,250.00');
  }

  // The year's last quarter (open) may be varied: its form, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByRole('button', { name: 'Vary this quarter' }).click();
  await expect(section.getByLabel('Estimated tax for the year (T8)')).toBeVisible();
  await expectAccessible(page, 'PAYG variation', '[data-testid="payg-section"]');
  await section.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/bas?year=${quarter.financialYear}&period=${quarter.key}`);
  await page.getByTestId('bas-worksheet').getByRole('button', { name: 'Mark as lodged' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as lodged' }).click();
  await expect(page.getByTestId('bas-status')).toHaveText('Lodged');
  await expect(section.getByTestId('payg-lodged')).toBeVisible();
  // Locked with the BAS: no variation of a lodged quarter.
  await expect(section.getByRole('button', { name: 'Vary this quarter' })).toHaveCount(0);
  await expect(section.getByTestId('payg-5a')).toHaveText('$1,250.00');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByTestId('payg-5a')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The year's tax estimate credits the instalment of the lodged quarter.
  const label = `${quarter.financialYear}-${String((quarter.financialYear + 1) % 100).padStart(2, '0')}`;
  await page.goto(`/tax-time/estimate?year=${label}`);
  await expect(
    page.getByRole('row').filter({ has: page.getByText('PAYG instalments paid', { exact: true }) }),
  ).toContainText('-$1,250.00');

  // What to set aside counts this financial year's: from October to June, last quarter is in it (in
  // July to September it is the year before's, which the estimate above has shown).
  const [year, month] = isoDay(0).split('-').map(Number) as [number, number];
  if ((month >= 7 ? year : year - 1) !== quarter.financialYear) return;
  await page.goto('/profit');
  const paid = page.getByTestId('set-aside-payg-paid');
  await expect(paid).toContainText('PAYG instalments paid');
  await expect(paid).toContainText('$1,250.00');
});
