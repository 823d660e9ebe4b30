import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { display, isoDay } from '../fixtures/dates.ts';
import { waitForMails } from '../fixtures/mail.ts';

// Invoices: the create form (new client from the side panel, items, PayID), the overview with its
// status actions and Save Changes, and the form's checks. Every test signs up its own account.

async function addBusinessWithPayId(page: Page, name: string): Promise<void> {
  await page.goto('/company/add');
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('ABN').fill('51824753556');
  await page.getByLabel('Email').fill('hello@tidy-gardens.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tab', { name: 'Add Payment Details' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('PayID', { exact: false }).first().fill('pay@tidy-gardens.example');
  await page.getByLabel('PayID name').fill('Tidy Gardens Pty Ltd');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/company\/list$/);
}

const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}` });
/** "24/11/2026" (as the date fields show it) → "2026-11-24". */
const isoOf = (shown: string) => shown.split('/').reverse().join('-');

test.describe('in a browser set to US English', () => {
  test.use({ locale: 'en-US' });

  test('shows and takes the invoice dates as DD/MM/YYYY, typed or picked from the calendar', async ({
    page,
  }) => {
    await signUpAndSignIn(page, 'invoice-dates-us');
    await apiPost(page, '/companies', {
      type: 'companies',
      attributes: { name: 'Tidy Gardens', abn: '51824753556' },
    });
    await apiPost(page, '/customers', { type: 'customers', attributes: { name: 'Harbour Cafe' } });
    await page.goto('/invoice/create');
    await expect(page.getByLabel('Invoice number')).toHaveValue('INV-0001');
    const invoiceDate = page.getByLabel('Invoice date');
    const dueDate = page.getByLabel('Due date');
    // Today, day first, although the browser writes dates month first.
    await expect(invoiceDate).toHaveValue(display(isoDay(0)));
    expect(await page.evaluate(() => new Date(2026, 10, 24).toLocaleDateString())).toBe('11/24/2026');

    await invoiceDate.fill('24/11/2026');
    await expect(page.getByRole('button', { name: 'November 2026', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(invoiceDate).toHaveValue('24/11/2026');
    // The calendar opens at the typed month, weeks from Monday; a day is picked with a click.
    await dueDate.fill('01/12/2026');
    await expect(page.getByRole('columnheader').first()).toHaveText('Mo');
    await page.getByRole('button', { name: '15 December 2026' }).click();
    await expect(dueDate).toHaveValue('15/12/2026');

    await page.getByRole('combobox', { name: 'Bill To' }).fill('Harb');
    await page.getByRole('option', { name: 'Harbour Cafe' }).click();
    await item(page, 1).getByRole('textbox', { name: 'Item', exact: true }).fill('Mowing');
    await item(page, 1).getByLabel('Price').fill('80');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Invoice saved: INV-0001')).toBeVisible();
    await expect(page).toHaveURL(/\/invoice\/overview\/\d+$/);
    const id = page.url().split('/').pop() ?? '';
    const saved = await (
      await page.request.get(`/api/v1/invoices/${id}`, { headers: { Accept: 'application/vnd.api+json' } })
    ).json();
    expect(saved.data.attributes).toMatchObject({ invoice_date: '2026-11-24', due_date: '2026-12-15' });
    await expect(page.getByLabel('Invoice date')).toHaveValue('24/11/2026');
    await expect(page.getByLabel('Due date')).toHaveValue('15/12/2026');
  });
});

test('a moved invoice date takes the due date with it, a month-first date is explained, and Escape closes only the calendar', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'invoice-date-terms');
  await apiPost(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Tidy Gardens', abn: '51824753556' },
  });
  await page.goto('/invoice/create');
  const invoiceDate = page.getByLabel('Invoice date');
  const dueDate = page.getByLabel('Due date');
  await expect(page.getByLabel('Invoice number')).toHaveValue('INV-0001');
  // 14 days' terms, then the invoice date moves by 9 days: the due date follows, the terms kept.
  await invoiceDate.fill('01/03/2027');
  await dueDate.fill('15/03/2027');
  await invoiceDate.fill('10/03/2027');
  await expect(dueDate).toHaveValue('24/03/2027');
  await page.keyboard.press('Escape');

  // Typed month first: not a day-first date; the field keeps its date and says why.
  await invoiceDate.fill('12/25/2026');
  await page.keyboard.press('Tab');
  await expect(invoiceDate).toHaveValue('10/03/2027');
  await expect(
    page.getByText('Type the date day first, as DD/MM/YYYY (for example 25/12/2026).'),
  ).toBeVisible();
  await expect(invoiceDate).toHaveAttribute('aria-invalid', 'true');
  await expect(dueDate).toHaveValue('24/03/2027');
  // A good date clears the message.
  await invoiceDate.fill('11/03/2027');
  await expect(
    page.getByText('Type the date day first, as DD/MM/YYYY (for example 25/12/2026).'),
  ).toHaveCount(0);
  await expect(dueDate).toHaveValue('25/03/2027');

  // In a drawer (an expense), Escape in a date field closes its calendar, and the next one the drawer.
  await page.goto('/expenses');
  await page.getByRole('button', { name: 'Add your first expense' }).click();
  const panel = page.getByRole('dialog', { name: 'Add expense' });
  const date = panel.getByRole('textbox', { name: 'Date', exact: true });
  await date.click();
  const calendar = page.getByRole('columnheader', { name: /^(Mo|Monday)$/ });
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('creates an invoice for a new client with two items and a PayID, then edits, marks paid and deletes it', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'invoice-journey');
  await addBusinessWithPayId(page, 'Tidy Gardens');

  await page.goto('/invoice/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Invoice' })).toBeVisible();
  // The only business is chosen, and its first number suggested.
  await expect(page.getByRole('combobox', { name: 'Pay To' })).toHaveValue('Tidy Gardens');
  await expect(page.getByLabel('Invoice number')).toHaveValue('INV-0001');

  await page.getByRole('button', { name: 'Add New Client' }).click();
  const panel = page.getByRole('dialog', { name: 'Add Client' });
  await panel.getByLabel('Client Name').fill('Harbour Cafe');
  await panel.getByLabel('Email').fill('accounts@harbour.example');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Bill To' })).toHaveValue('Harbour Cafe');

  await item(page, 1).getByRole('textbox', { name: 'Item', exact: true }).fill('Hedge trimming');
  await item(page, 1).getByLabel('Qty').fill('2');
  await item(page, 1).getByLabel('Price').fill('45.50');
  await page.getByRole('button', { name: 'Add item' }).click();
  await item(page, 2).getByRole('textbox', { name: 'Item', exact: true }).fill('Green waste');
  await item(page, 2).getByLabel('Description').fill('One trailer load');
  await item(page, 2).getByLabel('Price').fill('10');
  await expect(page.getByTestId('invoice-total')).toHaveText('$101.00');

  // The business's saved PayID is how a new invoice asks to be paid, without turning anything on.
  await expect(page.getByRole('switch', { name: 'Add payment details' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'PayID' })).toHaveValue(
    'pay@tidy-gardens.example — Tidy Gardens Pty Ltd',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Invoice saved: INV-0001')).toBeVisible();

  // The saved invoice opens in its overview, unpaid, with Save Changes off until something changes.
  await expect(page).toHaveURL(/\/invoice\/overview\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '#INV-0001' })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Unpaid');
  const saveChanges = page.getByRole('button', { name: 'Save Changes' });
  await expect(saveChanges).toBeDisabled();

  await item(page, 2).getByLabel('Price').fill('20');
  await expect(page.getByTestId('invoice-total')).toHaveText('$111.00');
  await expect(saveChanges).toBeEnabled();
  await saveChanges.click();
  await expect(page.getByText('Invoice updated successfully')).toBeVisible();
  await expect(saveChanges).toBeDisabled();
  await page.reload();
  await expect(item(page, 2).getByLabel('Price')).toHaveValue('20.00');
  await expect(page.getByTestId('invoice-total')).toHaveText('$111.00');

  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await page.getByRole('button', { name: 'Mark unpaid' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Unpaid');

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
  await expect(dialog).toContainText('Are you sure you want to delete invoice #INV-0001?');
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Invoice #INV-0001 deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/invoice\/list$/);
});

test('shows each problem under its field and clears it once fixed', async ({ page }) => {
  await signUpAndSignIn(page, 'invoice-checks');
  await page.goto('/invoice/create');
  // Without a business there is nothing to bill from: the form says where to add one.
  await expect(page.getByText('No business yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add My Business' })).toHaveAttribute('href', '/company/add');
  await item(page, 1).getByLabel('Qty').fill('0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('Please correct the errors in the form before saving the invoice.'),
  ).toBeVisible();
  await expect(page.getByText('Customer is required')).toBeVisible();
  await expect(page.getByText('Company is required')).toBeVisible();
  await expect(page.getByText('Invoice number is required')).toBeVisible();
  await expect(page.getByText('Quantity must be at least 1')).toBeVisible();
  await expect(page.getByText('Price must be greater than 0')).toBeVisible();

  await item(page, 1).getByLabel('Qty').fill('3');
  await expect(page.getByText('Quantity must be at least 1')).toBeHidden();
  await page.getByLabel('Invoice number').fill('A-1');
  await expect(page.getByText('Invoice number is required')).toBeHidden();
  await expect(page.getByText('Customer is required')).toBeVisible();
});

test('says so when an invoice does not exist', async ({ page }) => {
  await signUpAndSignIn(page, 'invoice-missing');
  await page.goto('/invoice/overview/999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Invoice not found' })).toBeVisible();
});

test('a suggestion fills the form from the client’s past invoices, without saving', async ({ page }) => {
  await signUpAndSignIn(page, 'invoice-suggest');
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Tidy Gardens', abn: '51824753556' },
  });
  const regular = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe' },
  });
  await apiPost(page, '/customers', { type: 'customers', attributes: { name: 'Brand New Pty Ltd' } });
  for (const [name, date, due, price] of [
    ['TG-0001', '2026-09-01', '2026-09-22', '75.00'],
    ['TG-0002', '2026-10-01', '2026-10-22', '80.00'],
  ] as const) {
    await apiPost(page, '/invoices', {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: date,
        due_date: due,
        items: [{ name: 'Mowing', quantity: 2, price }],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.id } },
        customer: { data: { type: 'customers', id: regular.id } },
      },
    });
  }

  await page.goto('/invoice/create');
  const suggest = page.getByRole('button', { name: 'Suggest invoice' });
  await expect(suggest).toBeDisabled();

  const billTo = page.getByRole('combobox', { name: 'Bill To' });
  await billTo.fill('Brand New');
  await page.getByRole('option', { name: 'Brand New Pty Ltd' }).click();
  await suggest.click();
  await expect(
    page.getByText('There are no past invoices for this client yet, so there is nothing to suggest.'),
  ).toBeVisible();

  await billTo.fill('harbour');
  await page.getByRole('option', { name: 'Harbour Cafe' }).click();
  await suggest.click();
  await expect(page.getByText('Invoice suggestion loaded!')).toBeVisible();
  await expect(page.getByLabel('Invoice number')).toHaveValue('TG-0003');
  await expect(item(page, 1).getByRole('textbox', { name: 'Item', exact: true })).toHaveValue('Mowing');
  await expect(item(page, 1).getByLabel('Price')).toHaveValue('80.00');
  await expect(page.getByTestId('invoice-total')).toHaveText('$160.00');
  // Due by the client's usual 21 days.
  const invoiceDate = await page.getByLabel('Invoice date').inputValue();
  const dueDate = await page.getByLabel('Due date').inputValue();
  expect((Date.parse(isoOf(dueDate)) - Date.parse(isoOf(invoiceDate))) / 86_400_000).toBe(21);
  // Nothing was saved.
  await page.goto('/invoice/list');
  await expect(page.getByTestId('invoice-card')).toHaveCount(2);
});

test('downloads the PDF of a saved invoice, e-mails it and a reminder, and lists both sendings', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'invoice-send');
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Tidy Gardens',
      abn: '51824753556',
      payment_details: { payid: 'pay@tidy-gardens.example', name: 'Tidy Gardens Pty Ltd' },
    },
  });
  const clientEmail = uniqueEmail('harbour-cafe');
  const client = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe', email: clientEmail },
  });
  const payIds = await page.request.get(`/api/v1/companies/${company.id}/payment-details`);
  const payId = (await payIds.json()).data[0].id as string;
  const invoice = await apiPost(page, '/invoices', {
    type: 'invoices',
    attributes: {
      name: 'INV-0001',
      invoice_date: '2026-11-01',
      due_date: '2026-11-15',
      payment_method: 'payid',
      payment_detail_id: payId,
      items: [
        { name: 'Hedge trimming', quantity: 2, price: '45.50' },
        { name: 'Green waste', description: 'One trailer load', quantity: 1, price: '10' },
      ],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: client.id } },
    },
  });
  await page.goto(`/invoice/overview/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '#INV-0001' })).toBeVisible();

  // The PDF is made by the server, named after the number, and its text can be read back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('INV-0001.pdf');
  const pdf = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  for (const text of [
    'Invoice',
    'Tidy Gardens',
    '51 824 753 556',
    'Harbour Cafe',
    'INV-0001',
    'Hedge trimming',
    'One trailer load',
    '$101.00',
    'pay@tidy-gardens.example',
  ])
    expect(pdf).toContain(text);
  expect(pdf).not.toContain('Tax Invoice');

  // E-mailed to the client with the PDF, then a reminder; both are listed on the invoice.
  await page.getByRole('button', { name: 'Send to client' }).click();
  await expect(page.getByText('Invoice #INV-0001 sent to the client')).toBeVisible();
  await page.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText('Reminder sent for invoice #INV-0001')).toBeVisible();
  const [invoiceMail, reminderMail] = await waitForMails(clientEmail, 2);
  expect(invoiceMail?.subject).toBe('Invoice INV-0001 from Tidy Gardens');
  expect(invoiceMail?.attachments).toEqual(['INV-0001.pdf']);
  expect(reminderMail?.attachments).toEqual(['INV-0001.pdf']);
  await expect(page.getByText(`Invoice e-mailed to ${clientEmail}`)).toBeVisible();
  await expect(page.getByText(`Reminder e-mailed to ${clientEmail}`)).toBeVisible();
});
