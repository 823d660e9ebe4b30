import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';
import { isoDay } from '../fixtures/dates.ts';

// A phone (390 px) and a laptop: toasts keep clear of the top bar's controls and of a drawer's close
// button.

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

async function seedInvoices(page: Page): Promise<void> {
  const company = await post(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Sorted Plumbing', abn: '51 824 753 556', gst_registered: false },
  });
  const client = await post(page, '/customers', { type: 'customers', attributes: { name: 'Bondi Bakery' } });
  for (const [name, price] of [
    ['INV-0001', '2740.00'],
    ['INV-0002', '617.25'],
  ] as const) {
    await post(page, '/invoices', {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: isoDay(-3),
        due_date: isoDay(11),
        items: [{ name: 'Labour', quantity: 1, price }],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.id } },
        customer: { data: { type: 'customers', id: client.id } },
      },
    });
  }
}

for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const) {
  test(`on ${device}, a toast covers neither the top bar's controls nor a drawer's close button`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signUpAndSignIn(page, `toast-${viewport.width}`);
    await seedInvoices(page);
    await page.goto('/dashboard/overview');
    await page.getByRole('button', { name: 'Mark invoice #INV-0001 as paid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Invoice #INV-0001 marked as paid.' });
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    await page.screenshot({ path: testInfo.outputPath('toast.png') });
    const controls = page.getByRole('banner').getByRole('button');
    const count = await controls.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      if (!(await control.isVisible())) continue;
      expect(intersects(toastBox, await box(control)), (await control.getAttribute('aria-label')) ?? '').toBe(
        false,
      );
    }
    expect(toastBox.y).toBeGreaterThanOrEqual((await box(page.getByRole('banner'))).height);

    // A drawer (Add Client) open: its close button stays clear of where the toasts are stacked.
    // Within the app (the toasts' stack stays mounted): the menu, a drawer of its own on a phone.
    if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Client', exact: true })
      .click();
    await expect(page).toHaveURL(/\/client\/list$/);
    await page.getByRole('button', { name: 'Add Client' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add Client' });
    await expect(drawer).toBeVisible();
    const close = await box(drawer.getByRole('button', { name: 'Close' }));
    // The toasts' stack (empty now, so measured by its top edge) starts below the close button.
    const stackTop = await page
      .locator('[data-position="top-right"]')
      .first()
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(stackTop).toBeGreaterThan(close.y + close.height);
  });
}
