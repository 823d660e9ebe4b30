import { describe, expect, it } from 'vitest';
import { assetFromExpense, boughtAssetExpense, registeredOn } from './asset-from-expense.ts';

const $ = (dollars: number) => Math.round(dollars * 100);
const registered = { gstRegistered: true, gstRegisteredFrom: null };
const unregistered = { gstRegistered: false, gstRegisteredFrom: null };

describe("an asset's cost from the expense that bought it", () => {
  it.each([
    // a registered business claims the whole $200 GST of a $2,200 laptop used only for work
    ['registered, 100% business use', $(2_200), $(200), 100, registered, $(2_000)],
    // 60% business use: a $120 credit, so the private share's $80 of GST stays in the cost
    ['registered, 60% business use', $(2_200), $(200), 60, registered, $(2_080)],
    // no credit when not registered: the whole price is the cost
    ['not registered', $(2_200), $(200), 100, unregistered, $(2_200)],
    ['not registered, 60% business use', $(2_200), $(200), 60, unregistered, $(2_200)],
    // a supplier that charged no GST
    ['registered, no GST charged', $(1_500), 0, 100, registered, $(1_500)],
    // 33% of $99.99 GST = $32.9967 → $33.00 credit, rounded as the BAS rounds it
    ['registered, a credit rounded half up', $(1_099.89), $(99.99), 33, registered, $(1_066.89)],
  ])('%s', (_name, amount, gst, businessUsePercent, business, cost) => {
    const asset = assetFromExpense({ amount, gst, businessUsePercent, date: '2025-08-14' }, business);
    expect(asset).toEqual({ cost, businessUsePercent, firstUsed: '2025-08-14' });
  });

  it('gives no credit for a purchase made before the registration started', () => {
    const from = { gstRegistered: true, gstRegisteredFrom: '2025-10-01' };
    const before = assetFromExpense(
      { amount: $(2_200), gst: $(200), businessUsePercent: 100, date: '2025-09-30' },
      from,
    );
    const on = assetFromExpense(
      { amount: $(2_200), gst: $(200), businessUsePercent: 100, date: '2025-10-01' },
      from,
    );
    expect([before.cost, on.cost]).toEqual([$(2_200), $(2_000)]);
  });
});

describe('registered on a day', () => {
  it.each([
    [registered, '2020-01-01', true],
    [unregistered, '2025-01-01', false],
    [{ gstRegistered: true, gstRegisteredFrom: '2025-07-01' }, '2025-06-30', false],
    [{ gstRegistered: true, gstRegisteredFrom: '2025-07-01' }, '2025-07-01', true],
  ])('%o on %s → %s', (business, date, expected) => expect(registeredOn(business, date)).toBe(expected));
});

describe('what an expense that bought an asset took off the year’s profit', () => {
  const laptop = { amount: $(2_200), gst: $(200), businessUsePercent: 60, date: '2025-06-20' };
  it.each([
    // $2,000 without GST × 60%, as the running totals counted it
    ['accruals, dated in the year', 'accruals', '2025-06-20', '2024-07-01', '2025-06-30', $(1_200)],
    ['accruals, dated the year before', 'accruals', '2025-06-20', '2025-07-01', '2026-06-30', 0],
    // on the cash basis the day paid counts: paid in July, it is the next year's
    ['cash, paid the next year', 'cash', '2025-07-03', '2025-07-01', '2026-06-30', $(1_200)],
    ['cash, paid the next year, asked for its own', 'cash', '2025-07-03', '2024-07-01', '2025-06-30', 0],
    ['cash, not paid yet', 'cash', null, '2024-07-01', '2025-06-30', 0],
  ] as const)('%s', (_name, basis, paid, first, last, expected) =>
    expect(boughtAssetExpense({ ...laptop, paid }, basis, first, last)).toBe(expected),
  );
});
