import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { isoDay } from '../fixtures/dates.ts';
import { seedBusiness, seedExpense } from '../fixtures/seed.ts';

// The web shell against the production server: route table, guards, 404, language, skin, sidebar,
// the small-screen drawer. A fresh browser context per test means a signed-out visitor.

const PROTECTED: Array<[path: string, name: string]> = [
  ['/invoice/create', 'add-invoice'],
  ['/invoice/list', 'invoices'],
  ['/invoice/overview/42', 'invoice'],
  ['/recurring', 'recurring'],
  ['/company/add', 'addCompany'],
  ['/company/list', 'companies'],
  ['/profile', 'profile'],
  ['/faq', 'faq'],
  ['/help', 'help'],
  ['/dashboard/overview', 'dashboard-overview'],
  ['/expenses', 'expenses'],
  ['/tax/calculator', 'tax-calculator'],
  ['/bas', 'bas'],
  ['/profit', 'profit'],
  ['/tax-time/home-office', 'tax-time-home-office'],
  ['/tax-time/car', 'tax-time-car'],
  ['/tax-time/assets', 'tax-time-assets'],
  ['/tax-time/estimate', 'tax-estimate'],
  ['/client/list', 'client-list'],
  ['/client/7', 'client'],
];

// Each guest screen in the sign-in layout; the verify gate and the Google callback move on at once when
// opened without the parameters of their link.
const GUEST: Array<[path: string, heading: string, landsOn: string]> = [
  ['/login', 'Sign in', '/login'],
  ['/register', 'Create your account', '/register'],
  ['/forgot-password', 'Forgot your password?', '/forgot-password'],
  ['/password-reset', 'Choose a new password', '/password-reset'],
  ['/email/verify', "That link didn't work", '/email/verify/error'],
  ['/email/verify/error', "That link didn't work", '/email/verify/error'],
  ['/confirm-registration', 'Check your email', '/confirm-registration'],
  ['/auth/google/callback', 'Sign in', '/login'],
];

