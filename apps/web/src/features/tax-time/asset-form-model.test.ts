import { describe, expect, it } from 'vitest';
import type { Expense } from '../expenses/index.ts';
import { assetFormSchema, assetFormValues, assetPayloadOf, valuesFromExpense } from './asset-form-model.ts';
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

const bought: Expense = {
  id: '7',
  companyId: '2',
  bankLineId: null,
  vehicleId: null,
  expense_date: '2025-08-14',
  supplier_name: 'JB Hi-Fi',
  supplier_abn: null,
  supplier_abn_formatted: null,
  description: 'Laptop',
  category: 'tools-equipment',
  amount: '2200.00',
  gst: '200.00',
  business_use_percent: 60,
  gst_credit: '120.00',
  deductible: '1200.00',
  paid_date: '2025-08-14',
  due_date: null,
  receipt: null,
  created_at: '2025-08-14T00:00:00Z',
  updated_at: '2025-08-14T00:00:00Z',
};

describe('an asset from an expense', () => {
  const start = { ...assetFormValues(undefined, null), effective_life_years: '2', method: 'prime' as const };

  it.each([
    // registered: the $120 credit of 60% of the GST comes off, the private share's GST stays in
    ['registered', { gst_registered: true, gst_registered_from: '2020-07-01' }, '2080.00'],
    // registered only after the purchase, or not at all: the whole price
    ['registered later', { gst_registered: true, gst_registered_from: '2025-09-01' }, '2200.00'],
    ['not registered', { gst_registered: false, gst_registered_from: null }, '2200.00'],
  ])('%s', (_name, company, cost) => {
    expect(valuesFromExpense(start, bought, company)).toMatchObject({
      company: '2',
      expense: '7',
      name: 'Laptop',
      cost,
      first_used: '2025-08-14',
      business_use_percent: '60',
      // what the person chose stays
      effective_life_years: '2',
      method: 'prime',
    });
  });

  it('names it after the supplier when the expense has no description, and links it when sent', () => {
    const values = valuesFromExpense(start, { ...bought, description: null }, undefined);
    expect(values.name).toBe('JB Hi-Fi');
    expect(paths(values)).toEqual([]);
    expect(assetFormValues({ ...laptop, expenseId: '7' }, null).expense).toBe('7');
  });
});
