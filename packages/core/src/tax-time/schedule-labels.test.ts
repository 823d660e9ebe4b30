import { describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORIES } from '../expenses/categories.ts';
import { SCHEDULE_LABELS, scheduleLabelOf, scheduleTotals } from './schedule-labels.ts';

describe('business schedule labels of expense categories', () => {
  it.each([
    ['materials-stock', 'cost-of-sales'],
    ['contractors', 'contractors'],
    ['motor-vehicle', 'motor-vehicle'],
    ['rent', 'rent'],
    ['travel', 'all-other'],
    ['home-office', 'all-other'],
    ['phone-internet', 'all-other'],
    ['tools-equipment', 'all-other'],
    ['accounting-legal', 'all-other'],
    ['insurance', 'all-other'],
    ['advertising', 'all-other'],
    ['software-subscriptions', 'all-other'],
    ['bank-fees', 'all-other'],
    ['training', 'all-other'],
    ['other', 'all-other'],
    ['no-such-category', 'all-other'],
  ])('%s goes to %s', (category, label) => {
    expect(scheduleLabelOf(category)).toBe(label);
  });

  it('names a label for every category', () => {
    for (const category of EXPENSE_CATEGORIES) expect(SCHEDULE_LABELS).toContain(scheduleLabelOf(category));
  });

  it('sums to the cent per label, every label listed in order, none lost', () => {
    const rows = [
      { category: 'materials-stock', amount: 12_345 },
      { category: 'travel', amount: 101 },
      { category: 'bank-fees', amount: 99 },
      { category: 'rent', amount: 50_000 },
      { category: 'materials-stock', amount: 1 },
    ];
    const totals = scheduleTotals(rows);
    expect(totals).toEqual([
      { label: 'cost-of-sales', amount: 12_346 },
      { label: 'contractors', amount: 0 },
      { label: 'motor-vehicle', amount: 0 },
      { label: 'depreciation', amount: 0 },
      { label: 'rent', amount: 50_000 },
      { label: 'repairs-maintenance', amount: 0 },
      { label: 'all-other', amount: 200 },
    ]);
    expect(totals.reduce((sum, row) => sum + row.amount, 0)).toBe(
      rows.reduce((sum, row) => sum + row.amount, 0),
    );
  });
});
