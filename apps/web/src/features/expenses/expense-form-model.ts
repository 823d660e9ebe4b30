import type { IsoDate } from '@sorted/core/dates/calendar';
import { type ExpenseCategory, isExpenseCategory } from '@sorted/core/expenses/categories';
import { BUSINESS_USE_DEFAULT, maxGstIn } from '@sorted/core/expenses/expense-gst';
import { centsToDecimal, parseCents } from '@sorted/core/money/cents';
import { expenseSchema } from '@sorted/core/schemas/expenses';
import type { FormSchema } from '../../lib/form.ts';
import type { Expense } from './expenses.ts';

// The expense form's state as people type it (strings), what it sends, and its checks: pure, so the
// drawer and the tests share one set of rules.

export interface ExpenseFormValues {
  expense_date: IsoDate;
  /** The business it belongs to (`relationships.company`). */
  company: string | null;
  /** The vehicle a motor-vehicle expense is for (`relationships.vehicle`); null: not said. */
  vehicle: string | null;
  supplier_name: string;
  supplier_abn: string;
  description: string;
  category: ExpenseCategory | '';
  /** Paid, including GST, as typed. */
  amount: string;
  /** The GST in it, as typed; ignored for a business not registered for GST. */
  gst: string;
  /** Mantine's number input holds '' while empty. */
  business_use_percent: number | string;
  /** Paid (with its date) or a bill not paid yet (with its due date). */
  paid: boolean;
  paid_date: IsoDate;
  /**
   * The paid date goes with the expense date until the person sets it apart: most expenses are paid the
   * day they are incurred, and a late receipt entered days after belongs in its own cash-basis quarter.
   */
  paid_date_follows: boolean;
  due_date: IsoDate;
  /** A file chosen to keep as the receipt when saving. */
  receipt: File | null;
  /** Take the stored receipt away when saving. */
  remove_receipt: boolean;
}

/** What the API receives: the attributes, and the business and vehicle as its relationships. */
export interface ExpensePayload {
  attributes: {
    expense_date: string;
    supplier_name: string;
    supplier_abn: string | null;
    description: string | null;
    category: string;
    amount: string;
    gst: string | null;
    business_use_percent: number | string;
    paid_date: string | null;
    due_date: string | null;
  };
  companyId: string | null;
  vehicleId: string | null;
}

export function emptyExpense(today: IsoDate, companyId: string | null): ExpenseFormValues {
  return {
    expense_date: today,
    company: companyId,
    vehicle: null,
    supplier_name: '',
    supplier_abn: '',
    description: '',
    category: '',
    amount: '',
    gst: '',
    business_use_percent: BUSINESS_USE_DEFAULT,
    paid: true,
    paid_date: today,
    paid_date_follows: true,
    due_date: '',
    receipt: null,
    remove_receipt: false,
  };
}

export function formValuesOf(expense: Expense): ExpenseFormValues {
  return {
    expense_date: expense.expense_date,
    company: expense.companyId,
    vehicle: expense.vehicleId,
    supplier_name: expense.supplier_name,
    supplier_abn: expense.supplier_abn_formatted ?? expense.supplier_abn ?? '',
    description: expense.description ?? '',
    category: isExpenseCategory(expense.category) ? expense.category : '',
    amount: expense.amount,
    gst: expense.gst,
    business_use_percent: expense.business_use_percent,
    paid: expense.paid_date !== null,
    paid_date: expense.paid_date ?? '',
    // A paid date already set apart stays; one on the expense date keeps going with it.
    paid_date_follows: expense.paid_date !== null && expense.paid_date === expense.expense_date,
    due_date: expense.due_date ?? '',
    receipt: null,
    remove_receipt: false,
  };
}

/** The paid date once the expense date is set to `date`: that date while the paid date follows it. */
export function paidDateAfterExpenseDate(values: ExpenseFormValues, date: IsoDate): IsoDate {
  // An emptied date box is a date being retyped: the paid date waits for the new one.
  return values.paid_date_follows && date !== '' ? date : values.paid_date;
}

