import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { waitForMails } from '../fixtures/mail.ts';

// Quotes (issue 18): a quote made in the form, sent to the client (the mail carries the PDF, titled
// Quote, and the link to its page), accepted by the client on that page signed out, and turned into an
// invoice that carries its items.

const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}` });

test('creates a quote, sends it, the client accepts it on its page, and it becomes an invoice', async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, 'quote-journey');
  const clientEmail = uniqueEmail('quote-client');
  await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Tidy Gardens',
      abn: '51824753556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
    },
  });
  await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe', email: clientEmail },
  });

  // The sidebar leads to the quotes, none yet.
  await page.goto('/dashboard/overview');
  await page.getByRole('link', { name: 'Quotes' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByTestId('quote-list-empty')).toContainText('No quotes yet');
  await page.getByRole('link', { name: 'New quote' }).first().click();

  // The only business is chosen and the first quote number suggested.
  await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pay To' })).toHaveValue('Tidy Gardens');
  await expect(page.getByLabel('Quote number')).toHaveValue('Q-0001');
  await page.getByRole('combobox', { name: 'Bill To' }).fill('Harb');
  await page.getByRole('option', { name: 'Harbour Cafe' }).click();
  await item(page, 1).getByRole('textbox', { name: 'Item', exact: true }).fill('Garden makeover');
  await item(page, 1).getByLabel('Qty').fill('2');
  await item(page, 1).getByLabel('Price').fill('450');
  await page.getByRole('button', { name: 'Add item' }).click();
  await item(page, 2).getByRole('textbox', { name: 'Item', exact: true }).fill('Green waste');
  await item(page, 2).getByLabel('Price').fill('50');
  await expect(page.getByTestId('invoice-total')).toHaveText('$1,045.00');
  await page.getByRole('button', { name: 'Save quote' }).click();
  await expect(page.getByText('Quote Q-0001 saved.')).toBeVisible();

  // Its overview: a draft, with Send; no answer can be recorded before it is sent.
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '#Q-0001' })).toBeVisible();
  await expect(page.getByTestId('quote-status')).toHaveText('Draft');
  await expect(page.getByRole('button', { name: 'Mark accepted' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('draft.png'), fullPage: true });

  await page.getByRole('button', { name: 'Send to client' }).click();
  await expect(page.getByText('Quote Q-0001 sent to the client.')).toBeVisible();
  await expect(page.getByTestId('quote-status')).toHaveText('Sent');
  const [mail] = await waitForMails(clientEmail);
  expect(mail?.subject).toBe('Quote Q-0001 from Tidy Gardens');
  expect(mail?.attachments).toEqual(['Q-0001.pdf']);

  // The PDF, as downloaded, says Quote and never Tax Invoice.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Q-0001.pdf');
  const file = test.info().outputPath('Q-0001.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Quote');
  expect(text).toContain('Valid until');
  expect(text).not.toMatch(/tax invoice/i);
  writeFileSync(test.info().outputPath('quote.txt'), text);

  // The mail and the overview's Client page panel carry the same link.
  const link = /View and accept or decline online: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(new URL(link).pathname).toMatch(/^\/p\/[\w-]{43}$/);
  const panel = page.getByRole('region', { name: 'Client page' });
  await expect(panel.getByTestId('client-link-url')).toHaveValue(link);

  // The client, signed out in a browser of their own, reads the quote and accepts it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Quote Q-0001' })).toBeVisible();
  const standing = visitor.getByTestId('client-page-standing');
  await expect(standing).toContainText('$1,045.00');
  await expect(standing).toContainText('Valid until');
  await expect(visitor.getByText(/Valid until/)).toHaveCount(1);
  await expect(visitor.getByText('Garden makeover')).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'How to pay' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await visitor.screenshot({ path: test.info().outputPath('client-page-quote.png'), fullPage: true });
  await expectAccessible(visitor, "a quote's client page");
  await visitor.getByRole('button', { name: 'Accept quote' }).click();
  await expect(standing).toContainText('You accepted this quote on');
  await expect(visitor.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  // The page shrank under the pointer, which now hovers Download PDF: axe judges the page at rest.
  await visitor.mouse.move(0, 0);
  await visitor.screenshot({ path: test.info().outputPath('client-page-accepted.png'), fullPage: true });
  await expectAccessible(visitor, "an accepted quote's client page");
  await visitorContext.close();

  // Back as the owner: the quote is accepted, and the panel counts the client's view.
  await page.reload();
  await expect(page.getByTestId('quote-status')).toHaveText('Accepted');
  await expect(page.getByRole('region', { name: 'Client page' })).toContainText('Viewed 1 time');
  // An answered quote is no longer edited.
  await expect(page.getByLabel('Quote number')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('accepted.png'), fullPage: true });

  // One click: the invoice, with the quote's items, opens.
  await page.getByRole('button', { name: 'Convert to invoice' }).click();
  await expect(page).toHaveURL(/\/invoice\/overview\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '#INV-0001' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Bill To' })).toHaveValue('Harbour Cafe');
  await expect(item(page, 1).getByRole('textbox', { name: 'Item', exact: true })).toHaveValue(
    'Garden makeover',
  );
  await expect(item(page, 2).getByRole('textbox', { name: 'Item', exact: true })).toHaveValue('Green waste');
  await expect(page.getByTestId('invoice-total')).toHaveText('$1,045.00');
  await page.screenshot({ path: test.info().outputPath('invoice.png'), fullPage: true });

  // Back on the quote: Invoiced, with the way to its invoice; the list says so too.
  await page.goBack();
  await expect(page.getByTestId('quote-status')).toHaveText('Invoiced');
  await expect(page.getByRole('link', { name: 'Open the invoice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to invoice' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'View quotes' }).click();
  await expect(page.getByTestId('quote-row').filter({ hasText: 'Q-0001' })).toContainText('Invoiced');
  await expect(page.getByTestId('quote-row').filter({ hasText: 'Q-0001' })).toContainText('$1,045.00');
  await page.screenshot({ path: test.info().outputPath('list.png'), fullPage: true });
});

test('deletes a quote after confirming', async ({ page }) => {
  await signUpAndSignIn(page, 'quote-delete');
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Tidy Gardens', abn: '51824753556' },
  });
  const client = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe' },
  });
  const quote = await apiPost(page, '/quotes', {
    type: 'quotes',
    attributes: {
      number: 'Q-0009',
      issue_date: '2026-11-01',
      valid_until: '2099-12-31',
      items: [{ name: 'Mowing', quantity: 1, price: '80.00' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: client.id } },
    },
  });
  await page.goto(`/quotes/${quote.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
  await expect(dialog).toContainText('Delete quote Q-0009?');
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '#Q-0009' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByText('Quote Q-0009 deleted.')).toBeVisible();
  await expect(page.getByTestId('quote-list-empty')).toBeVisible();
});
