import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { isoDay } from '../fixtures/dates.ts';
import { seedBusiness, seedClient, seedInvoice } from '../fixtures/seed.ts';

// Adjustment notes (issue 18): a GST-registered business reduces a tax invoice from its overview; the
// balance and the dashboard follow, and the note downloads as a PDF titled Adjustment Note.

test('issues an adjustment note from the invoice overview, lowers the balance and the dashboard, downloads the PDF', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'adjustment-notes');
  const business = await seedBusiness(page, { gst_registered: true, gst_registered_from: '2020-01-01' });
  const client = await seedClient(page);
  const invoice = await seedInvoice(page, {
    business,
    client,
    attributes: {
      name: 'INV-0007',
      invoice_date: isoDay(-10),
      due_date: isoDay(20),
      items: [{ name: 'Garden makeover', quantity: 1, price: '1000.00' }],
    },
  });

  await page.goto('/dashboard/overview');
  await expect(page.getByTestId('outstanding-amount')).toHaveText('$1,100.00');

  await page.goto(`/invoice/overview/${invoice.id}`);
  const notes = page.getByRole('region', { name: 'Adjustment notes' });
  await expect(notes.getByText('No adjustment notes for this invoice.')).toBeVisible();
  await notes.getByRole('button', { name: 'Create adjustment note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create adjustment note' });
  await expect(dialog).toContainText('$1,100.00 of it remains');

  // More than remains is refused under the amount; nothing is issued.
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await amount.fill('2000');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Discount for late delivery');
  await dialog.getByRole('button', { name: 'Issue adjustment note' }).click();
  await expect(
    dialog.getByText('The adjustment is more than the $1,100.00 left on this invoice.'),
  ).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');

  await amount.fill('110');
  await page.screenshot({ path: test.info().outputPath('dialog.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Issue adjustment note' }).click();
  await expect(page.getByText('Adjustment note AN-0001 issued for $110.00')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = notes.getByRole('row', { name: /AN-0001/ });
  await expect(row).toContainText('Discount for late delivery');
  await expect(row).toContainText('−$110.00');
  await expect(row).toContainText('−$10.00');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByTestId('amount-adjusted')).toHaveText('−$110.00');
  await expect(payments.getByTestId('balance-due')).toHaveText('$990.00');
  await page.screenshot({ path: test.info().outputPath('overview.png'), fullPage: true });

  // The PDF: the words the ATO asks for, and the invoice it adjusts.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download adjustment note AN-0001 as PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('AN-0001.pdf');
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
  expect(text).toContain('Adjustment Note');
  expect(text).toContain('Adjusts tax invoice INV-0007');
  expect(text).toContain('GST adjusted -$10.00');

  await page.goto('/dashboard/overview');
  await expect(page.getByTestId('outstanding-amount')).toHaveText('$990.00');
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });
});
