import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { isoDay } from '../fixtures/dates.ts';
import { seedBusiness, seedClient, seedInvoice } from '../fixtures/seed.ts';

// Books an accountant can trust (issue 26): an issued invoice is voided, not deleted, and stays listed;
// an invoice of a lodged quarter changes only once confirmed; each shows what happened in its History.

async function seed(page: Parameters<typeof signUpAndSignIn>[0], invoiceDate: string) {
  const company = await seedBusiness(page, {
    name: 'Harbour Electrical',
    gst_registered: true,
    gst_registered_from: '2020-01-01',
  });
  const client = await seedClient(page, { name: 'Bondi Bakery' });
  const invoice = await seedInvoice(page, {
    business: company,
    client,
    attributes: {
      name: 'INV-0001',
      invoice_date: invoiceDate,
      due_date: invoiceDate,
      prices_include_gst: true,
      items: [{ name: 'Wiring', quantity: 1, price: '1100.00' }],
    },
  });
  return { companyId: company.id, invoiceId: invoice.id };
}

test('voids a paid invoice with a reason: it stays listed as Void, and its History says so', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'void');
  const { invoiceId } = await seed(page, isoDay(-5));
  await apiPost(page, `/invoices/${invoiceId}/payments`, {
    type: 'invoicePayments',
    attributes: { amount: '100.00', paid_on: isoDay(-2), method: 'bank-transfer' },
  });

  await page.goto(`/invoice/overview/${invoiceId}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('history-entry')).toHaveText([/Created/, /\$100\.00 received on/]);
  // Paid in part, it is issued: Void is offered, not Delete.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void invoice INV-0001' });
  await dialog.getByRole('button', { name: 'Void invoice' }).click();
  await expect(dialog.getByText('Say why the invoice is voided.')).toBeVisible();
  await expectAccessible(page, 'void dialog', '[role="dialog"]');
  await dialog.getByLabel('Reason').fill('Billed to the wrong client');
  await dialog.getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByText('Invoice INV-0001 voided')).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Void');
  await expect(page.getByTestId('invoice-voided')).toContainText('Billed to the wrong client');
  await expect(history.getByTestId('history-entry').last()).toContainText(
    'Voided: Billed to the wrong client',
  );
  await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('voided.png'), fullPage: true });

  await page.goto('/invoice/list');
  const card = page.getByTestId('invoice-card').filter({ hasText: 'INV-0001' });
  await expect(card).toContainText('Void');
  await page.screenshot({ path: test.info().outputPath('list.png') });
});

test('an edit of an invoice of a lodged quarter asks first; confirmed, its History says so', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'lodged-edit');
  // A day of the quarter before the one today is in (ended, so it can be lodged).
  const [year, month] = isoDay(0).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, Math.floor((month - 1) / 3) * 3 - 3, 1));
  const day = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-10`;
  const key = `${first.getUTCFullYear()}-Q${Math.floor(first.getUTCMonth() / 3) + 1}`;
  const { companyId, invoiceId } = await seed(page, day);
  await apiPost(page, `/companies/${companyId}/bas-periods/${key}/lodgement`, null);

  await page.goto(`/invoice/overview/${invoiceId}`);
  await page.getByRole('textbox', { name: 'Item', exact: true }).first().fill('Wiring and lights');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const locked = page.getByRole('dialog', { name: 'This period is lodged' });
  await expect(locked).toBeVisible();
  await locked.getByRole('button', { name: 'Change it anyway' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(`Changed after the BAS period ${key} was lodged (confirmed)`)).toBeVisible();
  await expect(
    history.getByText('Items: Wiring × 1 at 1100.00 → Wiring and lights × 1 at 1100.00'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('confirmed.png'), fullPage: true });
});
