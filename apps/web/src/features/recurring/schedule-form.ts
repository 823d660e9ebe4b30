import type { RecurringScheduleDocument } from '@sorted/core/contract/recurring';
import type { Frequency } from '@sorted/core/recurring/schedule';
import { recurringScheduleSchema } from '@sorted/core/schemas/recurring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { FormSchema } from '../../lib/form.ts';
import { emptyItem, type ItemValues, itemValuesOf } from '../sales-documents/index.ts';
import { type RecurringSchedule, recurringKey, scheduleFrom } from './recurring-schedules.ts';

// The schedule form's values, rules and saving, apart from the schedules' queries: a page that lists
// schedules (a client's) opens without the forms' code (validation, the item fields).

export type Ends = 'never' | 'on' | 'after';

export interface ScheduleFormValues {
  customer_id: string;
  company_id: string;
  frequency: Frequency;
  start_date: string;
  ends: Ends;
  end_date: string;
  max_count: string;
  due_days: string;
  /** 'send' e-mails each invoice as it is made; 'draft' leaves it for review. */
  delivery: 'send' | 'draft';
  note: string;
  items: ItemValues[];
}

/** What the API receives: the schedule's attributes, the client and business as relationships. */
export function payloadOf(values: ScheduleFormValues) {
  const count = values.max_count.trim();
  return {
    frequency: values.frequency,
    start_date: values.start_date,
    end_date: values.ends === 'on' ? values.end_date || null : null,
    max_count: values.ends === 'after' ? (count === '' ? Number.NaN : Number(count)) : null,
    due_days: values.due_days.trim() === '' ? Number.NaN : Number(values.due_days),
    send_automatically: values.delivery === 'send',
    note: values.note.trim() || null,
    items: values.items.map((item) => ({
      name: item.name,
      description: item.description.trim() || null,
      quantity: item.quantity,
      price: item.price,
      taxable: item.taxable,
    })),
  };
}

function documentOf(values: ScheduleFormValues, id?: string) {
  return {
    data: {
      type: 'recurringSchedules',
      ...(id ? { id } : {}),
      attributes: payloadOf(values),
      relationships: {
        customer: { data: { type: 'customers', id: values.customer_id } },
        company: { data: { type: 'companies', id: values.company_id } },
      },
    },
  };
}

/** The shared schedule schema over the form's values, with the client and business required. */
export const scheduleFormSchema: FormSchema = {
  safeParse(values) {
    const form = values as ScheduleFormValues;
    const parsed = recurringScheduleSchema.safeParse(payloadOf(form));
    const issues = parsed.success ? [] : [...parsed.error.issues];
    if (!form.customer_id) issues.push({ path: ['customer'], message: 'customer_required' } as never);
    if (!form.company_id) issues.push({ path: ['company'], message: 'company_required' } as never);
    return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
  },
};

export function emptySchedule(today: string, customerId = '', companyId = ''): ScheduleFormValues {
  return {
    customer_id: customerId,
    company_id: companyId,
    frequency: 'monthly',
    start_date: today,
    ends: 'never',
    end_date: '',
    max_count: '',
    due_days: '14',
    delivery: 'draft',
    note: '',
    items: [emptyItem()],
  };
}

export function formValuesOf(schedule: RecurringSchedule): ScheduleFormValues {
  return {
    customer_id: schedule.customerId,
    company_id: schedule.companyId,
    frequency: schedule.frequency,
    start_date: schedule.start_date,
    ends: schedule.end_date ? 'on' : schedule.max_count ? 'after' : 'never',
    end_date: schedule.end_date ?? '',
    max_count: schedule.max_count ? String(schedule.max_count) : '',
    due_days: String(schedule.due_days),
    delivery: schedule.send_automatically ? 'send' : 'draft',
    note: schedule.note ?? '',
    items: itemValuesOf(schedule.items),
  };
}

/** Creates a schedule, or saves an edited one (what it makes from now on). */
export function useSaveRecurringSchedule(schedule?: RecurringSchedule) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ScheduleFormValues) => {
      const document = schedule
        ? await api.patch<RecurringScheduleDocument>(
            `/recurring-schedules/${encodeURIComponent(schedule.id)}`,
            documentOf(values, schedule.id),
          )
        : await api.post<RecurringScheduleDocument>('/recurring-schedules', documentOf(values));
      return scheduleFrom(document.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurringKey }),
  });
}
