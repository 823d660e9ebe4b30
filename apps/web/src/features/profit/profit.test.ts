import { taxProfileSchema } from '@sorted/core/schemas/tax-profile';
import { describe, expect, it } from 'vitest';
import { attributesOf, formValuesOf } from './profit.ts';

const profile = {
  residency: 'resident' as const,
  medicare_levy: true,
  businesses: [
    {
      id: '7',
      name: 'Harbour Gardens',
      business_type: 'sole-trader' as const,
      partnership_share_percent: null,
      company_tax_rate: 'base' as const,
      gst_registered: false,
    },
  ],
};

describe('the tax profile form', () => {
  it('shows no share as a blank field, and sends a blank share as none', () => {
    const values = formValuesOf(profile);
    expect(values.businesses[0]).toEqual({
      id: '7',
      name: 'Harbour Gardens',
      business_type: 'sole-trader',
      partnership_share_percent: '',
      company_tax_rate: 'base',
    });
    const attributes = attributesOf(values);
    expect(attributes.businesses[0]).toEqual({
      id: '7',
      business_type: 'sole-trader',
      partnership_share_percent: null,
      company_tax_rate: 'base',
    });
    expect(taxProfileSchema.safeParse(attributes).success).toBe(true);
  });

  it('refuses a partnership without a share under its field', () => {
    const values = formValuesOf(profile);
    const first = values.businesses[0];
    if (!first) throw new Error('no business');
    first.business_type = 'partnership';
    const parsed = taxProfileSchema.safeParse(attributesOf(values));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'businesses.0.partnership_share_percent',
    ]);
  });
});
