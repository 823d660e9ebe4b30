import { z } from 'zod';
import { list, resource, single, toOne, toOneOrNone } from './json-api.ts';

// Expenses (issue 17). Amounts are decimal strings ("1234.50"), as on invoices.

/** The receipt kept with an expense: fetched from `url` by its owner only. */
export const receiptAttributes = z.strictObject({
  url: z.string(),
  content_type: z.string(),
  byte_size: z.number(),
  /** The first day it may be removed or replaced: records are kept five years (a company's seven). */
  kept_until: z.string(),
});

export const expenseAttributes = z.strictObject({
  expense_date: z.string(),
  supplier_name: z.string(),
  supplier_abn: z.string().nullable(),
  supplier_abn_formatted: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string(),
  /** Paid, including GST. */
  amount: z.string(),
  gst: z.string(),
  business_use_percent: z.number(),
  /** The GST credit it gives: GST × business use. */
  gst_credit: z.string(),
  /** What comes off profit: the amount without GST × business use. */
  deductible: z.string(),
  paid_date: z.string().nullable(),
  due_date: z.string().nullable(),
  receipt: receiptAttributes.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExpenseAttributes = z.infer<typeof expenseAttributes>;

export const expenseResource = resource(
  'expenses',
  expenseAttributes,
  z.strictObject({
    company: toOne('companies'),
    /** The bank line that paid it (issue 29): it was made from the line, or a bill the line paid. Always sent. */
    bank_line: toOneOrNone('bank-lines').optional(),
    /** The vehicle a motor-vehicle expense is for (issue 31); none when not said. Always sent. */
    vehicle: toOneOrNone('vehicles').optional(),
  }),
);
export type ExpenseResource = z.infer<typeof expenseResource>;

export const expenseDocument = single(expenseResource);
export type ExpenseDocument = z.infer<typeof expenseDocument>;

/** The totals of every expense the filters match (not only this page's). */
export const expenseTotals = z.strictObject({
  count: z.number(),
  amount: z.string(),
  gst: z.string(),
  gst_credit: z.string(),
  deductible: z.string(),
});
export type ExpenseTotals = z.infer<typeof expenseTotals>;

const expensePage = list(expenseResource);
export const expenseListDocument = expensePage.extend({
  meta: expensePage.shape.meta.extend({ totals: expenseTotals }),
});
export type ExpenseListDocument = z.infer<typeof expenseListDocument>;
