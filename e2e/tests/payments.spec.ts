import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { isoDay } from '../fixtures/dates.ts';
import { seedBusiness, seedClient, seedInvoice } from '../fixtures/seed.ts';

// Part payments (issue 18): a part payment shows Partly paid and the balance; the rest makes it Paid.

test('records a part payment, shows Partly paid and the balance, then the rest makes it Paid', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'payments');
  const business = await seedBusiness(page);
  const client = await seedClient(page);
  const invoice = await seedInvoice(page, {
    business,
    client,
    attributes: {
      name: 'INV-0001',
      invoice_date: isoDay(-10),
      due_date: isoDay(20),
      items: [{ name: 'Garden makeover', quantity: 1, price: '1000.00' }],
    },
  });

  await page.goto(`/invoice/overview/${invoice.id}`);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('No payments recorded yet.')).toBeVisible();
  await expect(payments.getByTestId('balance-due')).toHaveText('$1,000.00');

  // More than is due is refused under the amount, and nothing is recorded.
  await payments.getByRole('button', { name: 'Record payment' }).click();
  const amount = payments.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('1000.00');
  await amount.fill('1200');
  await payments.getByRole('button', { name: 'Save payment' }).click();
  await expect(payments.getByText('The payment is more than the $1,000.00 still due.')).toBeVisible();

  await amount.fill('400');
  await payments.getByLabel('Note').fill('Deposit');
  await payments.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByText('Payment of $400.00 recorded')).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Partly paid');
  await expect(payments.getByTestId('amount-paid')).toHaveText('$400.00');
  await expect(payments.getByTestId('balance-due')).toHaveText('$600.00');
  await expect(payments.getByRole('row', { name: /Deposit/ })).toContainText('$400.00');
  await page.screenshot({ path: test.info().outputPath('partly-paid.png'), fullPage: true });

  // The list says so too.
  await page.goto('/invoice/list');
  await expect(page.getByTestId('invoice-card').filter({ hasText: 'INV-0001' })).toContainText('Partly paid');
  await page.screenshot({ path: test.info().outputPath('list.png') });
  await page.goBack();

  await payments.getByRole('button', { name: 'Record payment' }).click();
  await expect(amount).toHaveValue('600.00');
  await payments.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Cash' }).click();
  await payments.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(payments.getByTestId('balance-due')).toHaveText('$0.00');
  await expect(payments.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(payments.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('paid.png'), fullPage: true });

  // Mark unpaid would remove both payments: it asks first.
  await page.getByRole('button', { name: 'Mark unpaid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
  await expect(dialog).toContainText('removes the 2 payments recorded against it ($1,000.00 in all)');
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
});
