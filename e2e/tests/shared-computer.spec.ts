import { type Browser, expect, type Page, test } from '@playwright/test';
import { PASSWORD, signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';

// Two people on one browser: what the first saw stays in the app's memory (the query cache) unless it
// is forgotten when they leave. The second signs in on the same page, without a reload that would wipe
// the memory anyway, and opens the screen the first had open: nothing of the first may show, not even
// for one frame before the second's own data arrives. A MutationObserver records every text put into
// the page, and its callbacks run before the browser paints what changed.

const FIRST = { name: 'Avery Alpha', client: 'Alpha Secret Plumbing' };
const SECOND = { name: 'Blair Bravo', client: 'Bravo Bakery' };

// Each test makes two accounts (sign-up, mailed link, sign-in) before its subject begins.
test.slow();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

/** A verified account with one client, made in a browser of its own; returns its e-mail address. */
async function accountWithClient(browser: Browser, label: string, person: typeof SECOND): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await signUpAndSignIn(page, label, person.name);
  await apiPost(page, '/customers', { type: 'customers', attributes: { name: person.client } });
  await context.close();
  return email;
}

/** The first person, signed in on `page`, with their client list open. */
async function firstPersonOnTheirClients(page: Page): Promise<void> {
  await signUpAndSignIn(page, 'shared-first', FIRST.name);
  await apiPost(page, '/customers', { type: 'customers', attributes: { name: FIRST.client } });
  await menuLink(page, 'Client').click();
  await expect(heading(page, 'Clients')).toBeVisible();
  await expect(page.getByText(FIRST.client)).toBeVisible();
}

/** From now on, records which of `texts` the page ever shows. */
async function watchFor(page: Page, texts: string[]): Promise<void> {
  await page.evaluate((watched) => {
    const seen: string[] = [];
    Object.assign(window, { seenTexts: seen });
    const look = () => {
      const shown = document.body.textContent ?? '';
      for (const text of watched) if (shown.includes(text) && !seen.includes(text)) seen.push(text);
    };
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    look();
  }, texts);
}

/** What the page has shown of the watched texts (undefined had the page been reloaded meanwhile). */
const seenTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenTexts?: string[] }).seenTexts);

/** The second person signs in on the sign-in page already open, then opens their clients. */
async function secondPersonOpensTheirClients(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account menu of ${SECOND.name}` })).toBeVisible();
  // The first person's last page is theirs: the second starts at the dashboard.
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await menuLink(page, 'Client').click();
  await expect(page.getByText(FIRST.client)).toHaveCount(0);
  await expect(page.getByText(SECOND.client)).toBeVisible();
  await expect(page.getByText(FIRST.client)).toHaveCount(0);
}

test('after a sign-out, the next person never sees the last one’s data', async ({ page, browser }) => {
  const [second] = await Promise.all([
    accountWithClient(browser, 'shared-second', SECOND),
    firstPersonOnTheirClients(page),
  ]);

  await page.getByRole('button', { name: `Account menu of ${FIRST.name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(heading(page, 'Sign in')).toBeVisible();
  await watchFor(page, [FIRST.client, FIRST.name]);

  await secondPersonOpensTheirClients(page, second);
  expect(await seenTexts(page)).toEqual([]);
});

test('a session that expires mid-way (401) leaves none of its data to the next person', async ({
  page,
  browser,
}) => {
  const [second] = await Promise.all([
    accountWithClient(browser, 'shared-expired', SECOND),
    firstPersonOnTheirClients(page),
  ]);

  // The session ends on the server's side; the app learns it from the next answer, a 401.
  await page.context().clearCookies({ name: 'sorted_session' });
  await menuLink(page, 'Expenses').click();
  await expect(heading(page, 'Sign in')).toBeVisible();
  await expect(page.getByText(FIRST.client)).toHaveCount(0);
  await watchFor(page, [FIRST.client, FIRST.name]);

  await secondPersonOpensTheirClients(page, second);
  expect(await seenTexts(page)).toEqual([]);
});
