import { describe, expect, it } from 'vitest';
import type { BusinessRow } from '../../repositories/profit.repository.ts';
import type { AssetRow } from './assets.repository.ts';
import { schedulesOf } from './depreciation-of-year.ts';

// The $10 million test of simplified depreciation is the taxpayer's: a sole trader's businesses add up.

const business = (id: number, business_type: string): BusinessRow => ({
  id,
  name: `Business ${id}`,
  gst_registered: false,
  gst_registered_from: null,
  accounting_basis: 'cash',
  reporting_period: 'quarterly',
  business_type,
  partnership_share_percent: null,
  company_tax_rate: '25',
  archived: false,
});

const laptop = (id: number, companyId: number): AssetRow => ({
  id,
  user_id: 1,
  company_id: companyId,
  expense_id: null,
  name: 'Laptop',
  cost_cents: 240_000,
  first_used: '2025-08-14',
  business_use_bps: 10_000,
  effective_life_months: 24,
  method: 'instant',
  is_car: false,
  disposed_on: null,
  proceeds_cents: null,
  created_at: '2025-08-14',
  updated_at: '2025-08-14',
});

/** $6 million of sales in August 2025 (no GST). */
const sales = (companyId: number) => ({
  companyId,
  month: '2025-08',
  sales: 600_000_000,
  gstOnSales: 0,
  gstOnPurchases: 0,
});

const smallBusiness = (types: string[], withSales: number[]) =>
  schedulesOf(
    '2025-26',
    types.map((_, index) => laptop(index + 1, index + 1)),
    types.map((type, index) => business(index + 1, type)),
    withSales.map(sales),
  ).map((schedule) => schedule.attributes.small_business);

describe('simplified depreciation is open under $10 million of the taxpayer’s turnover', () => {
  it.each([
    ['one sole trader business with $6m', ['sole-trader'], [1], [true]],
    // two sole trader businesses of one person: $12m together, so neither may use it
    ['two sole trader businesses with $6m each', ['sole-trader', 'sole-trader'], [1, 2], [false, false]],
    // the second has no sales, but it is the same taxpayer's
    ['two sole trader businesses, $6m in one', ['sole-trader', 'sole-trader'], [1], [true, true]],
    // a company and a partnership are taxpayers of their own
    ['a sole trader and a company with $6m each', ['sole-trader', 'company'], [1, 2], [true, true]],
    ['a sole trader and a partnership with $6m each', ['sole-trader', 'partnership'], [1, 2], [true, true]],
  ])('%s', (_name, types, withSales, expected) => expect(smallBusiness(types, withSales)).toEqual(expected));
});
