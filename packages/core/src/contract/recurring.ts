import { z } from 'zod';
import { FREQUENCIES } from '../recurring/schedule.ts';
import { documentLine } from './document-lines.ts';
import { list, resource, single, toOne } from './json-api.ts';

export const recurringStatus = z.enum(['active', 'paused', 'ended']);
export type RecurringStatus = z.infer<typeof recurringStatus>;

/** One item of what each invoice holds; quantity and price as decimal strings, like an invoice's. */
export const recurringItem = documentLine.omit({ amount: true });
export type RecurringItem = z.infer<typeof recurringItem>;

export const recurringScheduleAttributes = z.strictObject({
  frequency: z.enum(FREQUENCIES),
  start_date: z.string(),
  end_date: z.string().nullable(),
  max_count: z.number().nullable(),
  due_days: z.number(),
  send_automatically: z.boolean(),
  status: recurringStatus,
  /** The date of the next invoice; null once the schedule has ended. */
  next_date: z.string().nullable(),
  /** How many invoices it has made. */
  made_count: z.number(),
  customer_name: z.string(),
  company_name: z.string(),
  note: z.string().nullable(),
  ref: z.string().nullable(),
  prices_include_gst: z.boolean(),
  payment_method: z.enum(['none', 'payid', 'bank']),
  payment_detail_id: z.number().nullable(),
  bank: z
    .strictObject({
      bank_name: z.string(),
      bsb: z.string(),
      account_number: z.string(),
      account_name: z.string(),
    })
    .nullable(),
  items: z.array(recurringItem),
  /** Each invoice's total (decimal string), GST included when the business is registered. */
  total: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RecurringScheduleAttributes = z.infer<typeof recurringScheduleAttributes>;

export const recurringScheduleResource = resource(
  'recurringSchedules',
  recurringScheduleAttributes,
  z.strictObject({ customer: toOne('customers'), company: toOne('companies') }),
);
export type RecurringScheduleResource = z.infer<typeof recurringScheduleResource>;

/** An invoice the schedule has made: when, which, and whether it was e-mailed (and if not, why). */
export const recurringOccurrence = z.strictObject({
  index: z.number(),
  issued_on: z.string(),
  invoice_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  sent: z.boolean(),
  /** mail_limit_hour, mail_limit_day or client_email_required when an automatic send was held back. */
  unsent_reason: z.string().nullable(),
});
export type RecurringOccurrence = z.infer<typeof recurringOccurrence>;

export const recurringScheduleDocument = single(recurringScheduleResource, {
  meta: z.strictObject({ occurrences: z.array(recurringOccurrence) }),
});
export type RecurringScheduleDocument = z.infer<typeof recurringScheduleDocument>;

export const recurringScheduleListDocument = list(recurringScheduleResource);
export type RecurringScheduleListDocument = z.infer<typeof recurringScheduleListDocument>;
