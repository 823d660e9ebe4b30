import type { RevenuePeriod } from '@sorted/core/dashboard/periods';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Document, Resource } from '../../lib/json-api.ts';

// The dashboard's calls: the summary the server computes (GET /dashboard/summary), the Tax Summary
// waitlist (GET/POST /waitlists) and the Paid action of an outstanding invoice.

export type ActivityStatus = 'paid' | 'overdue' | 'issued';

export interface DashboardInvoice {
  id: string;
  name: string;
  customer_id: string | null;
  /** Null when the client is gone: shown as Unknown. */
  customer_name: string | null;
  invoice_date: string;
  due_date: string;
  paid_date: string | null;
  status: number;
  display_status: 'Paid' | 'Overdue' | 'Pending';
  activity_status: ActivityStatus;
  amount: string;
}

export interface RevenuePoint {
  key: string;
  label: string;
  first_month: string;
  last_month: string;
  amount: string;
}

export interface DashboardSummary {
  today: string;
  invoices: { count: number; paid: number; unpaid: number; last_invoice_date: string | null };
  income: { this_month: string; last_month: string; average: string; total: string };
  outstanding: { amount: string; count: number; overdue: number; share: number };
  revenue: { period: RevenuePeriod; growth: number; series: RevenuePoint[] };
  top_customers: { id: string; name: string; total: string; share: number }[];
  recent_invoices: DashboardInvoice[];
  outstanding_invoices: DashboardInvoice[];
}

export const dashboardKey = ['dashboard'] as const;
export const waitlistKey = ['waitlists'] as const;

export const TAX_SUMMARY_WAITLIST = 'Tax Summary';

export async function fetchDashboardSummary(
  period: RevenuePeriod,
  signal?: AbortSignal,
): Promise<DashboardSummary> {
  const document = await api.get<Document<Resource<DashboardSummary>>>(
    `/dashboard/summary?period=${encodeURIComponent(period)}`,
    signal ? { signal } : {},
  );
  return document.data.attributes;
}

/** Whether the user is on the Tax Summary waitlist (the list of their entries is not empty). */
export async function fetchOnWaitlist(userId: string, signal?: AbortSignal): Promise<boolean> {
  const params = new URLSearchParams({ 'filter[user_id]': userId });
  const document = await api.get<Document<Resource<{ name: string }>[]>>(
    `/waitlists?${params.toString()}`,
    signal ? { signal } : {},
  );
  return document.data.some((entry) => entry.attributes.name === TAX_SUMMARY_WAITLIST);
}

export async function joinWaitlist(userId: string): Promise<void> {
  await api.post('/waitlists', {
    data: {
      type: 'waitlists',
      attributes: { name: TAX_SUMMARY_WAITLIST },
      relationships: { user: { data: { type: 'users', id: userId } } },
    },
  });
}

/** The revenue chart's period when the dashboard opens. */
export const FIRST_PERIOD: RevenuePeriod = 'monthly';

export const summaryQuery = (period: RevenuePeriod) => ({
  queryKey: [...dashboardKey, 'summary', period],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDashboardSummary(period, signal),
});

/** The figures are the page's largest paint: asked for while the frame is still on its way. */
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(summaryQuery(FIRST_PERIOD));
}

/** The same width of asterisks whatever the amount, so a hidden figure gives nothing away. */
export const HIDDEN_AMOUNT = '****';

/** Growth as shown: one decimal, with its sign. */
export function formatGrowth(growth: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return `${format.format(growth)}%`;
}

/** A bar's label in the user's language: "Mar 2026", "Jan – Mar 2026"; financial years are translated by the caller. */
export function monthRangeLabel(first: string, last: string, locale: string): string {
  const month = (value: string) => new Date(`${value}-15T00:00:00Z`);
  const short = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const withYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (first === last) return withYear.format(month(first));
  return `${short.format(month(first))}–${withYear.format(month(last))}`;
}
