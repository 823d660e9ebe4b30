import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';

// Working from home (issue 31): a sole trader keeps a diary of the hours worked at home in 2025-26 and
// sees the year's claim at the fixed rate. A week's pattern fills the year's weekdays without touching
// the day recorded first; that day is then edited. 800 hours at 70c an hour (a rate from a secondary
// source) is $560.00.

async function typeDate(field: Locator, display: string): Promise<void> {
  await field.fill(display);
  await field.press('Tab');
  await expect(field).toHaveValue(display);
}

async function recordDay(page: Page, hours: string): Promise<void> {
  const panel = page.getByRole('dialog');
  await panel.getByRole('textbox', { name: 'Hours' }).fill(hours);
  await panel.getByRole('textbox', { name: 'Minutes' }).fill('0');
  await panel.getByRole('button', { name: 'Save day' }).click();
  await expect(panel).toBeHidden();
}

test('a sole trader records 800 hours at home in 2025-26 and sees a $560.00 claim', async ({ page }) => {
  await signUpAndSignIn(page, 'home-office');
  await apiPost(page, '/companies', {
    type: 'companies',
    attributes: { name: 'Harbour Gardens', abn: '51 824 753 556', gst_registered: false },
  });
  await page.goto('/dashboard/overview');
  // Tax time opens on the year's estimate; working from home is one of its tabs.
  await page.getByRole('link', { name: 'Tax time' }).click();
  await expect(page).toHaveURL(/\/tax-time\/estimate$/);
  await page.getByRole('tab', { name: 'Working from home' }).click();
  await expect(page).toHaveURL(/\/tax-time\/home-office$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Working from home' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Financial year' }).click();
  await page.getByRole('option', { name: '2025-26' }).click();
  await expect(page).toHaveURL(/\?year=2025-26$/);
  await expect(page.getByTestId('home-office-empty')).toBeVisible();

  // The first day: two hours.
  await page.getByRole('button', { name: 'Record a day' }).click();
  await typeDate(page.getByRole('dialog').getByRole('textbox', { name: 'Date' }), '01/07/2025');
  await recordDay(page, '2');
  await expect(page.getByTestId('home-office-day-2025-07-01')).toContainText('2:00');

  // Four hours every weekday from 1 July 2025 to Monday 6 April 2026: 200 weekdays, the first kept.
  await page.getByRole('button', { name: 'Fill a week’s pattern' }).click();
  const pattern = page.getByRole('dialog');
  await typeDate(pattern.getByRole('textbox', { name: 'First day' }), '01/07/2025');
  await typeDate(pattern.getByRole('textbox', { name: 'Last day' }), '06/04/2026');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await pattern.getByRole('textbox', { name: day }).fill('4');
  }
  await pattern.getByRole('button', { name: 'Fill the diary' }).click();
  await expect(page.getByText('199 days added to the diary.')).toBeVisible();
  await expect(pattern).toBeHidden();
  await expect(page.getByTestId('home-office-day-2025-07-01')).toContainText('2:00');
  await expect(page.getByTestId('home-office-month-2025-07')).toContainText('90:00 h over 23 days');
  await expect(page.getByTestId('home-office-hours')).toHaveText('798:00');

  // The first day was four hours after all.
  await page.getByRole('button', { name: 'Change 01/07/2025' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Date' })).toHaveValue('01/07/2025');
  await recordDay(page, '4');
  await expect(page.getByTestId('home-office-day-2025-07-01')).toContainText('4:00');

  await expect(page.getByTestId('home-office-hours')).toHaveText('800:00');
  await expect(page.getByTestId('home-office-rate')).toHaveText('$0.70 an hour');
  await expect(page.getByTestId('home-office-basis')).toHaveText('Secondary source');
  await expect(page.getByTestId('home-office-claim')).toHaveText('$560.00');
  await expect(page.getByText(/energy, phone and internet/).first()).toBeVisible();
  await expect(page.getByText(/main residence exemption from capital gains tax/)).toBeVisible();
  await expectAccessible(page, 'working from home');

  // A day deleted after a confirmation leaves the claim.
  await page.getByRole('button', { name: 'Delete 06/04/2026' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete day' }).click();
  await expect(page.getByTestId('home-office-day-2026-04-06')).toHaveCount(0);
  await expect(page.getByTestId('home-office-claim')).toHaveText('$557.20');

  // On a phone the screen stacks: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('home-office-claim')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
