import type { ExpenseResource } from '@sorted/core/contract/expenses';
import { deductibleAmount } from '@sorted/core/expenses/expense-gst';
import { creditableGst } from '@sorted/core/gst/bas-worksheet';
import { formatAbn } from '@sorted/core/identifiers/abn';
import { centsToDecimal } from '@sorted/core/money/cents';
import { isBusinessType } from '@sorted/core/tax/business';
import { keptUntil } from '@sorted/core/tax-time/records';
import type { Selectable } from 'kysely';
import type { ExpensesTable } from '../db/schema.ts';

// Shared by every feature that shows expenses (their own screens, and the BAS's records behind a figure).
type ExpenseRow = Selectable<ExpensesTable> & {
  receipt_content_type: string | null;
  receipt_byte_size: number | null;
  receipt_stored_at: string | null;
  business_type: string | null;
};

/** A stored timestamp as an instant: SQLite writes "YYYY-MM-DD HH:MM:SS" in UTC, without a zone. */
const storedInstant = (value: string) =>
  /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;

/** The first day the expense's receipt may be removed or replaced (records are kept five years). */
export function receiptKeptUntil(row: ExpenseRow): string {
  // The day it was stored, as dated 14 hours ahead of UTC (no Australian clock is further ahead): at
  // worst a day later than the business's own calendar says, so a receipt is never let go early.
  const stored = row.receipt_stored_at
    ? new Date(Date.parse(storedInstant(row.receipt_stored_at)) + 14 * 3_600_000).toISOString().slice(0, 10)
    : null;
  return keptUntil(
    [row.expense_date, row.paid_date, stored],
    isBusinessType(row.business_type) ? row.business_type : 'sole-trader',
  );
}

export const receiptUrl = (expenseId: number) => `/api/v1/expenses/${expenseId}/receipt`;

export function expenseResource(row: ExpenseRow): ExpenseResource {
  const amount = Number(row.amount_cents);
  const gst = Number(row.gst_cents);
  const businessUsePercent = row.business_use_percent;
  return {
    type: 'expenses',
    id: String(row.id),
    attributes: {
      expense_date: row.expense_date,
      supplier_name: row.supplier_name,
      supplier_abn: row.supplier_abn,
      supplier_abn_formatted: row.supplier_abn ? formatAbn(row.supplier_abn) : null,
      description: row.description,
      category: row.category,
      amount: centsToDecimal(amount),
      gst: centsToDecimal(gst),
      business_use_percent: businessUsePercent,
      gst_credit: centsToDecimal(creditableGst({ gst, businessUsePercent })),
      deductible: centsToDecimal(deductibleAmount({ amount, gst, businessUsePercent })),
      paid_date: row.paid_date,
      due_date: row.due_date,
      receipt:
        row.receipt_file_id !== null && row.receipt_content_type !== null
          ? {
              url: receiptUrl(row.id),
              content_type: row.receipt_content_type,
              byte_size: Number(row.receipt_byte_size),
              kept_until: receiptKeptUntil(row),
            }
          : null,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    relationships: {
      company: { data: { type: 'companies', id: String(row.company_id) } },
      bank_line: {
        data: row.bank_line_id === null ? null : { type: 'bank-lines', id: String(row.bank_line_id) },
      },
      vehicle: {
        data: row.vehicle_id === null ? null : { type: 'vehicles', id: String(row.vehicle_id) },
      },
    },
  };
}
