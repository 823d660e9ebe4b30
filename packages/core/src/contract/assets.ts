import { z } from 'zod';
import { BUSINESS_TYPES } from '../tax/business.ts';
import { ASSET_METHODS } from '../tax-time/depreciation-schedule.ts';
import { all, resource, single, toOne, toOneOrNone } from './json-api.ts';

// The asset register and the year's depreciation schedule (issue 31, item 3). Amounts are decimal
// strings ("2400.00").

const BASES = ['confirmed', 'secondary', 'estimate'] as const;

export const assetAttributes = z.strictObject({
  name: z.string(),
  cost: z.string(),
  first_used: z.string(),
  business_use_percent: z.number(),
  /** Years, two decimals ("3.33" for 40 months). */
  effective_life_years: z.string(),
  effective_life_months: z.number(),
  method: z.enum(ASSET_METHODS),
  is_car: z.boolean(),
  disposed_on: z.string().nullable(),
  proceeds: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssetAttributes = z.infer<typeof assetAttributes>;

export const assetResource = resource(
  'assets',
  assetAttributes,
  z.strictObject({ company: toOne('companies'), expense: toOneOrNone('expenses') }),
);
export type AssetResource = z.infer<typeof assetResource>;
export const assetDocument = single(assetResource);
export type AssetDocument = z.infer<typeof assetDocument>;
export const assetListDocument = all(assetResource);
export type AssetListDocument = z.infer<typeof assetListDocument>;

const assetYear = z.strictObject({
  asset_id: z.string(),
  name: z.string(),
  /** The method the rules applied this year, or null with `gap` saying why there are no figures. */
  applied: z.enum(['instant', 'pool', 'diminishing', 'prime']).nullable(),
  gap: z.enum(['not-yet-used', 'disposed', 'unknown-year']).nullable(),
  counted_cost: z.string(),
  car_limited: z.boolean(),
  opening: z.string(),
  deduction: z.string(),
  closing: z.string(),
  /** Positive: income; negative: a further deduction. */
  balancing_adjustment: z.string(),
  days_held: z.number(),
  basis: z.enum(BASES),
});

const pool = z.strictObject({
  opening: z.string(),
  additions: z.string(),
  disposal_proceeds: z.string(),
  additions_rate: z.string(),
  opening_rate: z.string(),
  deduction: z.string(),
  closing: z.string(),
  assessable_income: z.string(),
  rule: z.enum(['empty', 'negative', 'low-pool-value', 'full-expensing', 'rates', 'rates-capped']),
  basis: z.enum(BASES),
});

/** One business's schedule for the year. */
export const depreciationAttributes = z.strictObject({
  financial_year: z.string(),
  business_name: z.string(),
  business_type: z.enum(BUSINESS_TYPES),
  /** The year's write-off threshold (null for a year of full expensing or outside the table). */
  write_off_threshold: z.string().nullable(),
  /** An announced threshold not yet law (2026-27's $20,000). */
  announced_threshold: z.string().nullable(),
  threshold_basis: z.enum(BASES).nullable(),
  /**
   * The taxpayer's income for the year is under $10 million (a sole trader's: all their sole trader
   * businesses' together), so it may use simplified depreciation (the write-off and the pool); when false
   * and it has such assets, the screen says so.
   */
  small_business: z.boolean(),
  /** Each asset's year (empty, with `pool` null and `worked` false, past the tables with a pool). */
  assets: z.array(assetYear),
  pool: pool.nullable(),
  total_deduction: z.string(),
  assessable_income: z.string(),
  basis: z.enum(BASES),
  worked: z.boolean(),
});
export type DepreciationAttributes = z.infer<typeof depreciationAttributes>;

export const depreciationResource = resource(
  'depreciation-schedules',
  depreciationAttributes,
  z.strictObject({ company: toOne('companies') }),
);
export const depreciationDocument = all(depreciationResource).extend({
  meta: z.strictObject({
    financial_year: z.string(),
    /** The deductions less the income of every business's schedule, as the person's estimate counts them. */
    total: z.string(),
  }),
});
export type DepreciationDocument = z.infer<typeof depreciationDocument>;
