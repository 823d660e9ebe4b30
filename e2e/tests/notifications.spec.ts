import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiAction, apiPost } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { isoDay } from '../fixtures/dates.ts';
import { waitForMails } from '../fixtures/mail.ts';

// The notification centre (issue 28): a client opens and accepts a quote on its page; the owner's bell
// counts both, lists them newest first, and opening one marks it read and goes to the quote. The e-mail
// choice is on the profile.

/** The popover's opening transition over, so the screenshot shows it as it stays. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

test('a client accepts a quote on its page; the bell tells the owner and leads to the quote', async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, 'notifications');
  const clientEmail = uniqueEmail('notified-client');
  const company = await apiPost(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Tidy Gardens', abn: '51824753556' },
  });
  const client = await apiPost(page, '/customers', {
    type: 'customers',
    attributes: { name: 'Harbour Cafe', email: clientEmail },
  });
  const quote = await apiPost(page, '/quotes', {
    type: 'quotes',
    attributes: {
      number: 'Q-0001',
      issue_date: isoDay(0),
      valid_until: isoDay(30),
      prices_include_gst: false,
      note: null,
      items: [{ name: 'Garden makeover', quantity: 1, price: '950.00', taxable: false }],
    },
    relationships: {
      company: { data: { type: 'companies', id: company.id } },
      customer: { data: { type: 'customers', id: client.id } },
    },
  });
  expect(await apiAction(page, `/quotes/${quote.id}/send`)).toBe(202);

  await page.goto('/dashboard/overview');
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  await page.keyboard.press('Escape');

  // The client, signed out in a browser of their own, opens the mailed link and accepts.
  const [mail] = await waitForMails(clientEmail);
  const link = /View and accept or decline online: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await visitor.getByRole('button', { name: 'Accept quote' }).click();
  await expect(visitor.getByTestId('client-page-standing')).toContainText('You accepted this quote on');
  await visitorContext.close();

  // The bell counts the first view and the answer (asked again when the window gets the focus back).
  await page.reload();
  const unread = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(unread).toBeVisible();
  await unread.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const items = list.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Harbour Cafe accepted quote Q-0001.');
  await expect(items.nth(1)).toContainText('Harbour Cafe opened quote Q-0001 for the first time.');
  await expect(items.nth(0)).toContainText('Unread');
  await settled(page);
  await page.screenshot({ path: test.info().outputPath('bell-open-desktop.png') });
  await expectAccessible(page, 'the open notification list', '[role="dialog"]');

  // Opening one marks it read and goes to the quote.
  await items.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  await expect(page.getByTestId('quote-status')).toHaveText('Accepted');
  const oneLeft = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(oneLeft).toBeVisible();

  // At 390 px the list fits the screen; Mark all read leaves none unread.
  await page.setViewportSize({ width: 390, height: 844 });
  await oneLeft.click();
  await expect(list.getByTestId('notification')).toHaveCount(2);
  await settled(page);
  await page.screenshot({ path: test.info().outputPath('bell-open-390.png') });
  await list.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(list.getByText('Unread')).toHaveCount(0);
  const saved = await page.request.get('/api/v1/notifications');
  expect((await saved.json()).meta.unread).toBe(0);
  await page.keyboard.press('Escape');

  // The e-mail choice, on the profile.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile');
  const email = page.getByRole('switch', { name: 'Also e-mail me each notification' });
  await expect(email).not.toBeChecked();
  // In two clean-clone runs on a loaded machine the first click did not turn the switch on, on both
  // tries ("Clicking the checkbox did not change its state"); not yet explained. Checking again is a
  // no-op once it is on, so a retry cannot turn it off.
  await expect(async () => email.check()).toPass({ timeout: 15_000 });
  await expect(page.getByText('You will be e-mailed your notifications.')).toBeVisible();
  const me = await page.request.get('/api/v1/me');
  expect((await me.json()).data.attributes.notify_by_email).toBe(true);
  await expectAccessible(page, 'the profile with notification e-mails');
});
