import { describe, expect, it } from 'vitest';
import { assetFormSchema, assetFormValues, assetPayloadOf } from './asset-form-model.ts';
import type { RegisterAsset } from './assets-data.ts';

const laptop: RegisterAsset = {
  id: '1',
  companyId: '2',
  expenseId: null,
  name: 'Laptop',
  cost: '2400.00',
  first_used: '2025-08-14',
  business_use_percent: 100,
  effective_life_years: '2.00',
  effective_life_months: 24,
  method: 'instant',
  is_car: false,
  disposed_on: null,
  proceeds: null,
  created_at: '2025-08-14T00:00:00Z',
  updated_at: '2025-08-14T00:00:00Z',
};

const paths = (values: unknown) => {
  const parsed = assetFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the asset form', () => {
  it('a new asset starts at 100% business use and the instant write-off, in the only business', () => {
    expect(assetFormValues(undefined, '2')).toMatchObject({
      company: '2',
      business_use_percent: '100',
      method: 'instant',
      disposed: false,
    });
  });

  it('sends the disposal only when ticked, with nothing received as 0', () => {
    const values = assetFormValues(laptop, null, true);
    expect(values.disposed).toBe(true);
    expect(assetPayloadOf({ ...values, disposed_on: '2026-05-01' })).toMatchObject({
      disposed_on: '2026-05-01',
      proceeds: '0',
      business_use_percent: 100,
    });
    expect(assetPayloadOf({ ...values, disposed: false, disposed_on: '2026-05-01' })).toMatchObject({
      disposed_on: null,
      proceeds: null,
    });
  });

  it('checks with the API’s schema, and asks for the business and the disposal date', () => {
    expect(paths(assetFormValues(laptop, null))).toEqual([]);
    expect(
      paths({ ...assetFormValues(undefined, null), name: 'Drill', cost: '0', effective_life_years: 'x' }),
    ).toEqual([
      ['company', 'company_required'],
      ['cost', 'asset_cost_invalid'],
      ['first_used', 'asset_first_used_required'],
      ['effective_life_years', 'asset_life_invalid'],
    ]);
    expect(paths({ ...assetFormValues(laptop, null, true) })).toEqual([['disposed_on', 'date_invalid']]);
  });
});
