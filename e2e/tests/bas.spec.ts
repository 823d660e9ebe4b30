import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { isoDay } from '../fixtures/dates.ts';

// The BAS of a GST-registered sole trader: reading last quarter's worksheet, opening G1's invoices,
// marking the quarter lodged, then marking one of its invoices unpaid (the app asks first, the period
// being locked) and finding the change as an adjustment in the next, open, quarter.

/** The quarter `back` quarters before the one today is in (Sydney): its key, first day and financial year. */
function lastQuarter(back = 1) {
  const [year, month] = isoDay(0).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, Math.floor((month - 1) / 3) * 3 - 3 * back, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth() + 1;
  const day = (d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  // The quarter as the screen names it ("Oct – Dec 2026", Intl's Australian short months and thin spaces).
  const short = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
  const label = `${short[m - 1]}\u2009–\u2009${short[m + 1]} ${y}`;
  return { key: `${y}-Q${(m + 2) / 3}`, label, day, financialYear: m >= 7 ? y : y - 1 };
}

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

/** Two invoices issued and paid last quarter: $1,100.00 and $220.00, GST included. */
async function seed(page: Page, quarter: ReturnType<typeof lastQuarter>) {
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Harbour Electrical',
      abn: '51 824 753 556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
    },
  });
  const client = await post(page, '/customers', { type: 'customers', attributes: { name: 'Bondi Bakery' } });
  const ids: string[] = [];
  for (const [name, price] of [
    ['INV-0001', '1100.00'],
    ['INV-0002', '220.00'],
  ] as const) {
    const invoice = await post(page, '/invoices', {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: quarter.day(5),
        due_date: quarter.day(19),
        prices_include_gst: true,
        items: [{ name: 'Wiring', quantity: 1, price }],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.id } },
        customer: { data: { type: 'customers', id: client.id } },
      },
    });
    await setPaid(page, invoice.id, quarter.day(12));
    ids.push(invoice.id);
  }
  return ids;
}

test('reads the quarter, opens G1, lodges it, and sees a confirmed change as an adjustment', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'bas-journey');
  const quarter = lastQuarter();
  const [first] = await seed(page, quarter);

  await page.goto('/dashboard/overview');
  await page.getByRole('link', { name: 'BAS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Activity Statement' })).toBeVisible();
  await page.goto(`/bas?year=${quarter.financialYear}&period=${quarter.key}`);

  const worksheet = page.getByTestId('bas-worksheet');
  await expect(worksheet.getByRole('heading', { name: quarter.label })).toBeVisible();
  await expect(page.getByTestId('bas-figure-g1')).toHaveText('$1,320.00');
  await expect(page.getByTestId('bas-figure-1a')).toHaveText('$120.00');
  await expect(page.getByTestId('bas-net')).toHaveText('$120.00');
  await expect(page.getByTestId('bas-status')).toHaveText('Not lodged');

  // On a short window G1's invoices open below the fold: they are scrolled into view.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: viewport?.width ?? 1280, height: 420 });
  await page.getByTestId('bas-figure-g1').click();
  const records = page.getByTestId('bas-records');
  await expect(records.getByRole('heading', { name: /G1/ })).toBeInViewport();
  if (viewport) await page.setViewportSize(viewport);
  await expect(records.getByRole('link', { name: 'INV-0001' })).toBeVisible();
  await expect(records.getByRole('link', { name: 'INV-0002' })).toBeVisible();
  await page.screenshot({
    path: process.env.BAS_SCREENSHOT ?? 'test-results/bas-worksheet.png',
    fullPage: true,
  });

  await worksheet.getByRole('button', { name: 'Mark as lodged' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${quarter.label} as lodged?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'mark as lodged confirmation', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Mark as lodged' }).click();
  await expect(page.getByTestId('bas-status')).toHaveText('Lodged');

  // The first invoice was paid in the lodged quarter: marking it unpaid asks first.
  await page.goto(`/invoice/overview/${first}`);
  await page.getByRole('button', { name: 'Mark unpaid' }).click();
  const locked = page.getByRole('dialog', { name: 'This period is lodged' });
  await expect(locked).toContainText(quarter.label);
  await expectAccessible(page, 'locked period confirmation', '[role="dialog"]');
  await locked.getByRole('button', { name: 'Change it anyway' }).click();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeVisible();

  await page.goto('/bas');
  await expect(page.getByTestId('bas-adjustment').first()).toContainText(`Adjustment for ${quarter.label}`);
  await expect(page.getByTestId('bas-adjustment').first()).toContainText('-$1,100.00');
  await expect(page.getByTestId('bas-net')).toHaveText('$100.00');
  await expect(page.getByText('Refund due')).toBeVisible();
  await expectAccessible(page, 'BAS worksheet with an adjustment');
  if (process.env.BAS_SCREENSHOT)
    await page.screenshot({
      path: process.env.BAS_SCREENSHOT.replace('.png', '-adjusted.png'),
      fullPage: true,
    });
});

