import { z } from 'zod';
import { REPORTING_PERIODS } from '../gst/bas-periods.ts';
import { ACCOUNTING_BASES } from '../gst/bas-worksheet.ts';
import { PAYG_OPTIONS } from '../tax-time/payg-instalments.ts';
import { list, resource, single, toOne } from './json-api.ts';

// A business's BAS (issue 17): its periods with the Simpler BAS figures, the lodgements that lock them,
// the adjustments carried into the next open period, and the records behind each figure. Amounts are
// decimal strings; a net above zero is to pay, below zero a refund.

/** G1, 1A, 1B and their net. */
export const basAmounts = z.strictObject({
  g1: z.string(),
  gst_on_sales: z.string(),
  gst_on_purchases: z.string(),
  net: z.string(),
});
export type BasAmounts = z.infer<typeof basAmounts>;

/** A correction of a lodged period, reported in this one. */
export const basAdjustment = basAmounts.extend({ period_key: z.string() });
export type BasAdjustment = z.infer<typeof basAdjustment>;

/**
 * A quarter's PAYG instalment labels as the activity statement takes them (core's
 * tax-time/payg-instalments.ts): amounts are decimal strings, rates per cent ("6.5"); a label the year's
 * option does not use is null. `instalment` is 5A, `credit` 5B.
 */
export const paygLabelsAttributes = z.strictObject({
  option: z.enum(PAYG_OPTIONS),
  t1: z.string().nullable(),
  t2: z.string().nullable(),
  t3: z.string().nullable(),
  t11: z.string().nullable(),
  t7: z.string().nullable(),
  t8: z.string().nullable(),
  t9: z.string().nullable(),
  t4: z.string().nullable(),
  instalment: z.string(),
  credit: z.string(),
});
export type PaygLabelsAttributes = z.infer<typeof paygLabelsAttributes>;

export const basPeriodAttributes = z.strictObject({
  key: z.string(),
  reporting_period: z.enum(REPORTING_PERIODS),
  basis: z.enum(ACCOUNTING_BASES),
  first_month: z.string(),
  last_month: z.string(),
  start: z.string(),
  end: z.string(),
  due_date: z.string(),
  /** The period's own figures now, from its records. */
  figures: basAmounts,
  /** Open periods: the changes to lodged periods reported here. */
  adjustments: z.array(basAdjustment),
  /**
   * What the period's BAS comes to: its figures and adjustments (for a lodged one, what was lodged), as
   * summed: G1, 1A or 1B may be below zero when decreasing adjustments exceed the period's sales.
   */
  total: basAmounts,
  /** The total as the BAS form takes it: never below zero, the same net (core's gst/bas-labels.ts). */
  labels: basAmounts,
  /** What `labels` moved across: decreasing adjustments beyond 1A reported at 1B, and the other way. */
  label_shifts: z.strictObject({ sales_to_purchases: z.string(), purchases_to_sales: z.string() }),
  /**
   * Nothing left to report: lodged, or every month of it within other periods' lodgements (a month of
   * a quarter lodged before a change to monthly reporting).
   */
  lodged: z.boolean(),
  /**
   * The keys of other periods lodged that cover months of it (reporting period changed since): all of
   * them when `lodged` without a lodgement of its own; some when it reports only its other months
   * (`first_month`/`start` then its first month not lodged).
   */
  lodged_within: z.array(z.string()),
  /** Ended, not lodged and past its due date (today in the app's time zone; core's gst/bas-obligations.ts). */
  overdue: z.boolean(),
  /** The business's bank lines dated from `start` to `end` not reconciled yet: figures it may miss (issue 29). */
  unreconciled_bank_lines: z.number(),
  /**
   * The quarter's PAYG instalment: null when the business has no option for the year, or does not report
   * quarterly. A lodged quarter's are as lodged.
   */
  payg: paygLabelsAttributes.nullable(),
  lodgement: z
    .strictObject({
      lodged_at: z.string(),
      basis: z.enum(ACCOUNTING_BASES),
      /** The period's own figures as lodged. */
      reported: basAmounts,
      /** The adjustments of earlier periods it reported. */
      adjustment: basAmounts,
      /** Changed since it was lodged and not yet reported: shows in the next open period. */
      pending_adjustment: basAmounts.nullable(),
      adjusted_in: z.string().nullable(),
    })
    .nullable(),
});
export type BasPeriodAttributes = z.infer<typeof basPeriodAttributes>;

export const basPeriodResource = resource(
  'basPeriods',
  basPeriodAttributes,
  z.strictObject({ company: toOne('companies') }),
);
export type BasPeriodResource = z.infer<typeof basPeriodResource>;

export const basPeriodDocument = single(basPeriodResource);
export type BasPeriodDocument = z.infer<typeof basPeriodDocument>;
/** The periods of a financial year, oldest first (one page). */
export const basPeriodListDocument = list(basPeriodResource);
export type BasPeriodListDocument = z.infer<typeof basPeriodListDocument>;

export const BAS_FIGURES = ['g1', '1a', '1b'] as const;
export type BasFigure = (typeof BAS_FIGURES)[number];

/** An invoice or expense behind a figure, on the basis of the business. */
export const basRecordAttributes = z.strictObject({
  kind: z.enum(['invoice', 'expense']),
  record_id: z.string(),
  /** The date that puts it in the period: paid (cash) or issued / incurred (accruals). */
  date: z.string(),
  /** The invoice number, or the expense's description (null when it has none). */
  reference: z.string().nullable(),
  /** An expense's category (core's expenses/categories.ts); null for an invoice. */
  category: z.string().nullable(),
  /** The client, or the supplier. */
  party: z.string().nullable(),
  /** Including GST. */
  amount: z.string(),
  /** The GST that counts: an invoice's, or an expense's creditable share (GST × business use). */
  gst: z.string(),
});
export type BasRecordAttributes = z.infer<typeof basRecordAttributes>;
export const basRecordResource = resource('basRecords', basRecordAttributes);
export type BasRecordResource = z.infer<typeof basRecordResource>;
export const basRecordListDocument = list(basRecordResource);
export type BasRecordListDocument = z.infer<typeof basRecordListDocument>;

/**
 * The PAYG instalment option of a business's financial year (`year`: 2025 for 2025-26): 'amount' with
 * the ATO's quarterly amount T7, or 'rate' with its rate T2 (per cent); `option` null when none is set.
 * `locked` once a quarter of the year is lodged: the option is fixed for the year.
 */
export const paygOptionAttributes = z.strictObject({
  year: z.number(),
  option: z.enum(PAYG_OPTIONS).nullable(),
  t7: z.string().nullable(),
  t2: z.string().nullable(),
  locked: z.boolean(),
});
export type PaygOptionAttributes = z.infer<typeof paygOptionAttributes>;
export const paygOptionDocument = single(
  resource('paygInstalmentOptions', paygOptionAttributes, z.strictObject({ company: toOne('companies') })),
);
export type PaygOptionDocument = z.infer<typeof paygOptionDocument>;
