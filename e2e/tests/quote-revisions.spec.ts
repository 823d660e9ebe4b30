import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { waitForMails } from '../fixtures/mail.ts';

// Issue 26 §2: a sent quote that is edited becomes a new revision, and the client answers the revision
// they saw. Reproduces the defect: a sent $110 quote edited to $990 must not be accepted at $990 from a
// page that showed $110. And a sent quote is withdrawn, never deleted.

const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}` });

/** A business, a client with an e-mail, and a $110 quote (one item of $100, GST on top), as a draft. */
async function seed(page: Page, prefix: string) {
  await signUpAndSignIn(page, prefix);
  const clientEmail = uniqueEmail(`${prefix}-client`);
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Tidy Gardens', abn: '51824753556', gst_registered: true },
  });
  const client = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe', email: clientEmail },
  });
  const quote = await apiPost(page, '/quotes', {
    type: 'quotes',
    attributes: {
      number: 'Q-0001',
      issue_date: '2026-11-01',
      valid_until: '2099-12-31',
      items: [{ name: 'Garden makeover', quantity: 1, price: '100.00' }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: client.id } },
    },
  });
  return { clientEmail, quoteId: quote.id };
}

/** Sends the quote from its overview and answers the link its mail carries. */
async function sendAndReadLink(page: Page, quoteId: string, clientEmail: string) {
  await page.goto(`/quotes/${quoteId}`);
  await page.getByRole('button', { name: 'Send to client' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('Sent');
  const [mail] = await waitForMails(clientEmail);
  return /View and accept or decline online: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

test('the client accepts the revision they see: an edit after they opened the page is shown first', async ({
  page,
  browser,
}) => {
  const { clientEmail, quoteId } = await seed(page, 'quote-revision');
  const link = await sendAndReadLink(page, quoteId, clientEmail);

  // The client opens the mailed link: $110.00, as the PDF they were mailed.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  const standing = visitor.getByTestId('client-page-standing');
  await expect(standing).toContainText('$110.00');

  // Meanwhile the owner edits the sent quote to $990.00: revision 2.
  await item(page, 1).getByLabel('Price').fill('900');
  await expect(page.getByTestId('invoice-total')).toHaveText('$990.00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Quote updated.')).toBeVisible();
  await expect(page.getByText('This is revision 2.', { exact: false })).toBeVisible();

  // The client, still looking at $110.00, clicks Accept: refused, and the page shows revision 2.
  await visitor.getByRole('button', { name: 'Accept quote' }).click();
  const changed = visitor.getByTestId('quote-changed');
  await expect(changed).toContainText('This quote has changed since you opened it.');
  await expect(changed).toContainText('This page now shows revision 2.');
  await expect(standing).toContainText('$990.00');
  await expect(visitor.getByTestId('quote-revision')).toHaveText(' · Revision 2');
  await visitor.mouse.move(0, 0);
  await visitor.screenshot({ path: test.info().outputPath('client-page-changed.png'), fullPage: true });
  await expectAccessible(visitor, "a revised quote's client page");

  // Having seen it, the client accepts revision 2.
  await visitor.getByRole('button', { name: 'Accept quote' }).click();
  await expect(standing).toContainText('You accepted this quote on');
  await visitorContext.close();

  // The owner: accepted at $990.00, both revisions listed, the history says who did what.
  await page.reload();
  await expect(page.getByTestId('quote-status')).toHaveText('Accepted');
  const revisions = page.getByTestId('quote-revision');
  await expect(revisions).toHaveCount(2);
  await expect(revisions.nth(0)).toContainText('$110.00');
  await expect(revisions.nth(1)).toContainText('$990.00');
  await expect(revisions.nth(1)).toContainText('Current');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('history-entry')).toHaveText([
    /^Created/,
    new RegExp(`^Sent to ${clientEmail.replace(/[.+]/g, '\\$&')}`),
    // The client's first look at the page that day.
    /^Viewed by the client/,
    /^Edited/,
    /^Revision 2 made \(\$990\.00\)/,
    /^Accepted by the client/,
  ]);
  await page.screenshot({ path: test.info().outputPath('quote-overview-revisions.png'), fullPage: true });
  await expectAccessible(page, "a revised quote's overview");
});

test('withdraws a sent quote with a reason: Withdrawn in the list, and its page says so', async ({
  page,
  browser,
}) => {
  const { clientEmail, quoteId } = await seed(page, 'quote-withdraw');
  const link = await sendAndReadLink(page, quoteId, clientEmail);

  // A sent quote is withdrawn, not deleted; the reason is required.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw quote Q-0001' });
  await dialog.getByRole('button', { name: 'Withdraw quote' }).click();
  await expect(dialog).toContainText('Say why the quote is withdrawn.');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The job was cancelled');
  await dialog.getByRole('button', { name: 'Withdraw quote' }).click();
  await expect(page.getByText('Quote Q-0001 withdrawn.')).toBeVisible();
  await expect(page.getByTestId('quote-status')).toHaveText('Withdrawn');
  await expect(page.getByTestId('quote-withdrawn')).toContainText('The job was cancelled');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Withdrawn: The job was cancelled',
  );
  await page.screenshot({ path: test.info().outputPath('quote-withdrawn.png'), fullPage: true });

  await page.getByRole('tab', { name: 'View quotes' }).click();
  await expect(page.getByTestId('quote-row').filter({ hasText: 'Q-0001' })).toContainText('Withdrawn');
  await expectAccessible(page, 'the quote list with a withdrawn quote');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByTestId('client-page-standing')).toContainText('Tidy Gardens withdrew this quote');
  await expect(visitor.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await visitor.screenshot({ path: test.info().outputPath('client-page-withdrawn.png'), fullPage: true });
  await expectAccessible(visitor, "a withdrawn quote's client page");
  await visitorContext.close();
});
