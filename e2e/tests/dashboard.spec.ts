import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';
import { display, isoDay } from '../fixtures/dates.ts';

// The dashboard: the figures of a seeded account, the amount toggle that survives a reload, Paid on an
// outstanding invoice moving its amount to income, and the revenue filter (the Tax Summary card is profit.spec.ts's).
// The business, clients and invoices are seeded through the API from the signed-in page.

/** PATCHes an invoice's status through the API, as the web app's Paid action does. */
async function setPaid(page: Page, id: string, paidDate: string): Promise<void> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.patch(`/api/v1/invoices/${id}`, {
    headers: {
      Accept: 'application/vnd.api+json',
      'Content-Type': 'application/vnd.api+json',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''),
    },
    data: { data: { type: 'invoices', id, attributes: { status: 1, paid_date: paidDate } } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Bondi Bakery: INV-0001 (3 days ago, $240.00, paid today) and INV-0002 (60 days ago, $617.25, overdue);
 * Coogee Cafe: INV-0003 (5 days ago, $45.50, due in 10 days).
 */
async function seed(page: Page): Promise<void> {
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Sorted Plumbing', abn: '51 824 753 556', gst_registered: false },
  });
  const bondi = await post(page, '/customers', { type: 'customers', attributes: { name: 'Bondi Bakery' } });
  const coogee = await post(page, '/customers', { type: 'customers', attributes: { name: 'Coogee Cafe' } });
  const invoice = (
    name: string,
    customerId: string,
    issued: number,
    due: number,
    quantity: number,
    price: string,
  ) =>
    post(page, '/invoices', {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: isoDay(issued),
        due_date: isoDay(due),
        items: [{ name: 'Labour', quantity, price }],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.id } },
        customer: { data: { type: 'customers', id: customerId } },
      },
    });
  const first = await invoice('INV-0001', bondi.id, -3, 27, 2, '120.00');
  await invoice('INV-0002', bondi.id, -60, -30, 1, '617.25');
  await invoice('INV-0003', coogee.id, -5, 10, 1, '45.50');
  await setPaid(page, first.id, isoDay(0));
}

const outstandingRows = (page: Page) => page.getByTestId('outstanding-row');

test('shows the figures of a seeded account', async ({ page }) => {
  await signUpAndSignIn(page, 'dashboard-figures');
  await seed(page);
  await page.goto('/dashboard/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const invoices = page.getByRole('region', { name: 'Invoices', exact: true });
  await expect(page.getByTestId('invoice-count')).toHaveText('3');
  await expect(invoices).toContainText('Paid1');
  await expect(invoices).toContainText('Unpaid2');
  await expect(page.getByTestId('last-invoice-date')).toHaveText(display(isoDay(-3)));

  await expect(page.getByTestId('income-this-month')).toHaveText('$240.00');
  await expect(page.getByTestId('income-last-month')).toHaveText('$0.00');
  await expect(page.getByTestId('income-average')).toHaveText('$240.00');

  await expect(page.getByTestId('outstanding-amount')).toHaveText('$662.75');
  await expect(page.getByTestId('overdue-count')).toHaveText('1');

  // Unpaid invoices, the earliest due first.
  await expect(outstandingRows(page)).toHaveCount(2);
  await expect(outstandingRows(page).nth(0)).toContainText('#INV-0002');
  await expect(outstandingRows(page).nth(0)).toContainText('Overdue');
  await expect(outstandingRows(page).nth(0)).toContainText(`Due ${display(isoDay(-30))}`);
  await expect(outstandingRows(page).nth(1)).toContainText('#INV-0003');

  await expect(page.getByTestId('top-customer')).toHaveCount(1);
  await expect(page.getByTestId('top-customer')).toContainText('Bondi Bakery$240.00');

  const recent = page.getByTestId('recent-row');
  await expect(recent).toHaveCount(3);
  await expect(recent.nth(0)).toContainText('#INV-0001Paid');
  await expect(recent.nth(1)).toContainText('#INV-0003Issued');
  await expect(recent.nth(2)).toContainText('#INV-0002Overdue');
  await recent.nth(1).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/invoice\/overview\/\d+$/);
  await page.goBack();
  await page.getByRole('link', { name: 'View All Invoices' }).click();
  await expect(page).toHaveURL(/\/invoice\/list$/);
});

