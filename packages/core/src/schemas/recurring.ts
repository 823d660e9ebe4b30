import { z } from 'zod';
import { isIsoDate } from '../dates/calendar.ts';
import { FREQUENCIES } from '../recurring/schedule.ts';
import { message, optionalText, printable } from './fields.ts';
import { bankDetailsSchema, checkPayIdChosen, invoiceDocumentFields, paymentDetailId } from './invoices.ts';

/** The longest payment terms a schedule may give: a year. */
export const DUE_DAYS_MAX = 365;
/** The most invoices a schedule may be set to make. */
export const MAX_COUNT_MAX = 1000;

/**
 * A recurring schedule as the form sends it: when (frequency from a start date, until an end date or a
 * number of invoices), the terms, whether each invoice is e-mailed, and what each invoice holds (items,
 * note, how to pay), as the invoice form has them. The client and business come as relationships.
 */
export const recurringScheduleSchema = z
  .object({
    frequency: z.enum(FREQUENCIES, message('frequency_invalid')),
    start_date: z
      .string(message('start_date_required'))
      .trim()
      .min(1, message('start_date_required'))
      .refine(isIsoDate, message('date_invalid')),
    end_date: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isIsoDate(value), message('date_invalid')),
    max_count: z
      .number(message('recurring_count_invalid'))
      .int(message('recurring_count_invalid'))
      .min(1, message('recurring_count_invalid'))
      .max(MAX_COUNT_MAX, message('recurring_count_invalid'))
      .nullish()
      .transform((value) => value ?? null),
    due_days: z
      .number(message('due_days_invalid'))
      .int(message('due_days_invalid'))
      .min(0, message('due_days_invalid'))
      .max(DUE_DAYS_MAX, message('due_days_invalid')),
    send_automatically: z.boolean().default(false),
    note: invoiceDocumentFields.note,
    ref: printable(optionalText(100, 'ref_too_long')),
    prices_include_gst: invoiceDocumentFields.prices_include_gst,
    items: invoiceDocumentFields.items,
    // Absent (the app's schedule form has no payment fields): a new schedule's invoices ask to be paid
    // as a new invoice does, by the business's newest PayID; an edited one's as before.
    payment_method: z.enum(['none', 'payid', 'bank']).optional(),
    bank: bankDetailsSchema.nullish(),
    payment_detail_id: paymentDetailId,
  })
  .superRefine((schedule, context) => {
    if (schedule.end_date !== null && schedule.end_date < schedule.start_date) {
      context.addIssue({
        code: 'custom',
        message: message('recurring_end_before_start'),
        path: ['end_date'],
      });
    }
    if (schedule.payment_method === 'bank' && !schedule.bank) {
      context.addIssue({ code: 'custom', message: message('bank_details_required'), path: ['bank'] });
    }
    checkPayIdChosen({ ...schedule, payment_method: schedule.payment_method ?? 'none' }, context);
  });
export type RecurringScheduleInput = z.infer<typeof recurringScheduleSchema>;
