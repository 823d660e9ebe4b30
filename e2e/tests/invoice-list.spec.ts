import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';
import { display, isoDay } from '../fixtures/dates.ts';
import { waitForMails } from '../fixtures/mail.ts';

// The invoice list: newest first, search by number or client, status colours, mark paid and unpaid,
// send and remind, delete after the confirmation, and the empty states. The business, the clients and
// the invoices are seeded through the API from the signed-in page, as the web app itself calls it.

interface Seeded {
  bondiEmail: string;
}

/**
 * One business, two clients (Bondi Bakery with an e-mail, Coogee Cafe without) and three invoices
 * created out of date order: INV-0001 (5 days ago, pending), INV-0002 (60 days ago, overdue) and
 * INV-0003 (20 days ago, Coogee Cafe, pending).
 */
async function seed(page: Page): Promise<Seeded> {
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Sorted Plumbing', abn: '51 824 753 556', gst_registered: false },
  });
  const bondiEmail = uniqueEmail('bondi-bakery');
  const bondi = await post(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Bondi Bakery', email: bondiEmail },
  });
  const coogee = await post(page, '/customers', { type: 'customers', attributes: { name: 'Coogee Cafe' } });
  const invoice = (name: string, customerId: string, issued: number, due: number, price: string) =>
    post(page, '/invoices', {
      type: 'invoices',
      attributes: {
        name,
        ref: `PO-${name.slice(-1)}`,
        invoice_date: isoDay(issued),
        due_date: isoDay(due),
        items: [{ name: 'Labour', quantity: 2, price }],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.id } },
        customer: { data: { type: 'customers', id: customerId } },
      },
    });
  await invoice('INV-0001', bondi.id, -5, 25, '120.00');
  await invoice('INV-0002', bondi.id, -60, -30, '617.25');
  await invoice('INV-0003', coogee.id, -20, 10, '45.50');
  return { bondiEmail };
}

const cards = (page: Page) => page.getByTestId('invoice-card');
const card = (page: Page, number: string) => cards(page).filter({ hasText: `#${number}` });