test('the revenue filter switches between months, quarters and financial years', async ({ page }) => {
  await signUpAndSignIn(page, 'dashboard-revenue');
  await seed(page);
  await page.goto('/dashboard/overview');
  const revenue = page.getByRole('region', { name: 'Revenue' });
  await expect(revenue.getByRole('button', { name: 'Filter: Monthly' })).toBeVisible();
  await expect(revenue.locator('table tr')).toHaveCount(12);
  // Income only this month: the month before had none, so growth is 0.
  await expect(page.getByTestId('revenue-growth')).toHaveText('Growth 0.0%');
  await expect(revenue.locator('table tr').last()).toContainText('$240.00');

  await revenue.getByRole('button', { name: 'Filter: Monthly' }).click();
  await page.getByRole('menuitem', { name: 'Quarterly' }).click();
  await expect(revenue.getByRole('button', { name: 'Filter: Quarterly' })).toBeVisible();
  await expect(revenue.locator('table tr')).toHaveCount(4);

  await revenue.getByRole('button', { name: 'Filter: Quarterly' }).click();
  await page.getByRole('menuitem', { name: 'Annual' }).click();
  await expect(revenue.locator('table tr')).toHaveCount(3);
  await expect(revenue.locator('table tr').last()).toContainText(/^FY \d{4}-\d{2}\$240\.00$/);
  // The bars themselves, one per period.
  await expect(revenue.getByTestId('revenue-chart-bar')).toHaveCount(3);
});

test('hiding the amounts masks them with asterisks and is remembered', async ({ page }) => {
  await signUpAndSignIn(page, 'dashboard-hide');
  await seed(page);
  await page.goto('/dashboard/overview');
  await expect(page.getByTestId('income-this-month')).toHaveText('$240.00');
  await page.getByRole('button', { name: 'Hide amounts' }).click();
  for (const id of ['income-this-month', 'income-last-month', 'income-average'])
    await expect(page.getByTestId(id)).toHaveText('****');
  await page.reload();
  await expect(page.getByTestId('income-this-month')).toHaveText('****');
  await expect(page.getByTestId('income-average')).toHaveText('****');
  await page.getByRole('button', { name: 'Show amounts' }).click();
  await expect(page.getByTestId('income-this-month')).toHaveText('$240.00');
  await page.reload();
  await expect(page.getByTestId('income-this-month')).toHaveText('$240.00');
});

