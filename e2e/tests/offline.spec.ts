import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { isoDay } from '../fixtures/dates.ts';
import { seedBusiness, seedClient, seedInvoice } from '../fixtures/seed.ts';

// Offline: what could not be fetched or saved says the connection is down, rather than that something
// went wrong on the server; back online, Try again brings the screen.

// With the service worker, as a person has it: what it kept must not hide that the connection is down.
test.use({ serviceWorkers: 'allow' });

const OFFLINE = "You're offline: the connection is down. Check it, then try again.";

async function seedUnpaidInvoice(page: Page): Promise<void> {
  const business = await seedBusiness(page, { name: 'Sorted Plumbing' });
  const client = await seedClient(page, { name: 'Bondi Bakery' });
  await seedInvoice(page, {
    business,
    client,
    attributes: {
      name: 'INV-0001',
      invoice_date: isoDay(-3),
      due_date: isoDay(11),
      items: [{ name: 'Labour', quantity: 1, price: '120.00' }],
    },
  });
}

test('offline, a screen says the connection is down, and Try again works once it is back', async ({
  page,
  context,
}) => {
  await signUpAndSignIn(page, 'offline-screen');
  await page.goto('/client/list');
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await expect(search).toBeVisible();
  await context.setOffline(true);
  await search.fill('bondi');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load customers' });
  await expect(alert).toContainText(OFFLINE);
  await expect(alert).not.toContainText('Something went wrong');
  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load customers' })).toHaveCount(0);
});

test('offline, a change that could not be saved says the connection is down', async ({ page, context }) => {
  await signUpAndSignIn(page, 'offline-toast');
  await seedUnpaidInvoice(page);
  await page.goto('/dashboard/overview');
  await page.getByRole('button', { name: 'Mark invoice #INV-0001 as paid' }).click();
  await context.setOffline(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  // The toast. The dashboard's refetch after the failed change may fail too and say so above the
  // figures it kept ("Failed to load the dashboard", also offline): that alert is not the one here.
  const toast = page.getByRole('alert').filter({ hasText: OFFLINE }).filter({ hasNotText: 'Failed to load' });
  await expect(toast).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  // Nothing was saved: the invoice is still outstanding.
  await expect(page.getByTestId('outstanding-row')).toHaveCount(1);
});
