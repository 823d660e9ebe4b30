import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../fixtures/accounts.ts';
import { apiPost as post } from '../fixtures/api.ts';
import { expectAccessible } from '../fixtures/axe.ts';
import { ofBusiness, seedBusiness, seedExpense, seedVehicle } from '../fixtures/seed.ts';

// Car expenses (issue 31): a sole trader adds a ute that carries more than a tonne, is told it is not a
// car and claims its actual costs × business use; then adds a car on cents per km, whose 6,200 business
// km are capped at 5,000 × 88c = $4,400.00. With two vehicles, the motor-vehicle expense is claimed
// for neither until it is assigned to the ute on the expenses screen (each vehicle takes its own).

/** A motor-vehicle expense of the business, paid on 1 September 2025. */
const fuelBill = (page: Page, company: { id: string }, amount: string) =>
  seedExpense(page, company, {
    expense_date: '2025-09-01',
    supplier_name: 'Ampol',
    category: 'motor-vehicle',
    amount,
  });

test('a sole trader claims a ute by actual costs and a car by cents per km, capped at 5,000 km', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'car');
  const company = await seedBusiness(page, { name: 'Harbour Sparkies' });
  await fuelBill(page, company, '1,100.00');

  await page.goto('/tax-time/car?year=2025-26');
  await expect(page.getByRole('heading', { level: 1, name: 'Car expenses' })).toBeVisible();
  await expect(page.getByTestId('car-empty')).toBeVisible();

  // The ute: its payload is asked, and it is told it is not a car.
  await page.getByTestId('car-empty').getByRole('button', { name: 'Add vehicle' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add vehicle' });
  await drawer.getByLabel('Name').fill('Ranger ute');
  await drawer.getByLabel('Payload').fill('1100');
  await drawer.getByLabel('Passengers').fill('4');
  await expect(drawer.getByTestId('vehicle-car-test')).toContainText('Not a car');
  await expectAccessible(page, 'the vehicle form');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();

  const ute = page.getByTestId(/^vehicle-/).filter({ hasText: 'Ranger ute' });
  await expect(ute).toContainText('Not a car');
  await expect(ute).toContainText('Claim its actual costs');
  await ute.getByRole('button', { name: 'Set 2025-26' }).click();
  const uteYear = page.getByRole('dialog', { name: 'Ranger ute in 2025-26' });
  await expect(uteYear).toContainText('cents per km and the logbook method do not apply');
  await uteYear.getByLabel('Business use').fill('80');
  await uteYear.getByRole('button', { name: 'Save' }).click();
  await expect(uteYear).toBeHidden();
  await expect(ute.getByTestId('car-claim')).toHaveText('$880.00');
  await expect(ute.getByTestId('car-working')).toHaveText(
    '$1,100.00 of motor vehicle expenses × 80% business use = $880.00',
  );

  // The car: cents per km, 6,200 business km, of which 5,000 count.
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const carDrawer = page.getByRole('dialog', { name: 'Add vehicle' });
  await carDrawer.getByLabel('Name').fill('Corolla');
  await carDrawer.getByLabel('Payload').fill('450');
  await carDrawer.getByLabel('Passengers').fill('4');
  await expect(carDrawer.getByTestId('vehicle-car-test')).toContainText('Car');
  await carDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(carDrawer).toBeHidden();

  const car = page.getByTestId(/^vehicle-/).filter({ hasText: 'Corolla' });
  await car.getByRole('button', { name: 'Set 2025-26' }).click();
  const carYear = page.getByRole('dialog', { name: 'Corolla in 2025-26' });
  await carYear.getByLabel('Business km in the year').fill('6,200');
  await carYear.getByRole('button', { name: 'Save' }).click();
  await expect(carYear).toBeHidden();
  await expect(car.getByTestId('car-claim')).toHaveText('$4,400.00');
  await expect(car.getByTestId('car-working')).toHaveText('5,000 km × 88c = $4,400.00');
  await expect(car.getByTestId('car-capped')).toContainText('Capped at 5,000 km');

  // Two vehicles now: the Ampol expense names neither, so neither claims it, and the screen says so.
  await expect(ute.getByTestId('car-claim')).toHaveText('$0.00');
  const unassigned = page.getByTestId('car-unassigned');
  await expect(unassigned).toContainText('1 motor-vehicle expense of $1,100.00 is not assigned to a vehicle');
  await expect(page.getByTestId('car-total')).toHaveText('$4,400.00');
  await expectAccessible(page, 'car expenses with an unassigned expense');

  // Assigned to the ute on the expenses screen (the link shows the business's motor-vehicle expenses of
  // the year), it is the ute's again.
  await unassigned.getByRole('link', { name: 'Assign them on the expenses screen' }).click();
  await expect(page).toHaveURL(/\/expenses\?.*category=motor-vehicle/);
  const row = page.getByTestId('expense-row').filter({ hasText: 'Ampol' });
  await row.getByRole('button', { name: 'Ampol', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit expense' });
  await edit.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: 'Ranger ute', exact: true }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByTestId('expense-vehicle')).toHaveText('Ranger ute');

  await page.goto('/tax-time/car?year=2025-26');
  await expect(ute.getByTestId('car-claim')).toHaveText('$880.00');
  await expect(car.getByTestId('car-claim')).toHaveText('$4,400.00');
  await expect(page.getByTestId('car-unassigned')).toHaveCount(0);
  await expect(page.getByTestId('car-total')).toHaveText('$5,280.00');
  await expect(page.getByTestId('car-depreciated-too')).toHaveCount(0);
  await expectAccessible(page, 'car expenses');
});

