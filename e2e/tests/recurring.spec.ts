import { expect, test } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { display, isoDay } from '../fixtures/dates.ts';
import { waitForMails } from '../fixtures/mail.ts';

// Recurring invoices: a monthly schedule set up on a client's page, starting today and e-mailed
// automatically; the job runner (every second here) makes the first invoice and sends it.

test('a monthly schedule makes and sends its first invoice', async ({ page }) => {
  await signUpAndSignIn(page, 'recurring');
  await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Tidy Gardens',
      abn: '51824753556',
      gst_registered: true,
      gst_registered_from: isoDay(-30),
    },
  });
  const clientEmail = uniqueEmail('harbour-cafe');
  const client = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe', email: clientEmail },
  });

  await page.goto(`/client/${client.id}`);
  await expect(page.getByRole('heading', { name: 'Recurring invoices' })).toBeVisible();
  await expect(page.getByText('No recurring invoices yet')).toBeVisible();
  await page.getByRole('button', { name: 'New schedule' }).click();
  const form = page.getByRole('dialog', { name: 'New recurring invoice' });
  // The only business is chosen, monthly from today is the default.
  await expect(form.getByRole('combobox', { name: 'Business' })).toHaveValue('Tidy Gardens');
  await expect(form.getByRole('combobox', { name: 'Frequency' })).toHaveValue('Monthly');
  await expect(form.getByLabel('Start date')).toHaveValue(display(isoDay(0)));
  await form.getByLabel('E-mail it to the client automatically').check();
  await form.getByRole('textbox', { name: 'Item', exact: true }).fill('Garden care');
  await form.getByRole('textbox', { name: 'Qty' }).fill('1');
  await form.getByRole('textbox', { name: 'Price' }).fill('180');
  // The total with its GST, as on an invoice; the item's row keeps its fields wide in the narrow panel.
  await expect(form.getByTestId('invoice-subtotal')).toHaveText('$180.00');
  await expect(form.getByTestId('invoice-gst')).toHaveText('$18.00');
  await expect(form.getByTestId('invoice-total')).toHaveText('$198.00');
  const panelWidth = (await form.getByRole('group', { name: 'Item 1' }).boundingBox())?.width ?? 0;
  const nameWidth =
    (await form.getByRole('textbox', { name: 'Item', exact: true }).boundingBox())?.width ?? 0;
  expect(nameWidth).toBeGreaterThan(panelWidth * 0.8);
  const amount = await form.getByTestId('item-amount-0').boundingBox();
  expect(amount?.height ?? 0).toBeLessThan(30);
  await form.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Schedule created')).toBeVisible();

  const row = page.getByTestId('recurring-schedules').getByRole('row').nth(1);
  await expect(row).toContainText('Monthly');
  await expect(row).toContainText('E-mailed automatically');
  // The runner makes today's invoice: the schedule counts it once its page is read again.
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('recurring-made')).toHaveText('1', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('Active');
  await expectAccessible(page, 'client page with its recurring invoices');

  // The client has the mail, with the invoice's PDF.
  const [mail] = await waitForMails(clientEmail, 1);
  expect(mail?.subject).toBe('Invoice INV-0001 from Tidy Gardens');
  expect(mail?.attachments).toEqual(['INV-0001.pdf']);

  // The invoice is in the list, and its page says it was e-mailed to the client.
  await page.goto('/invoice/list');
  const card = page.getByTestId('invoice-card').filter({ hasText: 'INV-0001' });
  await expect(card).toContainText('Harbour Cafe');
  const invoices = await (await page.request.get('/api/v1/invoices')).json();
  await page.goto(`/invoice/overview/${invoices.data[0].id}`);
  await expect(page.getByRole('heading', { level: 1, name: '#INV-0001' })).toBeVisible();
  await expect(page.getByText(`Invoice e-mailed to ${clientEmail}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'From a recurring schedule' })).toHaveAttribute(
    'href',
    '/recurring',
  );

  // The Recurring invoices screen lists it too, under Invoices in the sidebar.
  await page.getByRole('link', { name: 'Recurring invoices' }).click();
  await expect(page).toHaveURL(/\/recurring$/);
  await expect(page.getByTestId('recurring-schedules')).toContainText('Harbour Cafe');
  // axe with the pointer still on the sidebar's active link: its hover keeps the text readable.
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring invoices' })).toBeVisible();
  await expectAccessible(page, 'recurring invoices');
  await page.getByRole('button', { name: 'New schedule' }).click();
  await expect(page.getByRole('dialog', { name: 'New recurring invoice' })).toBeVisible();
  await expectAccessible(page, 'new schedule panel', '[role="dialog"]');
  await page.keyboard.press('Escape');

  // Ending it asks first; an ended schedule makes nothing more and offers no actions but its history.
  await page.getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('dialog', { name: 'Please Confirm' })).toBeVisible();
  await expectAccessible(page, 'end confirmation', '[role="dialog"]');
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Schedule ended')).toBeVisible();
  await expect(page.getByTestId('recurring-schedules')).toContainText('Ended');
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
});
