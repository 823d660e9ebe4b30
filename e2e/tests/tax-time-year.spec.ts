import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';

// Issue 31's year, end to end: a GST-registered sole trader with a ute (not a car: actual costs × 80%),
// a $2,400 laptop, 800 hours at home and quarterly PAYG instalments on the amount option (one quarter
// lodged) reads each of them off the year's estimate, then downloads the accountant's pack.

const JSON_API = 'application/vnd.api+json';

async function send(page: Page, method: 'PUT' | 'POST', path: string, data?: unknown) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: {
      Accept: JSON_API,
      ...(data === undefined ? {} : { 'Content-Type': JSON_API }),
      'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''),
    },
    ...(data === undefined ? {} : { data: { data } }),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

const line = (page: Page, label: string) =>
  page.getByRole('row').filter({ has: page.getByText(label, { exact: true }) });

test('a sole trader’s year: a ute, a laptop, 800 hours at home and PAYG instalments, then the pack', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'tax-year');
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Harbour Sparkies',
      abn: '51 824 753 556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
    },
  });
  const business = { company: { data: { type: 'companies', id: company.id } } };
  // The ute's fuel: $1,100 with $100 of GST.
  await post(page, '/expenses', {
    type: 'expenses',
    attributes: {
      expense_date: '2025-09-01',
      supplier_name: 'Ampol',
      category: 'motor-vehicle',
      amount: '1,100.00',
      gst: '100.00',
      paid_date: '2025-09-01',
    },
    relationships: business,
  });
  const ute = await post(page, '/vehicles', {
    type: 'vehicles',
    attributes: { name: 'Ranger ute', payload_kg: 1100, passengers: 2 },
    relationships: business,
  });
  await send(page, 'PUT', `/vehicles/${ute.id}/years/2025-26`, {
    type: 'vehicle-years',
    attributes: { method: 'actual_costs', business_use_percent: 80 },
  });
  await post(page, '/assets', {
    type: 'assets',
    attributes: {
      name: 'Laptop',
      cost: '2400.00',
      first_used: '2025-08-14',
      business_use_percent: 100,
      effective_life_years: '2',
      method: 'instant',
    },
    relationships: business,
  });
  // 800 hours at home: 8 hours each weekday for 20 weeks.
  await send(page, 'POST', '/home-office-days/pattern', {
    type: 'home-office-days',
    attributes: {
      from: '2025-07-07',
      to: '2025-11-23',
      minutes_by_weekday: { mon: 480, tue: 480, wed: 480, thu: 480, fri: 480, sat: 0, sun: 0 },
    },
  });
  // Quarterly instalments of $1,250 from the ATO's notice; July to September 2025 lodged.
  await send(page, 'PUT', `/companies/${company.id}/payg-instalments/2025`, {
    type: 'paygInstalmentOptions',
    attributes: { option: 'amount', t7: '1250.00' },
  });
  await send(page, 'POST', `/companies/${company.id}/bas-periods/2025-Q3/lodgement`);

  await page.goto('/tax-time/estimate?year=2025-26');
  // $1,000 without GST × 80%.
  await expect(line(page, 'Car expenses')).toContainText('-$800.00');
  // 800 hours × 70c.
  await expect(line(page, 'Working from home')).toContainText('-$560.00');
  await expect(line(page, 'Depreciation')).toContainText('-$2,400.00');
  await expect(line(page, 'PAYG instalments paid')).toContainText('-$1,250.00');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the accountant’s pack' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('accountants-pack-2025-26.zip');
  const zip = readFileSync(await download.path());
  // A ZIP whose first entry is the summary.
  expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(zip.toString('latin1', 30, 30 + 'summary.pdf'.length)).toBe('summary.pdf');
});