// The logbook entered trip by trip: the period (1 July to 30 September, 4,000 km on the odometer) and its
// business journeys; a journey over another is refused under its field, one is deleted after a
// confirmation, and the 2,500 business km of 4,000 give 62.5% of $2,000.00 = $1,250.00.
test('a car on a logbook entered trip by trip claims its journeys’ business use', async ({ page }) => {
  // A dozen saves, each refetching the logbook and the claims, and an accessibility scan of the drawer.
  test.slow();
  await signUpAndSignIn(page, 'car-trips');
  const company = await seedBusiness(page, { name: 'Bayside Plumbing' });
  await fuelBill(page, company, '2,000.00');
  await seedVehicle(page, company);

  await page.goto('/tax-time/car?year=2025-26');
  const car = page.getByTestId(/^vehicle-/).filter({ hasText: 'Corolla' });
  await car.getByRole('button', { name: 'Set 2025-26' }).click();
  const drawer = page.getByRole('dialog', { name: 'Corolla in 2025-26' });
  await drawer.getByText('Logbook', { exact: true }).click();
  await drawer.getByText('Trip by trip', { exact: true }).click();

  const period = drawer.getByRole('form', { name: 'Logbook period' });
  for (const [label, value] of [
    ['First day', '01/07/2025'],
    ['Last day', '30/09/2025'],
  ] as const) {
    const field = period.getByLabel(label);
    await field.fill(value);
    await field.press('Tab');
    await expect(field).toHaveValue(value);
  }
  await period.getByLabel('Odometer at the start').fill('10000');
  await period.getByLabel('Odometer at the end').fill('14000');
  await period.getByRole('button', { name: 'Save period' }).click();
  await expect(drawer.getByTestId('logbook-no-journeys')).toBeVisible();
  await expect(drawer.getByTestId('logbook-totals')).toContainText('0 business km of 4,000 km');

  const addJourney = async (date: string, from: string | null, to: string, purpose: string) => {
    await drawer.getByRole('button', { name: 'Add journey' }).click();
    const form = drawer.getByRole('form', { name: 'Add journey' });
    const day = form.getByLabel('Date');
    await day.fill(date);
    await day.press('Tab');
    if (from !== null) await form.getByLabel('Odometer at the start').fill(from);
    await form.getByLabel('Odometer at the end').fill(to);
    await form.getByLabel('Purpose').fill(purpose);
    await form.getByRole('button', { name: 'Add journey' }).click();
    return form;
  };
  // The first journey starts where the period does.
  await expect(await addJourney('14/07/2025', null, '11000', 'Quote at a client’s site')).toBeHidden();
  await expect(await addJourney('01/08/2025', '12000', '13500', 'Supplies from Reece')).toBeHidden();
  const overlapping = await addJourney('02/08/2025', '13000', '13600', 'Job in Frankston');
  await expect(overlapping.getByText('These odometer readings overlap another journey’s.')).toBeVisible();
  await overlapping.getByLabel('Odometer at the start').fill('13500');
  await overlapping.getByRole('button', { name: 'Add journey' }).click();
  await expect(overlapping).toBeHidden();
  await expect(drawer.getByTestId('logbook-journey')).toHaveCount(3);
  await expect(drawer.getByTestId('logbook-totals')).toContainText('2,600 business km of 4,000 km');
  await expectAccessible(page, 'the logbook kept trip by trip');

  await drawer.getByRole('button', { name: 'Delete the journey of 02/08/2025' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please Confirm' });
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect(drawer.getByTestId('logbook-journey')).toHaveCount(2);
  await expect(drawer.getByTestId('logbook-totals')).toHaveText(
    '2,500 business km of 4,000 km in the period: 62.5% business use.',
  );

  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(car.getByTestId('car-claim')).toHaveText('$1,250.00');
  await expect(car.getByTestId('car-working')).toHaveText(
    '$2,000.00 of motor vehicle expenses × 62.5% business use = $1,250.00',
  );
  await expect(car).toContainText('Logbook good for 2025-26 to 2029-30.');
});

// Cents per km covers the car's decline in value (s 28-25): a car of the business in the asset register
// beside it may be the same car, depreciated twice, and the screen says so.
test('a car on cents per km beside a car in the asset register is warned of', async ({ page }) => {
  await signUpAndSignIn(page, 'car-asset');
  const company = await seedBusiness(page, { name: 'Harbour Sparkies' });
  await seedVehicle(page, company);
  await post(page, '/assets', {
    type: 'assets',
    attributes: {
      name: 'Corolla (bought 2024)',
      cost: '32000.00',
      first_used: '2024-03-01',
      business_use_percent: 100,
      effective_life_years: '8',
      method: 'diminishing',
      is_car: true,
    },
    relationships: ofBusiness(company),
  });

  await page.goto('/tax-time/car?year=2025-26');
  const car = page.getByTestId(/^vehicle-/).filter({ hasText: 'Corolla' });
  await car.getByRole('button', { name: 'Set 2025-26' }).click();
  const carYear = page.getByRole('dialog', { name: 'Corolla in 2025-26' });
  await carYear.getByLabel('Business km in the year').fill('1,000');
  await carYear.getByRole('button', { name: 'Save' }).click();
  await expect(carYear).toBeHidden();
  await expect(car.getByTestId('car-claim')).toHaveText('$880.00');
  const twice = page.getByTestId('car-depreciated-too');
  await expect(twice).toContainText('If Corolla (bought 2024) in the asset register is this car');
  await expectAccessible(page, 'car expenses with a car depreciated too');
});
