import { z } from 'zod';
import { isIsoDate } from '../dates/calendar.ts';
import { EXPENSE_CATEGORIES } from '../expenses/categories.ts';
import {
  BUSINESS_USE_DEFAULT,
  BUSINESS_USE_MAX,
  BUSINESS_USE_MIN,
  maxGstIn,
} from '../expenses/expense-gst.ts';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { AMOUNT_MAX_CENTS, message, optionalAbn, optionalText, typedDecimal } from './fields.ts';

// An expense as the API takes it and the web's form checks it (issue 17). Amounts are typed like prices
// ("1,234.50" or 1234.5) and kept as cents. The GST may be left out: the server then gives a
// GST-registered business 1/11 of the amount (expense-gst.ts).

const date = (required: ValidationMessageKey) =>
  z.string(message(required)).trim().min(1, message(required)).refine(isIsoDate, message('date_invalid'));
const optionalDate = z
  .string(message('date_invalid'))
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isIsoDate(value), message('date_invalid'));

const amount = typedDecimal(2, { invalid: 'expense_amount_min', decimals: 'price_decimals' })
  .refine((cents) => cents >= 1, message('expense_amount_min'))
  .refine((cents) => cents <= AMOUNT_MAX_CENTS, {
    message: message('expense_amount_too_large'),
    abort: true,
  });

const gst = typedDecimal(2, { invalid: 'expense_gst_invalid', decimals: 'price_decimals' }).refine(
  (cents) => cents >= 0,
  message('expense_gst_invalid'),
);

/**
 * What an expense says besides its amount and dates: the fields a bank line's expense takes too (its
 * amount and dates are the line's; schemas/bank-reconciliation.ts).
 */
export const expenseDetailFields = {
  supplier_name: z
    .string(message('supplier_name_required'))
    .trim()
    .min(1, message('supplier_name_required'))
    .max(100, message('supplier_name_too_long')),
  supplier_abn: optionalAbn,
  description: optionalText(200, 'expense_description_too_long'),
  category: z.enum(EXPENSE_CATEGORIES, message('expense_category_invalid')),
  /** Absent: the server works it out from the business's GST registration. */
  gst: gst.nullish().transform((value) => value ?? null),
  business_use_percent: z
    .number(message('business_use_invalid'))
    .int(message('business_use_invalid'))
    .min(BUSINESS_USE_MIN, message('business_use_invalid'))
    .max(BUSINESS_USE_MAX, message('business_use_invalid'))
    .default(BUSINESS_USE_DEFAULT),
};

export const expenseSchema = z
  .object({
    expense_date: date('expense_date_required'),
    supplier_name: expenseDetailFields.supplier_name,
    supplier_abn: expenseDetailFields.supplier_abn,
    description: expenseDetailFields.description,
    category: expenseDetailFields.category,
    amount,
    gst: expenseDetailFields.gst,
    business_use_percent: expenseDetailFields.business_use_percent,
    /** Null for a bill not paid yet, which then needs its due date. */
    paid_date: optionalDate,
    due_date: optionalDate,
  })
  .superRefine((expense, context) => {
    if (expense.gst !== null && expense.amount >= 1 && expense.gst > maxGstIn(expense.amount)) {
      context.addIssue({ code: 'custom', message: message('expense_gst_too_large'), path: ['gst'] });
    }
    if (expense.paid_date === null && expense.due_date === null) {
      context.addIssue({ code: 'custom', message: message('bill_due_date_required'), path: ['due_date'] });
    }
  });
export type ExpenseInput = z.input<typeof expenseSchema>;
export type Expense = z.output<typeof expenseSchema>;
