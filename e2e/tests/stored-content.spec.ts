import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { expectInert, watchDialogs } from '../fixtures/inert.ts';

// Hostile text saved in every field shows as the same text on every screen that shows it, and in the
// PDF: no script runs (window.__pwned stays unset, no alert opens), no javascript: link appears. The
// app has no CSV or other spreadsheet export, so a formula only has to be shown as typed.

const USER = '<img src=x onerror=alert(1)>';
const BUSINESS = '<script>window.__pwned=1</script>';
// Lists shorten client names past 25 characters; this one is shown whole.
const CLIENT = '"><svg onload=alert(1)>';
const NUMBER = '<img src=x onerror="window.__pwned=1">';
const REF = 'javascript:alert(1)';
const PHONE = 'javascript:1';
const FORMULA = '=HYPERLINK("http://evil.example","click")';
// Addresses: lines short enough (40) for the PDF to keep each on one line.
const ADDRESS = '<a href="javascript:alert(1)">Pay</a>\n=HYPERLINK("http://evil.example")';
const CLIENT_ADDRESS = "<img src=x onerror=alert(1)>\n=cmd|' /C calc'!A0";
const ITEM = '<b onmouseover=alert(1)>Labour</b>';
const DESCRIPTION = `"><iframe src="javascript:alert(1)"></iframe>`;
const NOTE = `${FORMULA}\n<script>alert(1)</script>\njavascript:alert(1)`;

/** One business, client and invoice whose every text field holds hostile text; returns the ids. */
async function seed(page: Page): Promise<{ customer: string; invoice: string }> {
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: BUSINESS,
      abn: '51 824 753 556',
      phone: '=1+1',
      address: ADDRESS,
      payment_details: { payid: 'pay@tidy.example', name: FORMULA },
    },
  });
  const customer = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: CLIENT, email: uniqueEmail('client'), phone: PHONE, address: CLIENT_ADDRESS },
  });
  const invoice = await apiPost(page, '/invoices', {
    type: 'invoices',
    attributes: {
      name: NUMBER,
      ref: REF,
      invoice_date: '2026-11-01',
      due_date: '2099-12-31',
      note: NOTE,
      items: [{ name: ITEM, description: DESCRIPTION, quantity: 1, price: '100.00' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: customer.id } },
    },
  });
  return { customer: customer.id, invoice: invoice.id };
}

const main = (page: Page) => page.getByRole('main');

// One account for both tests: signing up is most of a journey's time.
test.describe.configure({ mode: 'serial' });
let page: Page;
let dialogs: string[];
let ids: { customer: string; invoice: string };

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  dialogs = watchDialogs(page);
  await signUpAndSignIn(page, 'stored-content', USER);
  ids = await seed(page);
});

test.afterAll(() => page.close());

test('business, client and dashboard screens show hostile text as text', async () => {
  await page.goto('/company/list');
  await expect(main(page).getByText(BUSINESS, { exact: true })).toBeVisible();
  await expect(main(page).getByText(ADDRESS, { exact: true })).toBeVisible();
  await expect(main(page).getByText('=1+1', { exact: true })).toBeVisible();
  await expect(main(page).getByText(FORMULA, { exact: true })).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto('/client/list');
  await expect(main(page).getByText(CLIENT, { exact: true })).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto(`/client/${ids.customer}`);
  await expect(main(page).getByRole('heading', { level: 1, name: CLIENT })).toBeVisible();
  await expect(main(page).getByText(CLIENT_ADDRESS, { exact: true })).toBeVisible();
  await expect(main(page).getByText(`#${NUMBER}`, { exact: true })).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto('/dashboard/overview');
  const outstanding = page.getByTestId('outstanding-row');
  await expect(outstanding.getByRole('link', { name: `#${NUMBER}`, exact: true })).toBeVisible();
  await expect(outstanding).toContainText(CLIENT);
  await expect(page.getByRole('button', { name: `Account menu of ${USER}` })).toBeVisible();
  await expectInert(page, dialogs);
});

test('the invoice list, the overview and the PDF show hostile text as text', async () => {
  await page.goto('/invoice/list');
  const card = page.getByTestId('invoice-card').filter({ hasText: `#${NUMBER}` });
  await expect(card.getByText(CLIENT, { exact: true })).toBeVisible();
  const toggle = card.getByRole('button', { name: `#${NUMBER}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText(REF, { exact: true })).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto(`/invoice/overview/${ids.invoice}`);
  await expect(page.getByRole('heading', { level: 1, name: `#${NUMBER}` })).toBeVisible();
  // The overview is the edit form: the saved text is in its fields, as typed.
  for (const [role, field, value] of [
    ['textbox', 'Invoice number', NUMBER],
    ['textbox', 'Reference (optional)', REF],
    ['combobox', 'Bill To', CLIENT],
    ['combobox', 'Pay To', BUSINESS],
    ['textbox', 'Item', ITEM],
    ['textbox', 'Description', DESCRIPTION],
    ['textbox', 'Note', NOTE],
  ] as const) {
    await expect(main(page).getByRole(role, { name: field, exact: true })).toHaveValue(value);
  }
  await expectInert(page, dialogs);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('img-src-x-onerror-window.__pwned-1.pdf');
  const pdf = execFileSync('pdftotext', ['-raw', await download.path(), '-'], { encoding: 'utf8' });
  // Line by line: the PDF sets the business and the client side by side.
  const words = (text: string) => text.replace(/\s+/g, '');
  for (const text of [BUSINESS, CLIENT, NUMBER, ITEM, DESCRIPTION, ADDRESS, CLIENT_ADDRESS, NOTE]) {
    for (const line of text.split('\n')) expect(words(pdf)).toContain(words(line));
  }
  await expectInert(page, dialogs);
});
