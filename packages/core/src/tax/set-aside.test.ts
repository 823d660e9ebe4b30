import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { individualTax } from './individual-tax.ts';
import { projectedProfit, type SetAsideInput, setAside } from './set-aside.ts';

const base: SetAsideInput = {
  year: '2024-25',
  businessType: 'sole-trader',
  residency: 'resident',
  medicareLevy: true,
  profitSoFar: 18_000_00,
  daysElapsed: 73,
  daysInYear: 365,
  gstOwed: 0,
};

describe('set aside', () => {
  it('a sole trader one fifth into 2024-25 with $18,000 profit: nothing yet, $19,588 on the projected $90,000', () => {
    const result = setAside(base);
    expect(result.soFar).toEqual({ profit: 18_000_00, incomeTax: 0, medicareLevy: 0, total: 0 });
    // ATO worked example: $90,000 in 2024-25 → $17,788 tax + $1,800 Medicare levy.
    expect(result.projected).toEqual({
      profit: 90_000_00,
      incomeTax: 17_788_00,
      medicareLevy: 1_800_00,
      total: 19_588_00,
    });
  });

  it('adds the GST owed for the open period to what to keep now (a GST credit adds nothing)', () => {
    const withTax = { ...base, profitSoFar: 90_000_00, daysElapsed: 365 };
    expect(setAside({ ...withTax, gstOwed: 1_234_56 }).total).toBe(19_588_00 + 1_234_56);
    expect(setAside({ ...withTax, gstOwed: -500_00 }).total).toBe(19_588_00);
  });

  it('a partner is taxed on their share', () => {
    const result = setAside({
      ...base,
      businessType: 'partnership',
      profitSoFar: 180_000_00,
      daysElapsed: 365,
      sharePercent: 50,
    });
    expect(result.soFar.profit).toBe(90_000_00);
    expect(result.soFar.total).toBe(19_588_00);
  });

  it('a company at the 25% base rate or the 30% full rate, with no Medicare levy', () => {
    const company = { ...base, businessType: 'company' as const, profitSoFar: 100_000_00, daysElapsed: 365 };
    expect(setAside(company).soFar).toEqual({
      profit: 100_000_00,
      incomeTax: 25_000_00,
      medicareLevy: 0,
      total: 25_000_00,
    });
    expect(setAside({ ...company, companyRate: 'full' }).soFar.total).toBe(30_000_00);
  });

  it('a loss so far: no tax, and the projection is a loss', () => {
    const result = setAside({ ...base, profitSoFar: -5_000_00 });
    expect(result.soFar.total).toBe(0);
    expect(result.projected.total).toBe(0);
    expect(projectedProfit(-5_000_00, 73, 365)).toBe(-25_000_00);
  });

  it('matches the tax engine for a sole trader on any profit at the end of the year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_00 }), (profit) => {
        const expected = individualTax({
          year: '2024-25',
          taxableIncome: profit,
          residency: 'resident',
          medicareLevy: true,
        });
        expect(setAside({ ...base, profitSoFar: profit, daysElapsed: 365 }).soFar.total).toBe(
          expected.totalTax,
        );
      }),
    );
  });

  it('refuses a day count outside the year', () => {
    expect(() => projectedProfit(1_00, 0, 365)).toThrow(RangeError);
    expect(() => projectedProfit(1_00, 366, 365)).toThrow(RangeError);
  });
});
