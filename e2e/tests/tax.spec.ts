import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';

// The tax calculator: both tabs with known inputs give the ATO's totals as you type; bad input shows its
// message. Every test signs up its own account.

async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openCalculator(page: Page, label: string): Promise<void> {
  await signUpAndSignIn(page, label);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Tax Calculator' })
    .click();
  await expect(page).toHaveURL(/\/tax\/calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Calculator' })).toBeVisible();
}

test('a GST-registered sole trader, a partnership and a company; negative amounts are refused', async ({
  page,
}) => {
  await openCalculator(page, 'tax-business');
  await expect(page.getByRole('tab', { name: 'Business Owner (ABN)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const business = page.getByRole('tabpanel', { name: 'Business Owner (ABN)' });

  const income = business.getByLabel('Annual business income (before tax)');
  await income.pressSequentially('110000');
  await expect(income).toHaveValue('110,000');
  await business.getByLabel('Total expenses').fill('20000');
  await business.getByRole('checkbox', { name: 'GST registered' }).check();
  await choose(page, business, 'Tax year', '2024-25');

  // $110,000 includes $10,000 GST; taxable $80,000: $14,788 tax + $1,600 Medicare levy.
  await expect(business.getByTestId('business-gst')).toHaveText('−$10,000.00');
  await expect(business.getByTestId('business-taxable-income')).toHaveText('$80,000.00');
  await expect(business.getByTestId('business-total-tax')).toHaveText('$16,388.00');
  await expect(business.getByTestId('business-profit-after-tax')).toHaveText('$63,612.00');
  await expect(business.getByTestId('business-effective-rate')).toHaveText('20.49%');
  await expect(business.getByTestId('business-chart')).toContainText('Where the money goes');
  await expect(business.getByTestId('tax-rates-line')).toContainText('2024-25');

  // A partnership of three: each partner pays individual rates on $26,666.66.
  await choose(page, business, 'Business type', 'Partnership');
  const partners = business.getByLabel('Number of partners');
  await expect(partners).toHaveValue('2');
  await partners.fill('3');
  await expect(business.getByTestId('business-partner-share')).toHaveText('$26,666.66');

  // A company (base rate entity): 25% of $80,000.
  await choose(page, business, 'Business type', 'Company');
  await expect(business.getByTestId('business-company-rate')).toHaveText('25%');
  await expect(business.getByTestId('business-total-tax')).toHaveText('$20,000.00');

  // The deduction guidance follows the business type.
  await business.getByRole('button', { name: 'Deduction guidance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deduction guidance' });
  await expect(dialog.getByTestId('deduction-tips').getByRole('listitem')).toHaveCount(5);
  await expect(dialog).toContainText('Division 7A');
  // The footer's Close; the × in the title bar is named Close too.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Bad input: the spec's message instead of a result; letters are not accepted at all.
  await income.fill('');
  await income.pressSequentially('-500');
  await expect(business.getByRole('alert')).toHaveText('Income cannot be negative.');
  await expect(business.getByTestId('business-total-tax')).toBeHidden();
  await business.getByLabel('Total expenses').fill('-1');
  await expect(business.getByRole('alert')).toHaveText('Income and expenses cannot be negative.');
  await income.fill('');
  await income.pressSequentially('12ab3.456');
  await expect(income).toHaveValue('123.45');
});

test('an employee: tax, take-home pay, super and the employer cost', async ({ page }) => {
  await openCalculator(page, 'tax-employee');
  await page.getByRole('tab', { name: 'Employee (TFN)' }).click();
  const employee = page.getByRole('tabpanel', { name: 'Employee (TFN)' });

  await employee.getByLabel('Annual salary (before tax)').pressSequentially('90000');
  await choose(page, employee, 'Tax year', '2024-25');
  await expect(employee.getByTestId('employee-total-tax')).toHaveText('$19,588.00');
  await expect(employee.getByTestId('employee-net')).toHaveText('$70,412.00');
  await expect(employee.getByTestId('employee-net-fortnight')).toHaveText('$2,708.15');
  await expect(employee.getByTestId('employee-effective-rate')).toHaveText('21.76%');
  await expect(employee.getByTestId('employee-super')).toHaveText('$10,350.00');
  await expect(employee.getByTestId('employee-employer-cost')).toHaveText('$100,350.00');

  // 2021-22 at $45,000: LITO $325 and LMITO $1,275 come off (facts.md's worked example).
  await employee.getByLabel('Annual salary (before tax)').fill('45000');
  await choose(page, employee, 'Tax year', '2021-22');
  await expect(employee.getByTestId('employee-lito')).toHaveText('−$325.00');
  await expect(employee.getByTestId('employee-lmito')).toHaveText('−$1,275.00');
  await expect(employee.getByTestId('employee-total-tax')).toHaveText('$4,392.00');

  // A working holiday maker (visa 417 or 462) pays 15% from the first dollar: $4,500 on $30,000.
  await employee.getByLabel('Annual salary (before tax)').fill('30000');
  await choose(page, employee, 'Tax year', '2024-25');
  await employee.getByRole('radio', { name: 'Working holiday maker' }).check();
  await expect(employee.getByTestId('employee-total-tax')).toHaveText('$4,500.00');
  await expect(employee.getByTestId('employee-medicare')).toHaveText('$0.00');

  // The super guarantee stops at the maximum contribution base: 4 × $62,500 × 12% in 2025-26.
  await employee.getByLabel('Annual salary (before tax)').fill('300000');
  await choose(page, employee, 'Tax year', '2025-26');
  await expect(employee.getByTestId('employee-super')).toHaveText('$30,000.00');
  await expect(employee.getByTestId('employee-super-cap')).toHaveText(
    'Super guarantee capped at the maximum contribution base ($250,000 a year)',
  );

  // The business tab kept its own state.
  await page.getByRole('tab', { name: 'Business Owner (ABN)' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Business Owner (ABN)' })).toBeVisible();
});
