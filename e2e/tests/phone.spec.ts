import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';
import { display, isoDay } from '../fixtures/dates.ts';
import { seedBusiness, seedClient, seedInvoice } from '../fixtures/seed.ts';

// A phone (390 px) and a laptop: toasts keep clear of the top bar's controls and of a drawer's close
// button.

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

async function seedInvoices(page: Page): Promise<void> {
  const business = await seedBusiness(page, { name: 'Sorted Plumbing' });
  const client = await seedClient(page, { name: 'Bondi Bakery' });
  for (const [name, price] of [
    ['INV-0001', '2740.00'],
    ['INV-0002', '617.25'],
  ] as const) {
    await seedInvoice(page, {
      business,
      client,
      attributes: {
        name,
        invoice_date: isoDay(-3),
        due_date: isoDay(11),
        items: [{ name: 'Labour', quantity: 1, price }],
      },
    });
  }
}

for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const) {
  test(`on ${device}, a toast covers neither the top bar's controls nor a drawer's close button`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signUpAndSignIn(page, `toast-${viewport.width}`);
    await seedInvoices(page);
    await page.goto('/dashboard/overview');
    await page.getByRole('button', { name: 'Mark invoice #INV-0001 as paid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Invoice #INV-0001 marked as paid.' });
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    await page.screenshot({ path: testInfo.outputPath('toast.png') });
    const controls = page.getByRole('banner').getByRole('button');
    const count = await controls.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      if (!(await control.isVisible())) continue;
      expect(intersects(toastBox, await box(control)), (await control.getAttribute('aria-label')) ?? '').toBe(
        false,
      );
    }
    expect(toastBox.y).toBeGreaterThanOrEqual((await box(page.getByRole('banner'))).height);

    // A drawer (Add Client) open: its close button stays clear of where the toasts are stacked.
    // Within the app (the toasts' stack stays mounted): the menu, a drawer of its own on a phone.
    if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Client', exact: true })
      .click();
    await expect(page).toHaveURL(/\/client\/list$/);
    await page.getByRole('button', { name: 'Add Client' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add Client' });
    await expect(drawer).toBeVisible();
    const close = await box(drawer.getByRole('button', { name: 'Close' }));
    // The toasts' stack (empty now, so measured by its top edge) starts below the close button.
    const stackTop = await page
      .locator('[data-position="top-right"]')
      .first()
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(stackTop).toBeGreaterThan(close.y + close.height);
  });
}

/** No sideways scroll at 390 px, and `text` shown whole (its element not cut with an ellipsis). */
async function expectWhole(page: Page, element: Locator, text: string): Promise<void> {
  await expect(element).toHaveText(text);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  const cut = await element.evaluate(
    (node) => node.scrollWidth > node.clientWidth || node.getBoundingClientRect().right > window.innerWidth,
  );
  expect(cut).toBe(false);
}

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the dashboard shows its lists' dates and amounts whole", async ({ page }, testInfo) => {
    await signUpAndSignIn(page, 'phone-dashboard');
    await seedInvoices(page);
    await page.goto('/dashboard/overview');
    const first = page.getByTestId('outstanding-row').filter({ hasText: '#INV-0001' });
    await expectWhole(page, first.getByTestId('invoice-row-detail'), `Due ${display(isoDay(11))}`);
    await expectWhole(page, first.getByTestId('outstanding-amount-due'), '$2,740.00');
    const recent = page.getByTestId('recent-row').filter({ hasText: '#INV-0001' });
    await expectWhole(page, recent.getByTestId('invoice-row-detail'), `${display(isoDay(-3))} · $2,740.00`);
    await page.getByTestId('outstanding-invoices').screenshot({ path: testInfo.outputPath('dashboard.png') });
  });

  test('the expenses are cards, not a table that scrolls sideways', async ({ page }, testInfo) => {
    await signUpAndSignIn(page, 'phone-expenses');
    const company = await post(page, '/companies', {
      type: 'companies',
      attributes: {
        name: 'Tidy Gardens',
        abn: '51824753556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
      },
    });
    await post(page, '/expenses', {
      type: 'expenses',
      attributes: {
        expense_date: isoDay(-3),
        supplier_name: 'Bunnings Warehouse Alexandria',
        category: 'tools-equipment',
        amount: '12740.00',
        paid_date: isoDay(-3),
      },
      relationships: { company: { data: { type: 'companies', id: company.id } } },
    });
    await page.goto('/expenses');
    const row = page.getByTestId('expense-row');
    await expect(row).toHaveCount(1);
    // A card: its amount labelled on its own line, and every line within the card.
    await expect(row.getByTestId('expense-amount')).toHaveAttribute('data-label', 'Amount');
    await expectWhole(page, row.getByTestId('expense-amount'), '$12,740.00');
    const card = await box(row);
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    await row.screenshot({ path: testInfo.outputPath('expense-card.png') });
  });
  test("a quote list, an invoice's payments and notes, and the profit screen: cards, nothing sideways", async ({
    page,
  }, testInfo) => {
    await signUpAndSignIn(page, 'phone-documents');
    const company = await post(page, '/companies', {
      type: 'companies',
      attributes: {
        name: 'Tidy Gardens',
        abn: '51824753556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
      },
    });
    const client = await post(page, '/customers', {
      type: 'customers',
      attributes: { name: 'Harbour Cafe and Catering Company' },
    });
    const parties = {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: client.id } },
    };
    await post(page, '/quotes', {
      type: 'quotes',
      attributes: {
        number: 'Q-0001',
        issue_date: isoDay(-2),
        valid_until: isoDay(28),
        items: [{ name: 'Garden makeover', quantity: 1, price: '12345.60' }],
      },
      relationships: parties,
    });
    const invoice = await post(page, '/invoices', {
      type: 'invoices',
      attributes: {
        name: 'INV-0001',
        invoice_date: isoDay(-3),
        due_date: isoDay(11),
        items: [{ name: 'Hedging', quantity: 1, price: '2740.00' }],
      },
      relationships: parties,
    });
    await post(page, `/invoices/${invoice.id}/payments`, {
      type: 'invoice-payments',
      attributes: { paid_on: isoDay(0), amount: '1234.50', method: 'bank-transfer' },
    });
    await post(page, `/invoices/${invoice.id}/adjustment-notes`, {
      type: 'adjustmentNotes',
      attributes: { kind: 'reduce', amount: '220.00', reason: 'Discount', issued_on: isoDay(0) },
    });

    await page.goto('/quotes');
    const quote = page.getByTestId('quote-row');
    await expect(quote).toHaveCount(1);
    await expect(quote.getByTestId('quote-row-total')).toHaveAttribute('data-label', /\S/);
    await expectWhole(page, quote.getByTestId('quote-row-total'), '$13,580.16');
    await quote.screenshot({ path: testInfo.outputPath('quote-card.png') });

    await page.goto(`/invoice/overview/${invoice.id}`);
    const payments = page.getByTestId('payments-table');
    await expectWhole(page, payments.getByRole('cell').filter({ hasText: /^\$1,234\.50$/ }), '$1,234.50');
    const notes = page.getByTestId('adjustment-notes-table');
    await expectWhole(page, notes.getByRole('cell').filter({ hasText: /^−\$220\.00$/ }), '−$220.00');
    await payments.screenshot({ path: testInfo.outputPath('payments-card.png') });

    await page.goto('/profit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('set-aside-gst-period').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('profit.png'), fullPage: true });
  });
});
