import type { ExpenseResource } from '@sorted/core/contract/expenses';
import { deductibleAmount } from '@sorted/core/expenses/expense-gst';
import { creditableGst } from '@sorted/core/gst/bas-worksheet';
import { formatAbn } from '@sorted/core/identifiers/abn';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Selectable } from 'kysely';
import type { ExpensesTable } from '../db/schema.ts';

// Shared by every feature that shows expenses (their own screens, and the BAS's records behind a figure).
type ExpenseRow = Selectable<ExpensesTable> & {
  receipt_content_type: string | null;
  receipt_byte_size: number | null;
};

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
    },
  };
}