/** Whether the paid date still follows the expense date once set to `date`: not once the person chose one. */
export function followsAfterPaidDate(values: ExpenseFormValues, date: IsoDate): boolean {
  // The picker may report the date it already holds (on blur): that is no choice of the person's.
  return values.paid_date_follows && date === values.paid_date;
}

const trimmedOrNull = (text: string) => {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
};

/**
 * The request of the form's values. A business not registered for GST sends no GST (the server gives it
 * 0), nor does a registered one whose GST box was emptied (the server gives it 1/11).
 */
export function payloadOf(values: ExpenseFormValues, gstRegistered: boolean): ExpensePayload {
  return {
    attributes: {
      expense_date: values.expense_date,
      supplier_name: values.supplier_name.trim(),
      supplier_abn: trimmedOrNull(values.supplier_abn),
      description: trimmedOrNull(values.description),
      category: values.category,
      amount: values.amount.trim(),
      gst: gstRegistered ? trimmedOrNull(values.gst) : null,
      business_use_percent: values.business_use_percent,
      paid_date: values.paid ? values.paid_date || null : null,
      due_date: values.paid ? null : values.due_date || null,
    },
    companyId: values.company,
    // Only a motor-vehicle expense names a vehicle (the server refuses one on any other): a vehicle chosen
    // before the category changed is not sent.
    vehicleId: values.category === 'motor-vehicle' ? values.vehicle : null,
  };
}

/** The vehicle once the business is changed: kept only if it is one of the new business's. */
export function vehicleAfterCompanyChange(
  vehicle: string | null,
  vehiclesOfBusiness: readonly { id: string }[],
): string | null {
  return vehiclesOfBusiness.some((candidate) => candidate.id === vehicle) ? vehicle : null;
}

/** Field path → message key, the first per field: the shared schema's checks and the form's own. */
export function validateExpense(values: ExpenseFormValues, gstRegistered: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.company) errors.company = 'company_required';
  // Paid, but the day it was paid left empty (the schema would read that as a bill).
  if (values.paid && !values.paid_date) errors.paid_date = 'expense_date_required';
  // A bill without its due date, said with the other fields (the schema says it only once they pass).
  if (!values.paid && !values.due_date) errors.due_date = 'bill_due_date_required';
  const parsed = expenseSchema.safeParse(payloadOf(values, gstRegistered).attributes);
  // The date the form does not show (paid: no due date; a bill: no paid date) says nothing.
  const hidden = values.paid ? 'due_date' : 'paid_date';
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && path !== hidden && !(path in errors)) errors[path] = issue.message;
    }
  }
  return errors;
}

/** validateExpense as a schema for useSchemaForm; `registered` says whether a business is registered for GST. */
export const expenseFormSchema = (registered: (companyId: string | null) => boolean): FormSchema => ({
  safeParse(values) {
    const expense = values as ExpenseFormValues;
    const errors = validateExpense(expense, registered(expense.company));
    const issues = Object.entries(errors).map(([path, message]) => ({ path: path.split('.'), message }));
    return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
  },
});

/** The GST a registered business's amount is given by default, as the form shows it: 1/11 of it, or ''. */
export function defaultGstText(amount: string): string {
  const cents = parseCents(amount.trim());
  return cents === null || cents < 1 ? '' : centsToDecimal(maxGstIn(cents));
}

/**
 * The GST box after the amount changed: it follows the amount (1/11 of it) while it still holds what it
 * was given for the amount before, or nothing; a GST the person typed, or 0 for GST-free, stays.
 */
export function gstAfterAmountChange(previousAmount: string, nextAmount: string, gst: string): string {
  const untouched = gst.trim() === '' || sameAmount(gst, defaultGstText(previousAmount));
  return untouched ? defaultGstText(nextAmount) : gst;
}

function sameAmount(a: string, b: string): boolean {
  const left = parseCents(a.trim());
  return left !== null && left === parseCents(b.trim());
}
