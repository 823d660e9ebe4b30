import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';

// The accountant's pack (issue 31, item 7): a sole trader with an invoice, an expense with its receipt
// and 800 hours at home in 2025-26 downloads the year's pack from the estimate screen; the download is a
// ZIP with the summary, the four CSVs and the receipt named by date and supplier.

const RECEIPT = fileURLToPath(new URL('../fixtures/receipt-bunnings.jpg', import.meta.url));
const JSON_API = 'application/vnd.api+json';

async function xsrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

/** The ZIP's entries by name, read over its central directory with node's zlib. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

test('a sole trader downloads the year’s accountant’s pack from the estimate screen', async ({ page }) => {
  await signUpAndSignIn(page, 'pack');
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Harbour Gardens', abn: '51 824 753 556', gst_registered: false },
  });
  const customer = await post(page, '/customers', { type: 'customers', attributes: { name: 'Manly Cafe' } });
  await post(page, '/invoices', {
    type: 'invoices',
    attributes: {
      name: 'INV-0001',
      invoice_date: '2025-08-01',
      due_date: '2025-08-31',
      items: [{ name: 'Garden care', quantity: 1, price: '4000.00' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: customer.id } },
    },
  });
  const expense = await post(page, '/expenses', {
    type: 'expenses',
    attributes: {
      expense_date: '2025-09-03',
      supplier_name: 'Bunnings Warehouse',
      category: 'materials-stock',
      amount: '110.00',
      paid_date: '2025-09-03',
    },
    relationships: { company: { data: { type: 'companies', id: company.id } } },
  });
  const uploaded = await page.request.put(`/api/v1/expenses/${expense.id}/receipt`, {
    headers: { Accept: JSON_API, 'X-XSRF-TOKEN': await xsrf(page) },
    multipart: { receipt: { name: 'docket.jpg', mimeType: 'image/jpeg', buffer: readFileSync(RECEIPT) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  // 800 hours at home: 8 hours each weekday for 20 weeks.
  const pattern = await page.request.post('/api/v1/home-office-days/pattern', {
    headers: { Accept: JSON_API, 'Content-Type': JSON_API, 'X-XSRF-TOKEN': await xsrf(page) },
    data: {
      data: {
        type: 'home-office-days',
        attributes: {
          from: '2025-07-07',
          to: '2025-11-23',
          minutes_by_weekday: { mon: 480, tue: 480, wed: 480, thu: 480, fri: 480, sat: 0, sun: 0 },
        },
      },
    },
  });
  expect(pattern.status(), await pattern.text()).toBe(200);

  await page.goto('/tax-time/estimate?year=2025-26');
  await expect(page.getByRole('heading', { name: 'The accountant’s pack' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the accountant’s pack' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('accountants-pack-2025-26.zip');
  const entries = unzip(readFileSync(await download.path()));
  expect([...entries.keys()]).toEqual([
    'summary.pdf',
    'csv/invoices.csv',
    'csv/payments.csv',
    'csv/expenses.csv',
    'csv/bank-lines.csv',
    'receipts/2025-09-03 Bunnings Warehouse.jpg',
  ]);
  expect(entries.get('summary.pdf')?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(entries.get('csv/invoices.csv')?.toString('utf8')).toContain(
    'INV-0001,2025-08-01,2025-08-31,Manly Cafe',
  );
  expect(entries.get('csv/expenses.csv')?.toString('utf8')).toContain(
    '2025-09-03,Harbour Gardens,Bunnings Warehouse,,,Materials and stock,110.00,0.00,100,0.00,110.00',
  );
  const receipt = entries.get('receipts/2025-09-03 Bunnings Warehouse.jpg');
  expect(receipt?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
});
