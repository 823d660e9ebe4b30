import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';

// The year's tax estimate (issue 31): a sole trader with $40,000 of profit in 2024-25 reads it step by
// step to the cent (the ATO's worked example: $3,154.92 to pay), enters personal super that does not
// count until the fund acknowledges the notice of intent, then does; a company's owner is told the
// estimate is not theirs.

const JSON_API = 'application/vnd.api+json';

async function patch(page: Page, path: string, data: unknown): Promise<void> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.patch(`/api/v1${path}`, {
    headers: {
      Accept: JSON_API,
      'Content-Type': JSON_API,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''),
    },
    data: { data },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A business not registered for GST with $40,000 of work paid in August 2024. */
async function yearOfWork(page: Page, name: string): Promise<string> {
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: { name, abn: '51 824 753 556', gst_registered: false },
  });
  const customer = await post(page, '/customers', { type: 'customers', attributes: { name: 'Manly Cafe' } });
  const invoice = await post(page, '/invoices', {
    type: 'invoices',
    attributes: {
      name: 'INV-0001',
      invoice_date: '2024-08-01',
      due_date: '2024-08-01',
      items: [{ name: 'Garden care', quantity: 1, price: '40000.00' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: customer.id } },
    },
  });
  await patch(page, `/invoices/${invoice.id}`, {
    type: 'invoices',
    id: invoice.id,
    attributes: { status: 1, paid_date: '2024-08-10' },
  });
  return company.id;
}

const line = (page: Page, label: string) =>
  page.getByRole('row').filter({ has: page.getByText(label, { exact: true }) });

test('a sole trader reads the year’s estimate step by step and claims personal super', async ({ page }) => {
  await signUpAndSignIn(page, 'estimate');
  await yearOfWork(page, 'Harbour Gardens');

  await page.goto('/profit');
  await page.getByRole('link', { name: 'The year\u2019s tax estimate, step by step' }).click();
  await expect(page.getByRole('heading', { name: 'Your tax estimate' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Financial year' }).click();
  await page.getByRole('option', { name: 'FY 2024-25' }).click();
  await expect(page).toHaveURL(/year=2024-25/);

  await expect(line(page, 'Business profit (excluding GST)')).toContainText('$40,000.00');
  await expect(line(page, 'Income tax')).toContainText('$3,488.00');
  await expect(line(page, 'Low income tax offset')).toContainText('-$575.00');
  await expect(line(page, 'Small business income tax offset')).toContainText('-$558.08');
  await expect(line(page, 'Medicare levy')).toContainText('$800.00');
  await expect(page.getByTestId('amount-owing')).toHaveText('$3,154.92');
  await expectAccessible(page, 'the tax estimate');

  // $5,000 of personal super: nothing counts until the fund acknowledges the notice.
  await page.getByRole('textbox', { name: 'Personal super contributions to deduct' }).fill('5000');
  await page.getByRole('button', { name: 'Save and update the estimate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your super does not count yet' })).toContainText(
    '$5,000.00 counts',
  );
  await expect(page.getByTestId('amount-owing')).toHaveText('$3,154.92');

  await page.getByRole('checkbox', { name: 'My fund has acknowledged my notice of intent to claim' }).check();
  await page.getByRole('button', { name: 'Save and update the estimate' }).click();
  await expect(line(page, 'Personal super deduction')).toContainText('-$5,000.00');
  await expect(line(page, 'Taxable income')).toContainText('$35,000.00');
  await expect(page.getByRole('alert').filter({ hasText: 'Your super does not count yet' })).toHaveCount(0);
  // The 2024-25 cap is known from secondary sources only: the result says so.
  await expect(page.getByText('Secondary source').first()).toBeVisible();

  // The amount field takes two decimals at most: a third typed is not taken.
  const withheld = page.getByRole('textbox', { name: 'PAYG withheld from wages' });
  await withheld.fill('');
  await withheld.pressSequentially('1200.505');
  await expect(withheld).toHaveValue('1,200.50');
  await page.getByRole('button', { name: 'Save and update the estimate' }).click();
  await expect(line(page, 'PAYG withheld')).toContainText('-$1,200.50');
});

test('a partner’s estimate counts their share of the partnership’s profit', async ({ page }) => {
  await signUpAndSignIn(page, 'estimate-partner');
  const companyId = await yearOfWork(page, 'Two Sparks');
  await patch(page, '/tax-profile', {
    type: 'taxProfiles',
    attributes: {
      businesses: [{ id: companyId, business_type: 'partnership', partnership_share_percent: 50 }],
    },
  });
  await page.goto('/tax-time/estimate?year=2024-25');
  await expect(line(page, 'Business profit (excluding GST)')).toContainText('$20,000.00');
  await expect(page.getByText(/A partnership’s profit counts by your share/)).toBeVisible();
});

test('a company’s owner is told the estimate is for sole traders and partners', async ({ page }) => {
  await signUpAndSignIn(page, 'estimate-company');
  const companyId = await yearOfWork(page, 'Harbour Gardens Pty Ltd');
  await patch(page, '/tax-profile', {
    type: 'taxProfiles',
    attributes: { businesses: [{ id: companyId, business_type: 'company' }] },
  });
  await page.goto('/tax-time/estimate?year=2024-25');
  await expect(page.getByText('Your businesses are companies')).toBeVisible();
  await expect(page.getByTestId('amount-owing')).toHaveCount(0);
});
