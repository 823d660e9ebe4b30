import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { seedClient } from '../fixtures/seed.ts';

// Sorted in the pocket: an installable app whose service worker keeps the app shell and the last data
// seen, so that it opens offline.

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Waits until the service worker is active and answers this page's requests. */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

test('the app can be installed: a manifest with its icons, and a service worker', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const link = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(link).toBe('/manifest.webmanifest');
  const answer = await request.get(link ?? '');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Sorted',
    short_name: 'Sorted',
    start_url: '/dashboard/overview',
    display: 'standalone',
    theme_color: '#4263eb',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);
});

test('offline, the app opens to the last data seen, and signing out leaves none of it', async ({
  page,
  context,
}) => {
  await signUpAndSignIn(page, 'pwa-offline');
  await seedClient(page, { name: 'Bondi Bakery' });
  await controlledByServiceWorker(page);
  // Seen once while the service worker answers: the client list and what the frame asks for.
  await page.goto('/client/list');
  await expect(page.getByText('Bondi Bakery')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('Bondi Bakery')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu of Robin Citizen' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.has('sorted-api'))).toBe(false);
  // Still offline, the app itself opens (the shell is kept), but nobody's data does.
  await page.goto('/client/list');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Bondi Bakery')).toHaveCount(0);
});

/** A real JPEG, drawn by the browser: the server judges a receipt by its bytes. */
async function receiptPhoto(page: Page): Promise<Buffer> {
  const url = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 120, 200);
    context.fillStyle = '#000000';
    context.fillText('BUNNINGS  $42.00', 10, 40);
    return canvas.toDataURL('image/jpeg');
  });
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

test('a receipt snapped offline waits, counted in the top bar, and uploads when the connection is back', async ({
  page,
  context,
}) => {
  await signUpAndSignIn(page, 'pwa-snap');
  await controlledByServiceWorker(page);
  const photo = await receiptPhoto(page);

  await context.setOffline(true);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Snap receipt' }).click();
  await (await chooser).setFiles({ name: 'bunnings.jpg', mimeType: 'image/jpeg', buffer: photo });
  const badge = page.getByRole('status', { name: '1 receipt waiting to upload' });
  await expect(badge).toBeVisible();
  await expect(
    page.getByText('Kept on this device: the receipt uploads when the connection is back.'),
  ).toBeVisible();

  const upload = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/receipt-captures') && response.request().method() === 'POST',
  );
  await context.setOffline(false);
  expect((await upload).status()).toBe(201);
  await expect(badge).toHaveCount(0);
  await expect(page.getByText('The receipt that was waiting is uploaded.')).toBeVisible();
});
