import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { display, isoDay } from '../fixtures/dates.ts';

// The figures that may miss what the bank saw (issue 29): once a statement is imported, the dashboard
// links its count of lines to reconcile to the bank screen, and the BAS and the profit say how many lines
// of their period are not reconciled yet; a reconciled line leaves every count. At 390 px it all wraps.

const JSON_API = 'application/vnd.api+json';

async function importStatement(page: Page, accountId: string, csv: string): Promise<void> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.post(`/api/v1/bank-accounts/${accountId}/imports`, {
    headers: { Accept: JSON_API, 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
    multipart: { file: { name: 'CSVData.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A GST-registered business with an account and three lines of today imported; one of them reconciled. */
async function seed(page: Page): Promise<{ companyId: string }> {
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Tidy Gardens',
      abn: '51824753556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
    },
  });
  const account = await apiPost(page, '/bank-accounts', {
    type: 'bank-accounts',
    attributes: { name: 'Everyday business', opening_balance: '1000.00', opening_date: isoDay(-30) },
    relationships: { company: { data: { type: 'companies', id: company.id } } },
  });
  // Today's lines only: they fall in the current BAS period and financial year whatever the date.
  const today = display(isoDay(0));
  await importStatement(
    page,
    account.id,
    // CommBank NetBank: no header, newest first.
    [
      `${today},"-15.26","OFFICEWORKS 0412 CHATSWOOD AU Card xx2784","+1404.74"`,
      `${today},"-80.00","BUNNINGS 341000 BALGOWLAH AU Card xx2784","+1420.00"`,
      `${today},"+500.00","Transfer from xx1234 NetBank Savings","+1500.00"`,
    ].join('\r\n'),
  );
  const lines = await page.request.get(`/api/v1/bank-accounts/${account.id}/lines`, {
    headers: { Accept: JSON_API },
  });
  const savings = (await lines.json()).data.find((line: { attributes: { description: string } }) =>
    line.attributes.description.startsWith('Transfer from'),
  );
  await apiPost(page, `/bank-lines/${savings.id}/reconciliation`, {
    type: 'reconciliations',
    attributes: { kind: 'contribution' },
  });
  return { companyId: company.id };
}

const NOTICE =
  '2 bank lines in this period are not reconciled yet: the figures may be missing income or expenses.';

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

test('the dashboard, the BAS and the profit say how many bank lines are left to reconcile, linking to the bank screen', async ({
  page,
}, testInfo) => {
  await signUpAndSignIn(page, 'bank-figures');
  const { companyId } = await seed(page);

  await page.goto('/dashboard/overview');
  const toReconcile = page.getByRole('link', { name: '2 bank lines to reconcile' });
  await expect(toReconcile).toHaveAttribute('href', '/bank');
  await expect(page.getByText('Amount Received')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard.png') });
  await toReconcile.click();
  await expect(page).toHaveURL(/\/bank$/);

  await page.goto(`/bas?company=${companyId}`);
  const basNotice = page.getByTestId('bas-worksheet').getByTestId('unreconciled-lines-notice');
  await expect(basNotice).toContainText(NOTICE);
  await basNotice.getByRole('link', { name: 'Reconcile now' }).click();
  await expect(page).toHaveURL(/\/bank$/);

  await page.goto('/profit');
  await expect(page.getByTestId('unreconciled-lines-notice')).toContainText(NOTICE);

  // At 390 px the notices wrap: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('unreconciled-lines-notice')).toBeVisible();
  await noSidewaysScroll(page);
  await page
    .getByTestId('unreconciled-lines-notice')
    .screenshot({ path: testInfo.outputPath('profit-390.png') });
  await page.goto(`/bas?company=${companyId}`);
  await expect(page.getByTestId('unreconciled-lines-notice')).toBeVisible();
  await noSidewaysScroll(page);
  await page.getByTestId('bas-worksheet').screenshot({ path: testInfo.outputPath('bas-390.png') });
  await page.goto('/dashboard/overview');
  await expect(page.getByRole('link', { name: '2 bank lines to reconcile' })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('dashboard-390.png'), fullPage: true });
});
