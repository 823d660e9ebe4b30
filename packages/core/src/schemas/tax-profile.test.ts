import { describe, expect, it } from 'vitest';
import { exportPeriodSchema, taxProfileSchema } from './tax-profile.ts';

const issues = (input: unknown) =>
  taxProfileSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('tax profile', () => {
  it('takes a whole profile, and a change of one field', () => {
    expect(
      taxProfileSchema.parse({
        residency: 'resident',
        medicare_levy: true,
        businesses: [{ id: '7', business_type: 'partnership', partnership_share_percent: 40 }],
      }),
    ).toEqual({
      residency: 'resident',
      medicare_levy: true,
      businesses: [
        { id: 7, business_type: 'partnership', partnership_share_percent: 40, company_tax_rate: 'base' },
      ],
    });
    expect(taxProfileSchema.parse({ medicare_levy: false })).toEqual({ medicare_levy: false });
  });

  it('names each refused field', () => {
    expect(issues({ residency: 'martian', medicare_levy: 'yes' })).toEqual([
      ['residency', 'residency_invalid'],
      ['medicare_levy', 'medicare_levy_invalid'],
    ]);
    expect(
      issues({
        businesses: [
          { id: '1', business_type: 'partnership' },
          { id: 'x', business_type: 'trust', company_tax_rate: 'low' },
          { id: '2', business_type: 'sole-trader', partnership_share_percent: 101 },
        ],
      }),
    ).toEqual([
      ['businesses.0.partnership_share_percent', 'partnership_share_invalid'],
      ['businesses.1.id', 'tax_profile_business_invalid'],
      ['businesses.1.business_type', 'business_type_invalid'],
      ['businesses.1.company_tax_rate', 'company_tax_rate_invalid'],
      ['businesses.2.partnership_share_percent', 'partnership_share_invalid'],
    ]);
  });
});

describe('export period', () => {
  it('takes two dates in order, and refuses others', () => {
    expect(exportPeriodSchema.parse({ from: '2026-07-01', to: '2026-07-01' })).toEqual({
      from: '2026-07-01',
      to: '2026-07-01',
    });
    expect(
      exportPeriodSchema.safeParse({ from: '2026-07-02', to: '2026-07-01' }).error?.issues[0]?.path,
    ).toEqual(['to']);
    expect(exportPeriodSchema.safeParse({ from: '2026-02-30', to: '2026-07-01' }).success).toBe(false);
  });
});
