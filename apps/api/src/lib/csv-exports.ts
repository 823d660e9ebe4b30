import { adjustedBalance } from '@sorted/core/adjustment-notes/adjustment-notes';
import { csvDocument } from '@sorted/core/csv/csv-cells';
import { deductibleAmount } from '@sorted/core/expenses/expense-gst';
import { creditableGst } from '@sorted/core/gst/bas-worksheet';
import { formatAbn } from '@sorted/core/identifiers/abn';
import { paymentState } from '@sorted/core/invoices/payments';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { expensesForExport, invoicesForExport } from '../repositories/profit.repository.ts';

// The CSV files an accountant asks for: one row per invoice or expense of a period, amounts as plain
// decimals (no $), dates as YYYY-MM-DD, names in English whatever the user's language (the files go to
// the accountant's software). Cells are defused against formula injection by core's csv-cells.

/** The category names of core's expenses/categories.ts, in English. */
const CATEGORY_NAMES: Record<string, string> = {
  'motor-vehicle': 'Motor vehicle',
  travel: 'Travel',
  'home-office': 'Home office',
  'phone-internet': 'Phone and internet',
  'tools-equipment': 'Tools and equipment',
  'materials-stock': 'Materials and stock',
  contractors: 'Contractors',
  'accounting-legal': 'Accounting and legal',
  insurance: 'Insurance',
  rent: 'Rent',
  advertising: 'Advertising',
  'software-subscriptions': 'Software and subscriptions',
  'bank-fees': 'Bank fees',
  training: 'Training',
  other: 'Other',
};

const STATE_NAMES = { paid: 'Paid', 'partly-paid': 'Partly paid', unpaid: 'Unpaid' } as const;

const abn = (value: string | null | undefined) => (value ? formatAbn(value) : null);
const money = (cents: number | bigint) => centsToDecimal(Number(cents));

/** Excel reads a CSV as UTF-8 only with the byte order mark in front. */
const BOM = '\uFEFF';

export async function invoicesCsv(
  db: Kysely<Database>,
  userId: number,
  from: string,
  to: string,
): Promise<string> {
  const rows = await invoicesForExport(db, userId, from, to);
  return (
    BOM +
    csvDocument([
      [
        'Invoice number',
        'Invoice date',
        'Due date',
        'Client',
        'Client ABN',
        'Business',
        'Subtotal excl. GST',
        'GST',
        'Total',
        'Adjusted',
        'Amount paid',
        'Balance due',
        'Status',
        'Paid date',
      ],
      ...rows.map((row) => {
        const client = row.customer_details
          ? (JSON.parse(row.customer_details) as { name?: string; abn?: string | null })
          : null;
        const state = paymentState(row.status, Number(row.paid_cents));
        const paid = state === 'paid';
        // A voided invoice stays in the export (its number is accounted for), owing nothing.
        const voided = row.voided_on !== null;
        return [
          row.name,
          row.invoice_date,
          row.due_date,
          client?.name ?? null,
          abn(client?.abn),
          row.company_name,
          money(row.subtotal_cents),
          money(row.gst_cents),
          money(row.total_cents),
          money(row.adjusted_cents),
          money(row.paid_cents),
          voided
            ? money(0)
            : money(
                adjustedBalance(Number(row.total_cents), Number(row.adjusted_cents), Number(row.paid_cents))
                  .balance,
              ),
          voided ? `Void (${row.voided_on})` : STATE_NAMES[state],
          paid && !voided ? (row.paid_date ?? row.invoice_date) : null,
        ];
      }),
    ])
  );
}

export async function expensesCsv(
  db: Kysely<Database>,
  userId: number,
  from: string,
  to: string,
): Promise<string> {
  const rows = await expensesForExport(db, userId, from, to);
  return (
    BOM +
    csvDocument([
      [
        'Date',
        'Business',
        'Supplier',
        'Supplier ABN',
        'Description',
        'Category',
        'Amount incl. GST',
        'GST',
        'Business use %',
        'GST credit',
        'Deductible',
        'Paid date',
        'Due date',
      ],
      ...rows.map((row) => {
        const amount = Number(row.amount_cents);
        const gst = Number(row.gst_cents);
        const use = Number(row.business_use_percent);
        return [
          row.expense_date,
          row.company_name,
          row.supplier_name,
          abn(row.supplier_abn),
          row.description,
          CATEGORY_NAMES[row.category] ?? row.category,
          money(amount),
          money(gst),
          use,
          money(creditableGst({ gst, businessUsePercent: use })),
          money(deductibleAmount({ amount, gst, businessUsePercent: use })),
          row.paid_date,
          row.due_date,
        ];
      }),
    ])
  );
}
