import { z } from 'zod';
import { BUSINESS_TYPES } from '../tax/business.ts';
import { BASES } from '../tax-time/basis.ts';
import { ESTIMATE_LINE_KEYS } from '../tax-time/estimate.ts';
import { resource, single } from './json-api.ts';
import { financialYearAttributes } from './profit.ts';

// The year's tax estimate, step by step, and the figures of the year only the person knows (issue 31).
// Amounts are decimal strings ("1234.50"); an amount taken off is negative ("-560.00").

export const taxYearFiguresAttributes = z.strictObject({
  financial_year: z.string(),
  super_contributions: z.string(),
  employer_super: z.string(),
  super_carry_forward: z.string(),
  super_notice_acknowledged: z.boolean(),
  payg_withheld: z.string(),
  salary_wages: z.string(),
});
export type TaxYearFiguresAttributes = z.infer<typeof taxYearFiguresAttributes>;
export const taxYearFiguresDocument = single(resource('taxYearFigures', taxYearFiguresAttributes));
export type TaxYearFiguresDocument = z.infer<typeof taxYearFiguresDocument>;

const basis = z.enum(BASES);

export const taxEstimateLine = z.strictObject({
  key: z.enum(ESTIMATE_LINE_KEYS),
  amount: z.string(),
  basis,
});

export const yearEstimateAttributes = z.strictObject({
  financial_year: financialYearAttributes,
  /** The year is not over: the profit is the year's so far. */
  year_open: z.boolean(),
  /** Why there is no estimate: only companies (company tax), or a year the tax tables do not cover. */
  not_applicable: z.enum(['company', 'unknown-year', 'no-business']).nullable(),
  businesses: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      business_type: z.enum(BUSINESS_TYPES),
      partnership_share_percent: z.number().nullable(),
      /** The business's profit for the year, excluding GST. */
      profit: z.string(),
      /** What of it is the person's (a partner's share); a company's counts nothing here. */
      counted: z.string(),
      income: z.string(),
    }),
  ),
  personal_super: z.strictObject({
    planned: z.string(),
    cap: z.string().nullable(),
    cap_basis: basis.nullable(),
    deductible: z.string(),
    /** Nothing counts until the fund acknowledges the notice of intent; this is what would. */
    deductible_once_acknowledged: z.string().nullable(),
    limited_by: z.enum(['nothing', 'cap', 'income']),
    over_cap_room: z.string(),
    notice_acknowledged: z.boolean(),
  }),
  lines: z.array(taxEstimateLine),
  amount_owing: z.string().nullable(),
  basis,
});
export type YearEstimateAttributes = z.infer<typeof yearEstimateAttributes>;
export const yearEstimateDocument = single(resource('taxEstimates', yearEstimateAttributes));
export type YearEstimateDocument = z.infer<typeof yearEstimateDocument>;
