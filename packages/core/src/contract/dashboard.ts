import { z } from 'zod';
import { REVENUE_PERIODS } from '../dashboard/periods.ts';
import { displayStatus, paymentState } from './invoice-summaries.ts';
import { resource, single } from './json-api.ts';

/** An invoice in the dashboard's recent and outstanding lists. */
export const dashboardInvoice = z.strictObject({
  id: z.string(),
  name: z.string(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  invoice_date: z.string(),
  due_date: z.string(),
  paid_date: z.string().nullable(),
  status: z.number(),
  display_status: displayStatus,
  activity_status: z.enum(['paid', 'overdue', 'issued']),
  amount: z.string(),
  /** What is still due (part payments), and whether it is partly paid. */
  balance_due: z.string(),
  payment_state: paymentState,
});
export type DashboardInvoice = z.infer<typeof dashboardInvoice>;

export const revenuePoint = z.strictObject({
  key: z.string(),
  label: z.string(),
  first_month: z.string(),
  last_month: z.string(),
  amount: z.string(),
});
export type RevenuePoint = z.infer<typeof revenuePoint>;

/** Every figure of the dashboard; amounts are decimal strings, shares and growth percentages. */
export const dashboardSummaryAttributes = z.strictObject({
  today: z.string(),
  invoices: z.strictObject({
    count: z.number(),
    paid: z.number(),
    unpaid: z.number(),
    last_invoice_date: z.string().nullable(),
  }),
  income: z.strictObject({
    this_month: z.string(),
    last_month: z.string(),
    average: z.string(),
    total: z.string(),
  }),
  outstanding: z.strictObject({
    amount: z.string(),
    count: z.number(),
    overdue: z.number(),
    share: z.number(),
  }),
  revenue: z.strictObject({
    period: z.enum(REVENUE_PERIODS),
    growth: z.number(),
    series: z.array(revenuePoint),
  }),
  top_customers: z.array(
    z.strictObject({ id: z.string(), name: z.string(), total: z.string(), share: z.number() }),
  ),
  recent_invoices: z.array(dashboardInvoice),
  outstanding_invoices: z.array(dashboardInvoice),
  /** Bank lines of every business's accounts not reconciled yet (issue 29). */
  unreconciled_bank_lines: z.number(),
});
export type DashboardSummaryAttributes = z.infer<typeof dashboardSummaryAttributes>;

export const dashboardSummaryDocument = single(resource('dashboardSummaries', dashboardSummaryAttributes));
export type DashboardSummaryDocument = z.infer<typeof dashboardSummaryDocument>;
