import type { ReadSource } from '@sorted/core/contract/receipt-captures';
import type { IsoDate } from '@sorted/core/dates/calendar';
import { isExpenseCategory } from '@sorted/core/expenses/categories';
import { compactDigits, formatAbn, isValidAbn } from '@sorted/core/identifiers/abn';
import { parseCents } from '@sorted/core/money/cents';
import { type GstCreditWarning, gstCreditWarnings } from '@sorted/core/receipts/gst-credit-evidence';
import { type ExpenseFormValues, emptyExpense } from './expense-form-model.ts';
import type { ReceiptCapture } from './receipt-captures.ts';

// The expense form opened on a snapped receipt (issue 30): prefilled with what was read, each read field
// marked with the line it came from, and what the owner chose last time for the supplier's ABN. Nothing
// is guessed: a field the receipt does not say plainly stays empty for the owner to fill in.

export type ReadField = 'supplier_name' | 'supplier_abn' | 'expense_date' | 'amount' | 'gst';

export interface CapturePrefill {
  values: ExpenseFormValues;
  /** The fields filled from the receipt, each with the line it was read from. */
  read: Partial<Record<ReadField, ReadSource>>;
  /** The fields filled from what the owner chose for this supplier before. */
  remembered: ('supplier_name' | 'category' | 'business_use_percent' | 'company')[];
}

export function prefillOfCapture(
  capture: ReceiptCapture,
  today: IsoDate,
  companyIds: readonly string[],
): CapturePrefill {
  const only = companyIds.length === 1 ? (companyIds[0] ?? null) : null;
  const values = emptyExpense(today, only);
  const read: CapturePrefill['read'] = {};
  const remembered: CapturePrefill['remembered'] = [];
  const reading = capture.reading;
  const fill = <Field extends ReadField>(field: Field, value: string | null) => {
    const source = reading?.sources[field];
    if (value === null || !source) return;
    values[field] = value as ExpenseFormValues[Field];
    read[field] = source;
  };
  if (reading) {
    fill('supplier_name', reading.supplier_name);
    fill('supplier_abn', reading.supplier_abn === null ? null : formatAbn(reading.supplier_abn));
    fill('amount', reading.amount);
    fill('gst', reading.gst);
    if (reading.expense_date && reading.sources.expense_date) {
      values.expense_date = reading.expense_date as IsoDate;
      values.paid_date = reading.expense_date as IsoDate;
      read.expense_date = reading.sources.expense_date;
    }
  }
  const memory = capture.remembered;
  if (memory) {
    // The name the owner kept for this ABN beats how the receipt's header reads.
    values.supplier_name = memory.supplier_name;
    delete read.supplier_name;
    remembered.push('supplier_name');
    if (isExpenseCategory(memory.category)) {
      values.category = memory.category;
      remembered.push('category');
    }
    values.business_use_percent = memory.business_use_percent;
    remembered.push('business_use_percent');
    if (memory.company_id !== null && companyIds.includes(memory.company_id)) {
      values.company = memory.company_id;
      remembered.push('company');
    }
  }
  return { values, read, remembered };
}

/** What the receipt lacks for the GST credit of the expense as it now stands in the form. */
export function captureGstWarnings(capture: ReceiptCapture, values: ExpenseFormValues): GstCreditWarning[] {
  const digits = compactDigits(values.supplier_abn);
  return gstCreditWarnings({
    totalCents: parseCents(values.amount),
    taxInvoice: capture.reading?.tax_invoice ?? false,
    abn: digits === '' ? null : { digits, valid: isValidAbn(digits) },
  });
}
