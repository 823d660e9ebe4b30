import { z } from 'zod';
import { ACCOUNTING_BASES } from '../gst/bas-worksheet.ts';
import { COMPANY_TAX_RATES } from '../profit/owner-set-aside.ts';
import { BUSINESS_TYPES } from '../tax/business.ts';
import { RESIDENCIES } from '../tax/individual-tax.ts';
import { resource, single } from './json-api.ts';

// Profit and loss, what to set aside, and the tax profile they read (issue 17). Amounts are decimal
// strings ("1234.50"); a loss is negative ("-80.00").

export const financialYearAttributes = z.strictObject({
  /** The year it starts in: 2026 for 2026-27. */
  start: z.number(),
  label: z.string(),
  first_day: z.string(),
  last_day: z.string(),
});

const profitFigures = {
  /** Sales without GST, on the business's basis. */
  income: z.string(),
  /** Expenses without GST × business use. */
  expenses: z.string(),
  profit: z.string(),
};

export const profitAndLossAttributes = z.strictObject({
  today: z.string(),
  financial_year: financialYearAttributes,
  /** The business asked for, or null for all of them together. */
  business_id: z.string().nullable(),
  businesses: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      accounting_basis: z.enum(ACCOUNTING_BASES),
      gst_registered: z.boolean(),
      ...profitFigures,
    }),
  ),
  months: z.array(z.strictObject({ month: z.string(), ...profitFigures })),
  categories: z.array(z.strictObject({ category: z.string(), count: z.number(), amount: z.string() })),
  totals: z.strictObject(profitFigures),
  /**
   * Bank lines dated within the year not reconciled yet, of the business asked for or of them all:
   * income or expenses the figures may miss (issue 29).
   */
  unreconciled_bank_lines: z.number(),
});
export type ProfitAndLossAttributes = z.infer<typeof profitAndLossAttributes>;
export const profitAndLossDocument = single(resource('profitAndLoss', profitAndLossAttributes));
export type ProfitAndLossDocument = z.infer<typeof profitAndLossDocument>;

export const taxEstimateAttributes = z.strictObject({
  /** The profit the tax is on (a partner's share; never below 0). */
  profit: z.string(),
  income_tax: z.string(),
  medicare_levy: z.string(),
  total: z.string(),
});
export type TaxEstimateAttributes = z.infer<typeof taxEstimateAttributes>;

const businessTaxProfile = z.strictObject({
  id: z.string(),
  name: z.string(),
  business_type: z.enum(BUSINESS_TYPES),
  partnership_share_percent: z.number().nullable(),
  company_tax_rate: z.enum(COMPANY_TAX_RATES),
  gst_registered: z.boolean(),
});

export const taxProfileAttributes = z.strictObject({
  residency: z.enum(RESIDENCIES),
  medicare_levy: z.boolean(),
  businesses: z.array(businessTaxProfile),
});
export type TaxProfileAttributes = z.infer<typeof taxProfileAttributes>;
export const taxProfileDocument = single(resource('taxProfiles', taxProfileAttributes));
export type TaxProfileDocument = z.infer<typeof taxProfileDocument>;

const basPeriodDates = z.strictObject({
  key: z.string(),
  start: z.string(),
  end: z.string(),
  due: z.string(),
});

export const setAsideAttributes = z.strictObject({
  today: z.string(),
  financial_year: financialYearAttributes,
  /** The rates used ("2026-27"); the latest known when the year's are not yet in the tax engine. */
  rates_year: z.string(),
  days_elapsed: z.number(),
  days_in_year: z.number(),
  residency: z.enum(RESIDENCIES),
  medicare_levy: z.boolean(),
  businesses: z.array(businessTaxProfile.extend({ profit_so_far: z.string() })),
  /** Every business's profit from 1 July to today, and projected over the year in a straight line. */
  profit_so_far: z.string(),
  profit_projected: z.string(),
  /** The person's tax on sole-trader profits and partnership shares; null without either. */
  individual: z.strictObject({ so_far: taxEstimateAttributes, projected: taxEstimateAttributes }).nullable(),
  companies: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      company_tax_rate: z.enum(COMPANY_TAX_RATES),
      so_far: taxEstimateAttributes,
      projected: taxEstimateAttributes,
    }),
  ),
  /**
   * Each GST-registered business's GST still to pay: every ended BAS period not marked lodged, from
   * `counted_from` (its first month with figures, not before the previous financial year), and the
   * current one (core's gst/bas-obligations.ts). Each period's 1A and 1B are its BAS's: with the
   * changes to lodged periods it reports, as reported labels (never below zero); owed is the sum of
   * each period's net when positive.
   */
  gst: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      accounting_basis: z.enum(ACCOUNTING_BASES),
      /** The current period. */
      period: basPeriodDates,
      /** YYYY-MM; null for a business without figures (only its current period counts). */
      counted_from: z.string().nullable(),
      /** Oldest first. */
      periods: z.array(
        basPeriodDates.extend({
          current: z.boolean(),
          /** Ended, not lodged and past its due date. */
          overdue: z.boolean(),
          gst_on_sales: z.string(),
          gst_on_purchases: z.string(),
          net: z.string(),
          owed: z.string(),
        }),
      ),
      gst_on_sales: z.string(),
      gst_on_purchases: z.string(),
      owed: z.string(),
    }),
  ),
  gst_owed: z.string(),
  /** Income tax and Medicare levy on the profit so far (the person's and the companies'). */
  tax_so_far: z.string(),
  /** The same on the year projected. */
  tax_projected: z.string(),
  /**
   * PAYG instalments of this financial year's lodged quarters (5A less 5B, every business): paid already,
   * so they come off what is still to pay at tax time.
   */
  payg_instalments_paid: z.string(),
  /** The tax so far less the instalments paid, never below zero: what is still to pay at tax time. */
  tax_still_to_pay: z.string(),
  /** What to keep now: the tax still to pay plus the GST owed. */
  total: z.string(),
});
export type SetAsideAttributes = z.infer<typeof setAsideAttributes>;
export const setAsideDocument = single(resource('setAsides', setAsideAttributes));
export type SetAsideDocument = z.infer<typeof setAsideDocument>;
