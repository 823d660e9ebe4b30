import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExpenseCategory } from './categories.ts';
import { deductibleAmount, defaultExpenseGst, maxGstIn } from './expense-gst.ts';

describe('expense GST', () => {
  it.each([
    [110_00, 10_00],
    [1_000_00, 90_91],
    [82_50, 7_50],
    [5, 0],
    [6, 1],
  ])('$%i cents holds at most %i cents of GST', (amount, gst) => {
    expect(maxGstIn(amount)).toBe(gst);
  });

  it('defaults to 1/11 for a registered business’s taxable purchase, else 0', () => {
    expect(defaultExpenseGst(110_00, { gstRegistered: true, taxable: true })).toBe(10_00);
    expect(defaultExpenseGst(110_00, { gstRegistered: true, taxable: false })).toBe(0);
    expect(defaultExpenseGst(110_00, { gstRegistered: false, taxable: true })).toBe(0);
  });

  it('deducts the amount without GST × the business share', () => {
    expect(deductibleAmount({ amount: 110_00, gst: 10_00, businessUsePercent: 100 })).toBe(100_00);
    expect(deductibleAmount({ amount: 1_000_00, gst: 90_91, businessUsePercent: 60 })).toBe(545_45);
    // Not registered: no credit, so the whole price is the expense.
    expect(deductibleAmount({ amount: 110_00, gst: 0, businessUsePercent: 50 })).toBe(55_00);
  });

  it('never deducts more than was paid, nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 100 }),
        (amount, share) => {
          const deductible = deductibleAmount({ amount, gst: maxGstIn(amount), businessUsePercent: share });
          expect(deductible).toBeGreaterThanOrEqual(0);
          expect(deductible).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });

  it('knows its categories', () => {
    expect(isExpenseCategory('home-office')).toBe(true);
    expect(isExpenseCategory('toString')).toBe(false);
  });
});
