import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';

// Assets and depreciation (issue 31): a sole trader adds a $2,400 laptop used only for the business,
// first used in August 2025: under 2025-26's $20,000 threshold, it is written off in full that year, and
// the year's estimate takes the $2,400 off as depreciation.

test('a sole trader’s $2,400 laptop is written off in full in 2025-26 and counted in the estimate', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'assets');
  await post(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Harbour Design', abn: '51 824 753 556', gst_registered: false },
  });

  await page.goto('/tax-time/assets?year=2025-26');
  await expect(page.getByRole('heading', { level: 1, name: 'Assets and depreciation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Assets' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('assets-empty')).toBeVisible();

  await page.getByTestId('assets-empty').getByRole('button', { name: 'Add asset' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add asset' });
  await expect(drawer.getByRole('combobox', { name: 'Business' })).toHaveValue('Harbour Design');
  await drawer.getByLabel('Asset').fill('Laptop');
  // Checked before anything is sent: the message stands under its field.
  await drawer.getByRole('button', { name: 'Save asset' }).click();
  await expect(drawer.getByText('Enter the cost in dollars and cents')).toBeVisible();

  await drawer.getByLabel('Cost').fill('2,400');
  const firstUsed = drawer.getByLabel('First used or installed ready for use');
  await firstUsed.fill('14/08/2025');
  await firstUsed.press('Tab');
  await expect(firstUsed).toHaveValue('14/08/2025');
  await expect(drawer.getByLabel('Business use')).toHaveValue('100');
  await drawer.getByLabel('Effective life (years)').fill('2');
  await drawer.getByRole('button', { name: 'Save asset' }).click();
  await expect(drawer).toBeHidden();

  const row = page.getByTestId(/^asset-row-/).filter({ hasText: 'Laptop' });
  await expect(row).toContainText('Instant write-off');
  await expect(row.getByTestId('asset-deduction')).toHaveText('$2,400.00');
  await expect(page.getByTestId('depreciation-total')).toHaveText('$2,400.00');
  await expect(
    page.getByText('Instant write-off in 2025-26: each asset costing less than $20,000.00.'),
  ).toBeVisible();

  // The year's estimate takes it off the profit.
  await page.getByRole('tab', { name: 'The year’s estimate' }).click();
  await expect(page).toHaveURL(/\/tax-time\/estimate/);
  await page.goto('/tax-time/estimate?year=2025-26');
  const depreciation = page.getByRole('row', { name: /Depreciation/ });
  await expect(depreciation).toContainText('$2,400.00');
});

// From an expense: a GST-registered business paid $2,200 for a laptop ($200 of GST, all of it claimed);
// the asset picked from that expense costs $2,000 and is written off in 2025-26. The expense cannot give
// a second asset.
test('an asset recorded from the expense that bought it: cost less the GST credit, date as first used', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'assets-expense');
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Harbour Design',
      abn: '51 824 753 556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
    },
  });
  await post(page, '/expenses', {
    type: 'expenses',
    attributes: {
      expense_date: '2025-08-14',
      supplier_name: 'JB Hi-Fi',
      description: 'MacBook Air',
      category: 'tools-equipment',
      amount: '2,200.00',
      gst: '200.00',
      paid_date: '2025-08-14',
    },
    relationships: { company: { data: { type: 'companies', id: company.id } } },
  });

  await page.goto('/tax-time/assets?year=2025-26');
  await page.getByTestId('assets-empty').getByRole('button', { name: 'Add asset' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add asset' });
  const picker = drawer.getByRole('combobox', { name: 'From an expense' });
  await picker.fill('macbook');
  await page.getByRole('option', { name: /JB Hi-Fi – MacBook Air · 14\/08\/2025 · \$2,200\.00/ }).click();
  await expect(drawer.getByLabel('Asset')).toHaveValue('MacBook Air');
  await expect(drawer.getByLabel('Cost')).toHaveValue('2000.00');
  await expect(drawer.getByLabel('First used or installed ready for use')).toHaveValue('14/08/2025');
  await expect(drawer.getByLabel('Business use')).toHaveValue('100');
  await drawer.getByLabel('Effective life (years)').fill('2');
  await drawer.getByRole('button', { name: 'Save asset' }).click();
  await expect(drawer).toBeHidden();

  const row = page.getByTestId(/^asset-row-/).filter({ hasText: 'MacBook Air' });
  await expect(row).toContainText('Instant write-off');
  await expect(row.getByTestId('asset-deduction')).toHaveText('$2,000.00');
  await expect(page.getByTestId('depreciation-total')).toHaveText('$2,000.00');

  // A second asset from the same expense is not offered: the expense says what it was recorded as.
  await page.getByRole('button', { name: 'Add asset' }).click();
  const again = page.getByRole('dialog', { name: 'Add asset' });
  await again.getByRole('combobox', { name: 'From an expense' }).fill('macbook');
  const taken = page.getByRole('option', { name: /MacBook Air.*already recorded as MacBook Air/ });
  await expect(taken).toBeVisible();
  await expect(taken).toHaveAttribute('data-combobox-disabled', 'true');
  // Escape closes the list, then the panel.
  await page.keyboard.press('Escape');
  await expect(taken).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  // Edited, the asset still names the expense it was recorded from.
  await row.getByRole('button', { name: 'Edit MacBook Air' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit asset' });
  await expect(edit.getByRole('combobox', { name: 'From an expense' })).toHaveValue(
    'JB Hi-Fi – MacBook Air · 14/08/2025 · $2,200.00',
  );
});
