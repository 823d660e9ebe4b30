import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { expectFocusVisible, tabTo } from '../fixtures/keyboard.ts';
import { seedBusiness, seedClient, seedInvoice } from '../fixtures/seed.ts';

// The whole invoice journey with the keyboard alone (Tab, Shift+Tab, arrows, Enter, Space and typing;
// no clicks, no fills): from the navigation to the create screen, a client chosen in Bill To, the number,
// dates and an item typed in, saved, marked paid and deleted through the confirmation dialog; then an
// invoice card of the list opened.

// A hundred key presses, each a round trip to the browser: longer than the other journeys.
test.describe.configure({ timeout: 120_000 });

test('an invoice is created, marked paid and voided with the keyboard alone', async ({ page }) => {
  await signUpAndSignIn(page, 'keyboard');
  const business = await seedBusiness(page);
  const client = await seedClient(page);
  // An earlier invoice, whose card in the list is opened at the end.
  await seedInvoice(page, {
    business,
    client,
    attributes: {
      name: 'TG-0001',
      invoice_date: '2026-10-01',
      due_date: '2026-10-22',
      items: [{ name: 'Mowing', quantity: 1, price: '60.00' }],
    },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The sidebar's Invoice link, then the tab of the create screen (arrows move between tabs).
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, menu.getByRole('link', { name: 'Invoice', exact: true }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await tabTo(page, page.getByRole('tab', { name: 'View Invoices' }));
  await expectFocusVisible(page);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Invoice' })).toBeVisible();
  // The only business is chosen and its next number suggested.
  await expect(page.getByRole('combobox', { name: 'Pay To' })).toHaveValue('Tidy Gardens');
  const number = page.getByLabel('Invoice number');
  await expect(number).toHaveValue('TG-0002');

  // Our own number, and the dates typed DD/MM/YYYY (the calendar that opens takes no Tab stop).
  await tabTo(page, number);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('KB-0007');
  const invoiceDate = page.getByLabel('Invoice date');
  const dueDate = page.getByLabel('Due date');
  await tabTo(page, invoiceDate);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('02/11/2026');
  await expect(invoiceDate).toHaveValue('02/11/2026');
  await tabTo(page, dueDate, { limit: 4 });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('30/11/2026');
  await expect(dueDate).toHaveValue('30/11/2026');

  // Bill To: type part of the name, arrow down to the client, Enter.
  const billTo = page.getByRole('combobox', { name: 'Bill To' });
  await tabTo(page, billTo);
  await page.keyboard.type('Harb');
  await expect(page.getByRole('option', { name: 'Harbour Cafe' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(billTo).toHaveValue('Harbour Cafe');

  const item = page.getByRole('group', { name: 'Item 1' });
  await tabTo(page, item.getByRole('textbox', { name: 'Item', exact: true }));
  await page.keyboard.type('Hedge trimming');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Front and back');
  await page.keyboard.press('Tab');
  await expect(item.getByLabel('Qty')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('45.50');
  await expect(page.getByTestId('invoice-total')).toHaveText('$91.00');

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invoice saved: KB-0007')).toBeVisible();
  await expect(page).toHaveURL(/\/invoice\/overview\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '#KB-0007' })).toBeVisible();
  await expect(item.getByRole('textbox', { name: 'Item', exact: true })).toHaveValue('Hedge trimming');

  // Mark paid with Space; the focus stays on the button, now Mark unpaid.
  await tabTo(page, page.getByRole('button', { name: 'Mark paid' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');

  // Paid, it is issued: it is voided, not deleted (issue 26). The dialog opens on its reason; Tab to
  // Void invoice.
  await tabTo(page, page.getByRole('button', { name: 'Void' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Void invoice KB-0007' });
  await expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeFocused();
  await page.keyboard.type('Raised twice');
  await tabTo(page, dialog.getByRole('button', { name: 'Void invoice' }), { limit: 3 });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invoice KB-0007 voided')).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Void');
  await page.goto('/invoice/list');

  // The earlier invoice's card opens with Enter, and its actions come next in the tab order.
  const card = page.getByTestId('invoice-card');
  await tabTo(page, card.getByRole('button', { name: /TG-0001/ }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: /TG-0001/ })).toHaveAttribute('aria-expanded', 'true');
  // The actions take Tab stops once shown: Mantine's Collapse keeps them hidden (React's Activity) until
  // its opening starts, a frame or more after the card says it is expanded; on a loaded machine the Tab
  // pressed in between went past them (twice in one CI run). A user tabs to what they see.
  const markPaid = card.getByRole('button', { name: 'Mark paid' });
  await expect(markPaid).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(markPaid).toBeFocused();
});
