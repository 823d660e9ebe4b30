import type {
  RecurringScheduleAttributes,
  RecurringScheduleDocument,
  RecurringScheduleListDocument,
  RecurringScheduleResource,
} from '@sorted/core/contract/recurring';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** A schedule as screens use it: its attributes with its id and its client's and business's ids. */
export type RecurringSchedule = RecurringScheduleAttributes & {
  id: string;
  customerId: string;
  companyId: string;
};

export type ScheduleAction = 'pause' | 'resume' | 'end';

export const recurringKey = ['recurring-schedules'] as const;

export const scheduleFrom = (resource: RecurringScheduleResource): RecurringSchedule => ({
  id: resource.id,
  ...resource.attributes,
  customerId: resource.relationships.customer.data.id,
  companyId: resource.relationships.company.data.id,
});

export async function fetchSchedules(customerId: string | undefined, signal?: AbortSignal) {
  const query = customerId ? `?customer=${encodeURIComponent(customerId)}` : '';
  const document = await api.get<RecurringScheduleListDocument>(
    `/recurring-schedules${query}`,
    signal ? { signal } : {},
  );
  return document.data.map(scheduleFrom);
}

// Queries and mutations: each change refreshes every list of schedules, and the invoices (a schedule
// may have made some) and clients' pages.

/** One client's schedules, or everyone's. */
export const schedulesQuery = (customerId?: string) => ({
  queryKey: [...recurringKey, 'list', customerId ?? 'all'],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSchedules(customerId, signal),
});

export function useRecurringSchedules(customerId?: string) {
  return useQuery(schedulesQuery(customerId));
}

export function useScheduleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ schedule, action }: { schedule: RecurringSchedule; action: ScheduleAction }) => {
      const document = await api.post<RecurringScheduleDocument>(
        `/recurring-schedules/${encodeURIComponent(schedule.id)}/${action}`,
      );
      return scheduleFrom(document.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurringKey }),
  });
}

export function useDeleteRecurringSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: RecurringSchedule) =>
      api.delete(`/recurring-schedules/${encodeURIComponent(schedule.id)}`),
    onSuccess: (_, schedule) => {
      queryClient.removeQueries({ queryKey: [...recurringKey, 'one', schedule.id] });
      return queryClient.invalidateQueries({ queryKey: recurringKey });
    },
  });
}
