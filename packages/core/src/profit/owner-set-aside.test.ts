import { describe, expect, it } from 'vitest';
import {
  type BusinessTaxProfile,
  type OwnerSetAsideInput,
  ownerSetAside,
  partnerShare,
} from './owner-set-aside.ts';

const business = (overrides: Partial<BusinessTaxProfile>): BusinessTaxProfile => ({
  companyId: 1,
  businessType: 'sole-trader',
  sharePercent: null,
  companyRate: 'base',
  profitSoFar: 0,
  gstOwed: 0,
  ...overrides,
});

// 2024-25, a full year gone: the ATO's worked example, $90,000 → $17,788 tax + $1,800 Medicare levy.
const input = (businesses: BusinessTaxProfile[]): OwnerSetAsideInput => ({
  year: '2024-25',
  residency: 'resident',
  medicareLevy: true,
  daysElapsed: 365,
  daysInYear: 365,
  businesses,
});

describe('what an owner of several businesses sets aside', () => {
  it('taxes two sole-trader businesses as one person’s income (one tax-free threshold)', () => {
    const result = ownerSetAside(
      input([
        business({ companyId: 1, profitSoFar: 50_000_00 }),
        business({ companyId: 2, profitSoFar: 40_000_00 }),
      ]),
    );
    expect(result.individual?.soFar).toEqual({
      profit: 90_000_00,
      incomeTax: 17_788_00,
      medicareLevy: 1_800_00,
      total: 19_588_00,
    });
    expect(result.companies).toEqual([]);
    expect(result.total).toBe(19_588_00);
  });

  it('adds a partner’s share, and a sole trader’s loss offsets it', () => {
    const result = ownerSetAside(
      input([
        business({ companyId: 1, businessType: 'partnership', sharePercent: 50, profitSoFar: 190_000_00 }),
        business({ companyId: 2, profitSoFar: -5_000_00 }),
      ]),
    );
    expect(result.individual?.soFar.profit).toBe(90_000_00);
    expect(result.individual?.soFar.total).toBe(19_588_00);
  });

  it('taxes a company apart at 25% or 30%, with no Medicare levy, and adds each business’s GST owed', () => {
    const result = ownerSetAside(
      input([
        business({ companyId: 3, businessType: 'company', profitSoFar: 100_000_00, gstOwed: 1_000_00 }),
        business({
          companyId: 4,
          businessType: 'company',
          companyRate: 'full',
          profitSoFar: 10_000_00,
          gstOwed: -300_00,
        }),
      ]),
    );
    expect(result.individual).toBeNull();
    expect(
      result.companies.map((company) => [company.companyId, company.soFar.total, company.soFar.medicareLevy]),
    ).toEqual([
      [3, 25_000_00, 0],
      [4, 3_000_00, 0],
    ]);
    // A GST credit of one business does not lower what another owes.
    expect(result.gstOwed).toBe(1_000_00);
    expect(result.total).toBe(25_000_00 + 3_000_00 + 1_000_00);
  });

  it('projects the profit so far over the year in a straight line', () => {
    const result = ownerSetAside({ ...input([business({ profitSoFar: 18_000_00 })]), daysElapsed: 73 });
    expect(result.individual?.soFar.total).toBe(0);
    expect(result.individual?.projected.profit).toBe(90_000_00);
    expect(result.projectedTax).toBe(19_588_00);
  });

  it('rounds a partner’s share to the cent, a loss as a loss', () => {
    expect(partnerShare(100_01, 50)).toBe(50_01);
    expect(partnerShare(-100_01, 50)).toBe(-50_01);
    expect(partnerShare(333_33, 33)).toBe(110_00);
  });
});