test('Paid on an outstanding invoice moves its amount to income', async ({ page }) => {
  await signUpAndSignIn(page, 'dashboard-paid');
  await seed(page);
  await page.goto('/dashboard/overview');
  await expect(outstandingRows(page)).toHaveCount(2);
  // The action reads Mark paid, and asks first: No leaves the invoice unpaid.
  const markPaid = page.getByRole('button', { name: 'Mark invoice #INV-0003 as paid' });
  await expect(markPaid).toHaveText('Mark paid');
  await markPaid.click();
  const dialog = page.getByRole('dialog', { name: 'Mark invoice #INV-0003 as paid?' });
  await expect(dialog).toContainText(
    'Invoice #INV-0003 ($45.50 due) will be recorded as paid in full today.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(outstandingRows(page)).toHaveCount(2);
  await expect(page.getByTestId('outstanding-amount')).toHaveText('$662.75');
  await markPaid.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Invoice #INV-0003 marked as paid.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('income-this-month')).toHaveText('$285.50');
  await expect(page.getByTestId('outstanding-amount')).toHaveText('$617.25');
  await expect(outstandingRows(page)).toHaveCount(1);
  await expect(page.getByTestId('invoice-count')).toHaveText('3');
  await expect(page.getByRole('region', { name: 'Invoices', exact: true })).toContainText('Paid2');
  await expect(page.getByTestId('top-customer')).toHaveCount(2);

  // The last one: the list goes away.
  await page.getByRole('button', { name: 'Mark invoice #INV-0002 as paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByTestId('outstanding-amount')).toHaveText('$0.00');
  await expect(page.getByTestId('outstanding-invoices')).toHaveCount(0);
});

test('an empty account shows N/A, zeros and Create Invoice', async ({ page }) => {
  await signUpAndSignIn(page, 'dashboard-empty');
  await expect(page.getByTestId('invoice-count')).toHaveText('0');
  await expect(page.getByTestId('last-invoice-date')).toHaveText('N/A');
  await expect(page.getByTestId('income-this-month')).toHaveText('$0.00');
  await expect(page.getByTestId('outstanding-amount')).toHaveText('$0.00');
  await expect(page.getByTestId('outstanding-invoices')).toHaveCount(0);
  await expect(page.getByText('No invoices yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoice\/create$/);
});

test('nine-digit amounts fit their cards, from a laptop to a phone', async ({ page }, testInfo) => {
  await signUpAndSignIn(page, 'dashboard-nine-digits');
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Sorted Bridges', abn: '51 824 753 556', gst_registered: false },
  });
  const customer = await post(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Trust' },
  });
  // An item may be at most $100,000,000, so the large totals are made of several.
  const invoice = (name: string, prices: string[]) =>
    post(page, '/invoices', {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: isoDay(0),
        due_date: isoDay(30),
        items: prices.map((price) => ({ name: 'Span', quantity: 1, price })),
      },
      relationships: {
        company: { data: { type: 'companies', id: company.id } },
        customer: { data: { type: 'customers', id: customer.id } },
      },
    });
  const paid = await invoice('INV-0001', ['100000000.00', '23456789.00']);
  await invoice('INV-0002', [...Array(8).fill('100000000.00'), '76543210.99']);
  await setPaid(page, paid.id, isoDay(0));

  for (const width of [1366, 1024, 820, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/overview');
    await expect(page.getByTestId('income-this-month')).toHaveText('$123,456,789.00');
    await expect(page.getByTestId('outstanding-amount')).toHaveText('$876,543,210.99');
    for (const testId of ['income-this-month', 'income-last-month', 'income-average', 'outstanding-amount']) {
      const figure = page.getByTestId(testId);
      const card = page.locator('section').filter({ has: figure });
      const [inner, outer] = [await figure.boundingBox(), await card.boundingBox()];
      if (!inner || !outer) throw new Error(`${testId} is not on the page`);
      expect.soft(inner.x, `${testId} at ${width} px`).toBeGreaterThanOrEqual(outer.x);
      expect
        .soft(inner.x + inner.width, `${testId} at ${width} px`)
        .toBeLessThanOrEqual(outer.x + outer.width);
      // Nothing cut off inside the figure itself, and the amount on one line, not broken to fit.
      const lines = await figure.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return element.scrollWidth <= element.clientWidth ? tops.size : Number.NaN;
      });
      expect.soft(lines, `${testId} at ${width} px: lines of text`).toBe(1);
    }
    // The revenue chart's amounts on its left edge are not cut off either.
    const chart = page.getByRole('region', { name: 'Revenue' });
    const amounts = chart.getByTestId('revenue-chart-scale').filter({ hasText: '$' });
    await expect(amounts.first()).toBeVisible();
    const chartBox = await chart.boundingBox();
    for (const tick of await amounts.all()) {
      const box = await tick.boundingBox();
      expect
        .soft(box && chartBox && box.x >= chartBox.x, `${await tick.textContent()} at ${width} px`)
        .toBe(true);
    }
    await testInfo.attach(`dashboard at ${width} px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
});
