import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { isoDay } from '../fixtures/dates.ts';
import { waitForMails } from '../fixtures/mail.ts';

// The client's page (issue 18): the invoice mail carries a link that opens the invoice without signing
// in, with what is due, how to pay and the PDF; the owner sees the views and can revoke the link.

test('the client opens the mailed link signed out, copies the PayID and downloads the PDF; revoking ends it', async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, 'client-page');
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Tidy Gardens',
      abn: '51824753556',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
      accent_color: '#1F6F4A',
      payment_details: { payid: 'pay@tidy-gardens.example', name: 'Tidy Gardens Pty Ltd' },
    },
  });
  // A logo drawn by the browser, uploaded as the business edit panel does.
  const logo = Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 240;
      canvas.height = 80;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#1F6F4A';
      context.fillRect(0, 0, 240, 80);
      context.fillStyle = '#FFFFFF';
      context.font = 'bold 40px sans-serif';
      context.fillText('TIDY', 60, 56);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    }),
    'base64',
  );
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const uploaded = await page.request.put(`/api/v1/companies/${company.id}/logo`, {
    headers: { Accept: 'application/vnd.api+json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const clientEmail = uniqueEmail('harbour-cafe');
  const client = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe', email: clientEmail },
  });
  const payIds = await page.request.get(`/api/v1/companies/${company.id}/payment-details`);
  const payId = (await payIds.json()).data[0].id as string;
  const invoice = await apiPost(page, '/invoices', {
    type: 'invoices',
    attributes: {
      name: 'INV-0042',
      invoice_date: isoDay(-3),
      due_date: isoDay(11),
      payment_method: 'payid',
      payment_detail_id: payId,
      items: [{ name: 'Hedge trimming', quantity: 2, price: '45.50' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: client.id } },
    },
  });

  await page.goto(`/invoice/overview/${invoice.id}`);
  const panel = page.getByRole('region', { name: 'Client page' });
  await expect(panel).toContainText('No link yet');
  await page.getByRole('button', { name: 'Send to client' }).click();
  await expect(page.getByText('Invoice #INV-0042 sent to the client')).toBeVisible();

  // The mail and the overview carry the same link.
  const [mail] = await waitForMails(clientEmail);
  const link = /View and pay online: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(new URL(link).pathname).toMatch(/^\/p\/[\w-]{43}$/);
  await expect(panel.getByTestId('client-link-url')).toHaveValue(link);
  await expect(panel).toContainText('Not viewed yet');

  // Signed out, in a browser of its own, as the client.
  const visitorContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const visitor = await visitorContext.newPage();
  const answer = await visitor.goto(link);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Tax Invoice INV-0042' })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitor.getByTestId('client-page-standing')).toContainText('$100.10');
  await expect(visitor.getByText('Harbour Cafe')).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Logo of Tidy Gardens' })).toBeVisible();
  const howToPay = visitor.getByRole('region', { name: 'How to pay' });
  await expect(howToPay).toContainText('pay@tidy-gardens.example');
  await howToPay.getByRole('button', { name: 'Copy PayID' }).click();
  await expect(howToPay.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe('pay@tidy-gardens.example');
  // Nothing of the app: no menu, no sign-in.
  await expect(visitor.getByRole('navigation')).toHaveCount(0);
  await visitor.screenshot({ path: test.info().outputPath('client-page.png'), fullPage: true });
  await expectAccessible(visitor, "the client's page");
  // On a phone, what is due and how to pay come first.
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(howToPay).toBeInViewport({ ratio: 0.5 });
  await visitor.screenshot({ path: test.info().outputPath('client-page-phone.png') });
  await visitor.setViewportSize({ width: 1280, height: 720 });

  const downloading = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('INV-0042.pdf');
  const pdf = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  expect(pdf).toContain('INV-0042');
  expect(pdf).toContain('pay@tidy-gardens.example');

  // The owner sees the one view (the PDF is not another).
  await page.reload();
  await expect(panel.getByTestId('client-link-views')).toContainText(/^Viewed 1 time, last \d{1,2} \w+/);
  await page.screenshot({ path: test.info().outputPath('overview-link.png'), fullPage: true });

  // Revoked (after a confirmation), the page says the link no longer works.
  await panel.getByRole('button', { name: 'Revoke link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Confirm' });
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();
  await expect(panel).toContainText('The link was revoked');
  await expect(panel.getByRole('button', { name: 'Create link' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('alert')).toContainText('This link no longer works');
  await visitor.screenshot({ path: test.info().outputPath('client-page-gone.png') });
  await visitorContext.close();
});

// Issue 28: a new invoice asks to be paid to the business's saved PayID without turning anything on, and
// the client's page shows how to reach the business and the client's own reference.
test("a new invoice takes the saved PayID; the client's page shows how to pay, the business's contact and the reference", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, 'client-page-contact');
  await apiPost(page, '/companies', {
    type: 'companies',
    attributes: {
      name: 'Tidy Gardens',
      abn: '51824753556',
      email: 'hello@tidy-gardens.example',
      phone: '0400 123 456',
      address: '12 Fig Lane\nNewtown NSW 2042',
      payment_details: { payid: 'pay@tidy-gardens.example', name: 'Tidy Gardens Pty Ltd' },
    },
  });
  const clientEmail = uniqueEmail('harbour-cafe');
  await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe', email: clientEmail },
  });

  await page.goto('/invoice/create');
  await expect(page.getByRole('combobox', { name: 'Pay To' })).toHaveValue('Tidy Gardens');
  await expect(page.getByLabel('Invoice number')).toHaveValue('INV-0001');
  // On from the start, with the saved PayID chosen: nothing to turn on.
  await expect(page.getByRole('switch', { name: 'Add payment details' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'PayID' })).toHaveValue(
    'pay@tidy-gardens.example — Tidy Gardens Pty Ltd',
  );
  await page.getByRole('combobox', { name: 'Bill To' }).fill('Harb');
  await page.getByRole('option', { name: 'Harbour Cafe' }).click();
  await page.getByLabel('Reference (optional)').fill('PO-5521');
  const first = page.getByRole('group', { name: 'Item 1' });
  await first.getByRole('textbox', { name: 'Item', exact: true }).fill('Hedge trimming');
  await first.getByLabel('Price').fill('90');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Invoice saved: INV-0001')).toBeVisible();
  await expect(page).toHaveURL(/\/invoice\/overview\/\d+$/);

  await page.getByRole('button', { name: 'Send to client' }).click();
  await expect(page.getByText('Invoice #INV-0001 sent to the client')).toBeVisible();
  const [mail] = await waitForMails(clientEmail);
  const link = /View and pay online: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Invoice INV-0001' })).toBeVisible();
  await expect(visitor.getByTestId('document-reference')).toHaveText('Reference: PO-5521');
  const contact = visitor.getByTestId('seller-contact');
  await expect(contact).toContainText('12 Fig Lane');
  await expect(contact).toContainText('Newtown NSW 2042');
  await expect(contact.getByRole('link', { name: '0400 123 456' })).toHaveAttribute('href', 'tel:0400123456');
  await expect(contact.getByRole('link', { name: 'hello@tidy-gardens.example' })).toHaveAttribute(
    'href',
    'mailto:hello@tidy-gardens.example',
  );
  const howToPay = visitor.getByRole('region', { name: 'How to pay' });
  await expect(howToPay).toContainText('pay@tidy-gardens.example');
  await expect(howToPay).toContainText('Tidy Gardens Pty Ltd');
  await expect(howToPay).not.toContainText('Please contact');
  // On a phone, as a client opens the mail: the whole page, looked at.
  await visitor.screenshot({ path: test.info().outputPath('client-page-contact-phone.png'), fullPage: true });
  await expectAccessible(visitor, "the client's page with the business's contact and a reference");
  await visitorContext.close();
});

