import { adjustedBalance } from '@sorted/core/adjustment-notes/adjustment-notes';
import {
  addMonths,
  averageCents,
  growthPercent,
  monthOf,
  type RevenuePeriod,
  revenueSeries,
  sharePercent,
} from '@sorted/core/dashboard/periods';
import { paymentState } from '@sorted/core/invoices/payments';
import { activityStatus, displayStatus } from '@sorted/core/invoices/status';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Db } from '../../db/database.ts';
import { unreconciledBankLineCount } from '../../repositories/unreconciled-bank-lines.repository.ts';
import {
  type DashboardInvoiceRow,
  earliestDueUnpaid,
  incomeByMonth,
  invoiceCount,
  latestInvoices,
  paidInvoiceTotals,
  topCustomers,
  unpaidTotals,
} from './dashboard.repository.ts';

/** Spec §9: recent activity 5, top customers 5. */
export const RECENT_INVOICES = 5;
export const TOP_CUSTOMERS = 5;
/** The outstanding list shows the earliest due; the whole list is the invoice list filtered to unpaid. */
export const OUTSTANDING_INVOICES = 10;

function invoiceEntry(row: DashboardInvoiceRow, today: string) {
  return {
    id: String(row.id),
    name: row.name,
    customer_id: row.customer_id === null ? null : String(row.customer_id),
    customer_name: row.customer_name,
    invoice_date: row.invoice_date,
    due_date: row.due_date,
    paid_date: row.paid_date,
    status: row.status,
    display_status: displayStatus(row.status, row.due_date, today),
    activity_status: activityStatus(row.status, row.due_date, today),
    amount: centsToDecimal(Number(row.total_cents)),
    balance_due: centsToDecimal(
      adjustedBalance(Number(row.total_cents), Number(row.adjusted_cents), Number(row.paid_cents)).balance,
    ),
    payment_state: paymentState(row.status, Number(row.paid_cents)),
  };
}

/** Every figure of the dashboard for one user, on `today` (a date in the app's time zone). */
export async function dashboardSummary(db: Db, userId: number, today: string, period: RevenuePeriod) {
  const { kysely } = db;
  const [count, months, paidInvoices, unpaid, customers, recent, outstanding, unreconciled] =
    await Promise.all([
      invoiceCount(kysely, userId),
      incomeByMonth(kysely, userId),
      paidInvoiceTotals(kysely, userId),
      unpaidTotals(kysely, userId, today),
      topCustomers(kysely, userId, TOP_CUSTOMERS),
      latestInvoices(kysely, userId, RECENT_INVOICES),
      earliestDueUnpaid(kysely, userId, OUTSTANDING_INVOICES),
      unreconciledBankLineCount(kysely, userId),
    ]);

  const incomeMonths = new Map<string, number>();
  let paidCents = 0;
  for (const row of months) {
    paidCents += row.cents;
    incomeMonths.set(row.month, row.cents);
  }
  const thisMonth = monthOf(today);
  const series = revenueSeries(today, period, incomeMonths);
  const billed = paidCents + unpaid.cents;

  return {
    today,
    // Invoices, not payments: a part-paid invoice is one invoice, still unpaid.
    invoices: {
      count,
      paid: count - unpaid.count,
      unpaid: unpaid.count,
      last_invoice_date: recent[0]?.invoice_date ?? null,
    },
    income: {
      this_month: centsToDecimal(incomeMonths.get(thisMonth) ?? 0),
      last_month: centsToDecimal(incomeMonths.get(addMonths(thisMonth, -1)) ?? 0),
      // What the invoices paid in full received, over how many they are (not over the payments).
      average: centsToDecimal(averageCents(paidInvoices.cents, paidInvoices.count)),
      total: centsToDecimal(paidCents),
    },
    outstanding: {
      amount: centsToDecimal(unpaid.cents),
      count: unpaid.count,
      overdue: unpaid.overdue,
      share: sharePercent(unpaid.cents, billed),
    },
    revenue: {
      period,
      growth: growthPercent(series.map((point) => point.cents)),
      series: series.map((point) => ({
        key: point.key,
        label: point.label,
        first_month: point.firstMonth,
        last_month: point.lastMonth,
        amount: centsToDecimal(point.cents),
      })),
    },
    top_customers: customers.map((customer) => ({
      id: String(customer.id),
      name: customer.name,
      total: centsToDecimal(customer.cents),
      share: sharePercent(customer.cents, paidCents),
    })),
    recent_invoices: recent.map((row) => invoiceEntry(row, today)),
    outstanding_invoices: outstanding.map((row) => invoiceEntry(row, today)),
    unreconciled_bank_lines: unreconciled,
  };
}