/** Opens a card to its dates and actions. */
async function expand(page: Page, number: string): Promise<void> {
  const toggle = card(page, number).getByRole('button', { name: new RegExp(`#${number}`) });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test('lists invoices newest first and finds them by number or client name', async ({ page }) => {
  await signUpAndSignIn(page, 'invoice-list-search');
  await page.goto('/invoice/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByLabel('breadcrumb')).toContainText('Invoice›List');
  await expect(page.getByRole('tab', { name: 'View Invoices' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No Invoices could be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Invoice' })).toHaveAttribute('href', '/invoice/create');

  await seed(page);
  await page.reload();
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).locator('p', { hasText: /^#INV-/ })).toHaveText([
    '#INV-0001',
    '#INV-0003',
    '#INV-0002',
  ]);

  // Client, amount in AUD and the status of each, collapsed.
  await expect(card(page, 'INV-0001')).toContainText('Bondi Bakery');
  await expect(card(page, 'INV-0001')).toContainText('$240.00');
  // The overview's words: Unpaid, not Pending; and whether it was sent.
  await expect(card(page, 'INV-0001')).toContainText('Unpaid');
  await expect(card(page, 'INV-0001')).not.toContainText('Pending');
  await expect(card(page, 'INV-0001').getByTestId('invoice-sent')).toHaveText('Not sent');
  await expect(card(page, 'INV-0002')).toContainText('$1,234.50');
  await expect(card(page, 'INV-0002')).toContainText('Overdue');
  await expect(card(page, 'INV-0002')).toHaveAttribute('data-status', 'overdue');
  await expect(card(page, 'INV-0003')).toContainText('Coogee Cafe');

  // Expanded: the dates as DD/MM/YYYY and the reference.
  await expand(page, 'INV-0002');
  await expect(card(page, 'INV-0002')).toContainText(`Invoice date${display(isoDay(-60))}`);
  await expect(card(page, 'INV-0002')).toContainText(`Due date${display(isoDay(-30))}`);
  await expect(card(page, 'INV-0002')).toContainText('Paid date—');
  await expect(card(page, 'INV-0002')).toContainText('PO-2');

  const search = page.getByRole('searchbox', { name: 'Search invoices' });
  await search.fill('  inv-0003 ');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('#INV-0003');
  await expect(page).toHaveURL(/[?&]q=inv-0003(&|$)/);

  await search.fill('  cOOGEE cafe  ');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Coogee Cafe');

  await search.fill('bondi BAKERY');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).locator('p', { hasText: /^#INV-/ })).toHaveText(['#INV-0001', '#INV-0002']);

  await search.fill('nobody by that name');
  await expect(page.getByText('No invoices match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filter' }).click();
  await expect(search).toHaveValue('');
  await expect(cards(page)).toHaveCount(3);

  // The status filter.
  await page.getByText('Overdue', { exact: true }).first().click();
  await expect(page.getByRole('radio', { name: 'Overdue' })).toBeChecked();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('#INV-0002');
  await expect(page).toHaveURL(/[?&]status=overdue(&|$)/);
  await page.getByText('Paid', { exact: true }).first().click();
  await expect(page.getByText('No invoices match your search')).toBeVisible();
});

test('marks an invoice paid and unpaid, sends it and reminds the client', async ({ page }) => {
  await signUpAndSignIn(page, 'invoice-list-paid');
  const { bondiEmail } = await seed(page);
  await page.goto('/invoice/list');
  await expect(cards(page)).toHaveCount(3);

  const overdue = card(page, 'INV-0002');
  await expect(overdue).toHaveCSS('border-left-color', 'rgb(250, 82, 82)');
  await expand(page, 'INV-0002');
  await overdue.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Invoice #INV-0002 marked as paid')).toBeVisible();
  await expect(overdue).toHaveAttribute('data-status', 'paid');
  await expect(overdue).toContainText('Paid');
  await expect(overdue).toHaveCSS('border-left-color', 'rgb(64, 192, 87)');
  await expect(overdue).toContainText(`Paid date${display(isoDay(0))}`);
  // A paid invoice needs no reminder.
  await expect(overdue.getByRole('button', { name: 'Send reminder' })).toHaveCount(0);

  // Marking it unpaid would remove its payment: it asks first, and No changes nothing.
  await overdue.getByRole('button', { name: 'Mark unpaid' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please Confirm' });
  await expect(confirm).toContainText(
    'Mark INV-0002 unpaid? This removes the payments recorded against it ($1,234.50 in all).',
  );
  await confirm.getByRole('button', { name: 'NO' }).click();
  await expect(confirm).toBeHidden();
  await expect(overdue).toHaveAttribute('data-status', 'paid');
  await overdue.getByRole('button', { name: 'Mark unpaid' }).click();
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Invoice #INV-0002 marked as unpaid')).toBeVisible();
  await expect(overdue).toHaveAttribute('data-status', 'overdue');
  await expect(overdue).toContainText('Overdue');
  await expect(overdue).toContainText('Paid date—');

  await overdue.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText('Reminder sent for invoice #INV-0002')).toBeVisible();
  const [reminder] = await waitForMails(bondiEmail);
  expect(reminder?.subject).toBe('Payment reminder: invoice INV-0002 from Sorted Plumbing');

  // A reminder is not the invoice sent.
  await expect(overdue.getByTestId('invoice-sent')).toHaveText('Not sent');
  await overdue.getByRole('button', { name: 'Send to client' }).click();
  await expect(page.getByText('Invoice #INV-0002 sent to Bondi Bakery')).toBeVisible();
  await expect(overdue.getByTestId('invoice-sent')).toHaveText('Sent');
  const mails = await waitForMails(bondiEmail, 2);
  expect(mails.map((mail) => mail.subject)).toContain('Invoice INV-0002 from Sorted Plumbing');

  // Coogee Cafe has no e-mail: the server's reason is shown.
  await expand(page, 'INV-0003');
  await card(page, 'INV-0003').getByRole('button', { name: 'Send to client' }).click();
  await expect(
    page.getByText('This client has no email address. Add one to the client to send the invoice.'),
  ).toBeVisible();

  await card(page, 'INV-0002').getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/invoice\/overview\/[^/]+$/);
});

test('shows what is still due after a part payment and an adjustment note, and the note', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'invoice-list-balance');
  await seed(page);
  // Adjustment notes are for tax invoices: a GST-registered business's.
  const registered = await post(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Sorted Electrical',
      abn: '51 824 753 556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
    },
  });
  const client = await post(page, '/customers', { type: 'customers', attributes: { name: 'Manly Meats' } });
  const taxInvoice = await post(page, '/invoices', {
    type: 'invoices',
    attributes: {
      name: 'INV-0004',
      invoice_date: isoDay(-2),
      due_date: isoDay(28),
      items: [{ name: 'Labour', quantity: 2, price: '120.00' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: registered.id } },
      customer: { data: { type: 'customers', id: client.id } },
    },
  });
  await post(page, `/invoices/${taxInvoice.id}/payments`, {
    type: 'invoice-payments',
    attributes: { paid_on: isoDay(0), amount: '40.00', method: 'cash' },
  });
  await post(page, `/invoices/${taxInvoice.id}/adjustment-notes`, {
    type: 'adjustmentNotes',
    attributes: { kind: 'reduce', amount: '20.00', reason: 'Discount', issued_on: isoDay(0) },
  });
  await page.goto('/invoice/list');
  const noted = card(page, 'INV-0004');
  // $264.00 (GST included) less $40.00 paid and a $20.00 note: $204.00 still due, of the $264.00 total.
  await expect(noted.getByTestId('invoice-amount')).toHaveText('$204.00');
  await expect(noted.getByTestId('invoice-total')).toHaveText('of $264.00');
  await expect(noted.getByTestId('invoice-noted')).toHaveText('Adjusted');
  await expect(noted).toContainText('Partly paid');
  await expect(noted).toContainText('Unpaid');
  // Untouched invoices show their total, with no note.
  await expect(card(page, 'INV-0003').getByTestId('invoice-amount')).toHaveText('$91.00');
  await expect(card(page, 'INV-0003').getByTestId('invoice-total')).toHaveCount(0);
  await expect(card(page, 'INV-0003').getByTestId('invoice-noted')).toHaveCount(0);
});

test('deletes an invoice only after the confirmation, down to the empty state', async ({ page }) => {
  await signUpAndSignIn(page, 'invoice-list-delete');
  await seed(page);
  await page.goto('/invoice/list');
  await expect(cards(page)).toHaveCount(3);

  // By keyboard: open the card, reach Delete, and the dialog's safe answer (NO) has the focus.
  const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
  const toggle = card(page, 'INV-0001').getByRole('button', { name: /#INV-0001/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const remove = card(page, 'INV-0001').getByRole('button', { name: 'Delete' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(
    'Are you sure you want to delete invoice #INV-0001? This action cannot be undone.',
  );
  await expect(dialog.getByRole('button', { name: 'NO' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(3);

  await card(page, 'INV-0001').getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Invoice #INV-0001 deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(2);
  await expect(card(page, 'INV-0001')).toHaveCount(0);

  for (const number of ['INV-0002', 'INV-0003']) {
    await expand(page, number);
    await card(page, number).getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText(`Invoice #${number} deleted`)).toBeVisible();
  }
  await expect(page.getByText('No Invoices could be found')).toBeVisible();
  await page.getByRole('link', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoice\/create$/);
});