test('on a 390 px phone, the items are cards: nothing cut and no sideways scroll', async ({
  page,
  browser,
}, testInfo) => {
  await signUpAndSignIn(page, 'client-page-phone');
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Tidy Gardens', abn: '51824753556', gst_registered: false },
  });
  const client = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe' },
  });
  const invoice = await apiPost(page, '/invoices', {
    type: 'invoices',
    attributes: {
      name: 'INV-0043',
      invoice_date: isoDay(-3),
      due_date: isoDay(11),
      items: [{ name: 'Hedge trimming and green waste removal', quantity: 12, price: '1245.50' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: client.id } },
    },
  });
  const link = await page.request.post(`/api/v1/invoices/${invoice.id}/link`, {
    headers: {
      Accept: 'application/vnd.api+json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(
        (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
      ),
    },
  });
  expect(link.status(), await link.text()).toBe(201);
  const url = (await link.json()).data.attributes.url as string;
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(url);
  const line = visitor.getByTestId('document-line');
  await expect(line).toHaveCount(1);
  const amount = line.getByTestId('document-line-amount');
  await expect(amount).toHaveText('$14,946.00');
  await expect(amount).toHaveAttribute('data-label', 'Amount');
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(
    await amount.evaluate(
      (node) => node.scrollWidth > node.clientWidth || node.getBoundingClientRect().right > window.innerWidth,
    ),
  ).toBe(false);
  await line.screenshot({ path: testInfo.outputPath('client-page-line.png') });
  await visitorContext.close();
});