/** Fails the test on any Content-Security-Policy violation (inline scripts, eval, foreign hosts). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test.describe('route table, signed out', () => {
  for (const [path, name] of PROTECTED) {
    test(`${name} (${path}) sends the visitor to sign in, remembering the path`, async ({ page }) => {
      await page.goto(`${path}?tab=2`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${path}?tab=2`);
      await expect(page).toHaveTitle('Sign in · Sorted');
    });
  }

  for (const [path, heading, landsOn] of GUEST) {
    test(`guest screen ${path} shows in the sign-in layout`, async ({ page }) => {
      const violations = watchCsp(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      await expect.poll(() => new URL(page.url()).pathname).toBe(landsOn);
      await expect(page).toHaveTitle(`${heading} · Sorted`);
      expect(violations).toEqual([]);
    });
  }

  test('/ ends on /login?redirect=%2Fdashboard%2Foverview', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Foverview$/);
  });

  test("/invoice/free is public and uses the main layout's top bar, with a sign-in button and no sidebar", async ({
    page,
  }) => {
    const violations = watchCsp(page);
    await page.goto('/invoice/free');
    await expect(page.getByRole('heading', { level: 1, name: 'Free invoice' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    // The signed-in user's menu is not a visitor's (issue 28).
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Finvoice%2Ffree',
    );
    await expect(page).toHaveURL(/\/invoice\/free$/);
    await expect(page).toHaveTitle('Free invoice · Sorted');
    expect(violations).toEqual([]);
  });

  test("the top bar's home link leads a visitor to sign-in", async ({ page }) => {
    await page.goto('/invoice/free');
    await page.getByRole('banner').getByRole('link', { name: 'Sorted home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Foverview$/);
  });
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Sorted');
  const home = page.getByRole('link', { name: 'Go to the home page' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  // Home is the dashboard, which asks a signed-out visitor to sign in first.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Foverview$/);
});

test('the language switch changes the visible text and survives a reload', async ({ page }) => {
  await page.goto('/invoice/free');
  await expect(page.getByRole('heading', { level: 1, name: 'Free invoice' })).toBeVisible();

  await page.getByRole('button', { name: 'Language: English' }).click();
  const options = page.getByRole('menuitemradio');
  await expect(options).toHaveText(['English', 'Español', 'Português']);
  await page.getByRole('menuitemradio', { name: 'Español' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Factura gratis' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Factura gratis' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
  await expect(page).toHaveTitle('Factura gratis · Sorted');

  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitemradio', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fatura grátis' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('the sign-in layout has the language menu too', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
});

test('the skin survives a reload', async ({ page }) => {
  await page.goto('/invoice/free');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  expect(await page.evaluate("window.localStorage.getItem('skin')")).toBe('dark');
});

test('the sidebar collapse survives a reload', async ({ page }) => {
  await signUpAndSignIn(page, 'shell-collapse');
  await page.goto('/dashboard/overview');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('My Business')).toBeVisible();
  const wide = (await menu.boundingBox())?.width ?? 0;

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(menu.getByText('My Business')).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(menu.getByText('My Business')).toBeHidden();
  // Icons only, each link still named for screen readers.
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(async () => (await menu.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(menu.getByText('My Business')).toBeVisible();
});

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is a drawer opened by the burger', async ({ page }) => {
    await signUpAndSignIn(page, 'shell-drawer');
    await page.goto('/dashboard/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Tax Calculator' })).toBeHidden();

    await burger.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Tax Calculator' })).toBeVisible();

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await burger.click();
    await drawer.getByRole('link', { name: 'Client' }).click();
    await expect(page).toHaveURL(/\/client\/list$/);
    await expect(drawer).toBeHidden();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    await page.goto('/invoice/free');
    await expect(page.getByRole('heading', { level: 1, name: 'Free invoice' })).toBeVisible();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('keyboard: the skip link comes first and the menus open from the keyboard', async ({ page }) => {
  await page.goto('/invoice/free');
  await expect(page.getByRole('heading', { level: 1, name: 'Free invoice' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.getByRole('button', { name: 'Language: English' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeHidden();
});

// The head of a page opened with a session names what its first drawing needs (the server reads the
// build's manifest). Forms and every language's validation messages are not that: a screen loads them when
// it opens a form or reports a refusal. Each is some 30 KB brotli that a phone would fetch before the
// screen's data could be drawn.
test("the five everyday screens' heads name no form or validation code", async ({ page }) => {
  await signUpAndSignIn(page, 'head-weight');
  for (const path of ['/dashboard/overview', '/invoice/list', '/expenses', '/bas', '/client/1']) {
    const head = (await (await page.request.get(path)).text()).split('</head>')[0] ?? '';
    expect(head, path).toContain('/assets/frame-');
    expect(head, path).not.toMatch(/\/assets\/(forms|rich-fields|messages)-/);
  }
});

// A session cookie the server no longer knows: the page is sent as a signed-in one (the server only sees
// that a cookie came), the first screen's data answers 401, and the visitor lands on sign-in, the page
// remembered, before the app has drawn anything else.
test('a session cookie the server no longer knows ends on sign-in, the page remembered', async ({ page }) => {
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'sorted_session', value: 'no-such-session', url }]);
  await page.goto('/expenses?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/expenses?page=2');
  await expect(page.getByRole('heading', { name: 'Expenses' })).toHaveCount(0);
});

// The server names a signed-in page's first API calls in its head and public/boot.js sends them as the
// head is read, before the app's code has arrived (apps/web/src/app/first-requests.ts). The app's own
// calls carry the CSRF header; boot.js's do not, which tells the two apart here.
test("a signed-in page's first calls leave as the page is read, each once, and later calls ask anew", async ({
  page,
}) => {
  await signUpAndSignIn(page, 'first-calls');
  const business = await seedBusiness(page);
  await seedExpense(page, business, {
    expense_date: isoDay(-3),
    supplier_name: 'Early Bird Supplies',
    category: 'tools-equipment',
    amount: '45.00',
  });
  const calls: Array<{ path: string; fromApp: boolean }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/v1/')) return;
    calls.push({ path: url.pathname.slice(7) + url.search, fromApp: 'x-xsrf-token' in request.headers() });
  });

  await page.goto('/expenses');
  await expect(page.getByText('Early Bird Supplies').first()).toBeVisible();
  const list = '/expenses?sort=-expense_date&page%5Bnumber%5D=1&page%5Bsize%5D=20';
  for (const path of ['/me?include=roles', '/companies?page[size]=100&sort=name', '/settings', list]) {
    expect(
      calls.filter((call) => call.path === path),
      path,
    ).toEqual([{ path, fromApp: false }]);
  }
  // Nothing asked twice: the frame's and the screen's businesses were one call.
  expect(new Set(calls.map((call) => call.path)).size).toBe(calls.length);
  // Once the screen has asked for its data, the early answers are gone: a later call is a new one.
  expect(await page.evaluate(() => 'sortedFirstRequests' in window)).toBe(false);
  calls.length = 0;
  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  await expect(page).toHaveURL(/\/invoice\/list$/);
  await expect.poll(() => calls.find((call) => call.path.startsWith('/invoices?'))?.fromApp).toBe(true);
});
