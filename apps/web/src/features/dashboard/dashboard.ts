import type {
  DashboardInvoice,
  DashboardSummaryAttributes,
  DashboardSummaryDocument,
} from '@sorted/core/contract/dashboard';
import type { WaitlistListDocument } from '@sorted/core/contract/waitlists';
import type { RevenuePeriod } from '@sorted/core/dashboard/periods';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

// The dashboard's calls: the summary the server computes (GET /dashboard/summary) and the Tax Summary
// waitlist (GET/POST /waitlists). The Paid action of an outstanding invoice is the invoices' own.

export type { DashboardInvoice, RevenuePoint } from '@sorted/core/contract/dashboard';
export type DashboardSummary = DashboardSummaryAttributes;
export type ActivityStatus = DashboardInvoice['activity_status'];

export const dashboardKey = ['dashboard'] as const;
export const waitlistKey = ['waitlists'] as const;

export const TAX_SUMMARY_WAITLIST = 'Tax Summary';

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

/** Whether the user is on the Tax Summary waitlist (the list of their entries is not empty). */
export async function fetchOnWaitlist(userId: string, signal?: AbortSignal): Promise<boolean> {
  const params = new URLSearchParams({ 'filter[user_id]': userId });
  const document = await api.get<WaitlistListDocument>(
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

/** The summary for a revenue period; the figures shown stay while another period loads. */
export function useDashboardSummary(period: RevenuePeriod) {
  return useQuery({ ...summaryQuery(period), placeholderData: keepPreviousData });
}

export function useOnWaitlist(userId: string | undefined) {
  return useQuery({
    queryKey: [...waitlistKey, userId],
    queryFn: ({ signal }) => fetchOnWaitlist(userId ?? '', signal),
    enabled: userId !== undefined,
  });
}

/** Puts the user on the Tax Summary waitlist; whether they are on it is asked again either way. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}

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
