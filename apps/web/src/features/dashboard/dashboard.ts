import type {
  DashboardInvoice,
  DashboardSummaryAttributes,
  DashboardSummaryDocument,
} from '@sorted/core/contract/dashboard';
import type { RevenuePeriod } from '@sorted/core/dashboard/periods';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { dashboardKey } from '../../lib/query-keys.ts';
// The set-aside names the overdue BAS periods the dashboard's first notice lists.
import { setAsideQuery } from '../profit/index.ts';

// The dashboard's call: the summary the server computes (GET /dashboard/summary). The Paid action of an
// outstanding invoice is the invoices' own; the Tax Summary card reads the profit feature's set-aside.

export type { DashboardInvoice, RevenuePoint } from '@sorted/core/contract/dashboard';
export type DashboardSummary = DashboardSummaryAttributes;
export type ActivityStatus = DashboardInvoice['activity_status'];

export { dashboardKey } from '../../lib/query-keys.ts';

export async function fetchDashboardSummary(
  period: RevenuePeriod,
  signal?: AbortSignal,
): Promise<DashboardSummary> {
  const document = await api.get<DashboardSummaryDocument>(
    `/dashboard/summary?period=${encodeURIComponent(period)}`,
    signal ? { signal } : {},
  );
  return document.data.attributes;
}

/** The revenue chart's period when the dashboard opens. */
export const FIRST_PERIOD: RevenuePeriod = 'monthly';

export const summaryQuery = (period: RevenuePeriod) => ({
  queryKey: [...dashboardKey, 'summary', period],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchDashboardSummary(period, signal),
});

/** The summary for a revenue period; the figures shown stay while another period loads. */
export function useDashboardSummary(period: RevenuePeriod) {
  return useQuery({ ...summaryQuery(period), placeholderData: keepPreviousData });
}

/**
 * The figures are the page's largest paint, and the set-aside says whether a notice stands above them:
 * both asked for while the frame is still on its way.
 */
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(summaryQuery(FIRST_PERIOD));
  void client.prefetchQuery(setAsideQuery);
}

/** The same width of asterisks whatever the amount, so a hidden figure gives nothing away. */
export const HIDDEN_AMOUNT = '****';

// Made once per language: the chart labels a dozen bars or more, and making an Intl.DateTimeFormat
// costs far more than using one.
const monthFormats = new Map<string, { short: Intl.DateTimeFormat; withYear: Intl.DateTimeFormat }>();

/** A bar's label in the user's language: "Mar 2026", "Jan – Mar 2026"; financial years are translated by the caller. */
export function monthRangeLabel(first: string, last: string, locale: string): string {
  const month = (value: string) => new Date(`${value}-15T00:00:00Z`);
  let formats = monthFormats.get(locale);
  if (!formats) {
    formats = {
      short: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
      withYear: new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    };
    monthFormats.set(locale, formats);
  }
  const { short, withYear } = formats;
  if (first === last) return withYear.format(month(first));
  return `${short.format(month(first))}–${withYear.format(month(last))}`;
}