test('an ended quarter not lodged past its due date is overdue on the dashboard and the BAS screen until lodged', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'bas-overdue');
  // Two quarters back is always past its due date (the 28th of the month after it, or 28 February).
  const quarter = lastQuarter(2);
  await seed(page, quarter);

  await page.goto('/dashboard/overview');
  const notice = page.getByTestId('bas-overdue-notice');
  await expect(notice).toContainText('A BAS is overdue');
  await expectAccessible(page, 'dashboard with an overdue BAS');
  // The accessible name reads the label's thin spaces as spaces.
  const link = new RegExp(`Harbour Electrical: ${quarter.label.replaceAll('\u2009', '\\s')}`);
  await notice.getByRole('link', { name: link }).click();

  const worksheet = page.getByTestId('bas-worksheet');
  await expect(worksheet.getByRole('heading', { name: quarter.label })).toBeVisible();
  await expect(worksheet.getByTestId('bas-overdue')).toHaveText('Overdue');
  await expect(worksheet.getByTestId('bas-figure-1a')).toHaveText('$120.00');
  await expectAccessible(page, 'BAS worksheet of an overdue period');
  await worksheet.getByRole('button', { name: 'Mark as lodged' }).click();
  await page
    .getByRole('dialog', { name: `Mark ${quarter.label} as lodged?` })
    .getByRole('button', { name: 'Mark as lodged' })
    .click();
  await expect(page.getByTestId('bas-status')).toHaveText('Lodged');
  await expect(worksheet.getByTestId('bas-overdue')).toHaveCount(0);

  // The quarter after it had nothing, but is not lodged either: it may be overdue in its turn.
  await page.goto('/dashboard/overview');
  await expect(page.getByTestId('tax-summary-set-aside')).toBeVisible();
  await expect(page.getByRole('link', { name: link })).toHaveCount(0);
});

test('a business not registered for GST has no BAS', async ({ page }) => {
  await signUpAndSignIn(page, 'bas-unregistered');
  await post(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Quiet Gardens', abn: '51 824 753 556', gst_registered: false },
  });
  await page.goto('/dashboard/overview');
  await expect(page.getByRole('link', { name: 'Invoice', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'BAS' })).toHaveCount(0);
  await page.goto('/bas');
  await expect(page.getByText('None of your businesses is registered for GST')).toBeVisible();
  await expectAccessible(page, 'BAS without a GST-registered business');
});

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the records behind a figure are cards, nothing cut and no sideways scroll', async ({
    page,
  }, testInfo) => {
    await signUpAndSignIn(page, 'bas-phone');
    const quarter = lastQuarter();
    await seed(page, quarter);
    await page.goto(`/bas?year=${quarter.financialYear}&period=${quarter.key}`);
    await page.getByTestId('bas-figure-g1').click();
    const records = page.getByTestId('bas-records');
    await expect(records.getByTestId('bas-record')).toHaveCount(2);
    const amount = records
      .getByTestId('bas-record')
      .filter({ hasText: 'INV-0001' })
      .getByTestId('bas-record-amount');
    await expect(amount).toHaveText('$1,100.00');
    await expect(amount).toHaveAttribute('data-label', 'Amount');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(
      await amount.evaluate(
        (node) =>
          node.scrollWidth > node.clientWidth || node.getBoundingClientRect().right > window.innerWidth,
      ),
    ).toBe(false);
    await records.screenshot({ path: testInfo.outputPath('bas-records.png') });
  });
});
