import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { waitForMails } from '../fixtures/mail.ts';

// The help centre and the FAQ: searching the topics, the quick links, the ten questions and their links,
// and a support request that reaches the support address (SUPPORT_EMAIL, support@localhost here).

const SUPPORT_EMAIL = 'support@localhost';

async function openHelp(page: Page, label: string): Promise<string> {
  const email = await signUpAndSignIn(page, label);
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  return email;
}

test('the help search narrows the topics as you type and says when nothing matches; quick links land on their screens', async ({
  page,
}) => {
  await openHelp(page, 'help-search');
  const topics = page.getByTestId('help-topics').getByRole('button');
  await expect(topics).toHaveText([
    'How do I reset my password?',
    'How do I change my profile name?',
    'How do I add PayID or bank transfer to an invoice?',
    'How do I email an invoice to my client?',
  ]);
  await expect(page.getByText(SUPPORT_EMAIL)).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);

  const search = page.getByPlaceholder('Search for help topics...');
  // Case and accents do not matter, and the answers count as much as the questions.
  // (The two-factor guide's answer starts on the Profile page too.)
  await search.pressSequentially('PRÓFILE');
  await expect(topics).toHaveText([
    'How do I change my profile name?',
    'How do I turn on two-factor sign-in?',
  ]);
  await topics.first().click();
  await expect(page.getByText(/Open Profile from the menu under your name/)).toBeVisible();

  await search.fill('bank transfer');
  await expect(topics).toHaveText(['How do I add PayID or bank transfer to an invoice?']);

  // The guides to the features added since the FAQ's ten questions are found as well.
  const guides: Array<[string, string, RegExp]> = [
    ['BAS', 'How do I prepare my BAS?', /G1 total sales, 1A GST on sales, 1B GST on purchases/],
    ['receipt', 'How do I record an expense and keep its receipt?', /photo or PDF of the receipt/],
    ['two-factor', 'How do I turn on two-factor sign-in?', /ten recovery codes/],
    ['part payment', 'How do I record a part payment?', /Partly paid until the payments reach its total/],
    ['reconcile', 'How do I reconcile my bank lines?', /Accept all accepts every suggestion of 80% or more/],
  ];
  for (const [query, question, answer] of guides) {
    await search.fill(query);
    await expect(topics.filter({ hasText: question })).toHaveCount(1);
    await topics.filter({ hasText: question }).click();
    await expect(page.getByText(answer)).toBeVisible();
  }

  await search.fill('wombat');
  await expect(page.getByText('No help topics match “wombat”.')).toBeVisible();
  await expect(page.getByTestId('help-topics')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(topics).toHaveCount(4);

  const destinations: Array<[string, RegExp]> = [
    ['Frequently asked questions', /\/faq$/],
    ['Create an invoice', /\/invoice\/create$/],
    ['View your invoices', /\/invoice\/list$/],
    ['Manage your clients', /\/client\/list$/],
    ['Estimate your tax', /\/tax\/calculator$/],
  ];
  const quickLinks = page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  await expect(quickLinks).toHaveText(destinations.map(([name]) => name));
  for (const [name, url] of destinations) {
    await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/help$/);
  }
});

test('the FAQ lists ten questions whose answers link to the screens they talk about', async ({ page }) => {
  await openHelp(page, 'help-faq');
  await page
    .getByRole('navigation', { name: 'Quick Links' })
    .getByRole('link', { name: 'Frequently asked questions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const questions = page.getByTestId('faq-questions').getByRole('button');
  await expect(questions).toHaveCount(10);
  await expect(questions.first()).toHaveText('How do I create an invoice?');
  await expect(questions.last()).toHaveText('Is Sorted free to use?');

  const links: Array<[string, string, RegExp]> = [
    ['How do I create an invoice?', 'Create an invoice →', /\/invoice\/create$/],
    ['How do I send an invoice to a client?', 'Go to your invoices →', /\/invoice\/list$/],
    ['How do I manage my client information?', 'Go to your clients →', /\/client\/list$/],
    ['What should I do if a PDF download fails?', 'Get help →', /\/help$/],
    [
      'What does the Tax Calculator do, and what are its limits?',
      'Open the Tax Calculator →',
      /\/tax\/calculator$/,
    ],
  ];
  // A link is followed with Enter once its answer has opened: a pointer click can land while the answer
  // is still sliding open (on a busy machine the animation's frames come slowly) and miss the link.
  for (const [question, link, url] of links) {
    await page.getByRole('button', { name: question }).click();
    await page.getByRole('link', { name: link }).press('Enter');
    await expect(page).toHaveURL(url);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
  }
  await page.getByRole('button', { name: 'Is Sorted free to use?' }).click();
  await expect(page.getByText(/Grow\+, our premium plan .* is free for early users/)).toBeVisible();

  // Then the guides to the seventeen features added since, each linking to its screen.
  await expect(page.getByRole('heading', { level: 2, name: 'Guides to the features' })).toBeVisible();
  await expect(page.getByTestId('faq-guides').getByRole('button')).toHaveCount(17);
  await page.getByRole('button', { name: 'How do I send a quote and turn it into an invoice?' }).click();
  await page.getByRole('link', { name: 'Go to your quotes →' }).press('Enter');
  await expect(page).toHaveURL(/\/quotes$/);
  await page.goBack();
  await page.getByRole('button', { name: 'How do I snap a receipt instead of typing it?' }).click();
  await page.getByRole('link', { name: 'Go to your expenses →' }).press('Enter');
  await expect(page).toHaveURL(/\/expenses$/);
});

test('a support request is checked, sent with a success toast, and mailed to the support address', async ({
  page,
}) => {
  const email = await openHelp(page, 'help-support');
  const form = page.getByRole('form', { name: 'Send a support request' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Subject is required.')).toBeVisible();
  await expect(form.getByText('Message is required.')).toBeVisible();

  const subject = `Download trouble ${Date.now()}`;
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('The PDF of my last invoice does not download.');
  await form.getByLabel('Invoice number (optional)').fill('INV-0001');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByText('Support request submitted! Our team will get back to you soon.'),
  ).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');

  await expect
    .poll(
      async () =>
        (await waitForMails(SUPPORT_EMAIL)).find((mail) => mail.subject.includes(subject))?.text ?? '',
      {
        timeout: 20_000,
      },
    )
    .toContain(`Email: ${email}`);
  const mail = (await waitForMails(SUPPORT_EMAIL)).find((candidate) => candidate.subject.includes(subject));
  expect(mail?.text).toContain('Invoice: INV-0001');
  expect(mail?.text).toContain('The PDF of my last invoice does not download.');
});
