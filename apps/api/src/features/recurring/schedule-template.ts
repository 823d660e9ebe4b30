import { dueDateOf } from '@sorted/core/recurring/schedule';
import type { InvoiceInput } from '@sorted/core/schemas/invoices';
import type { RecurringScheduleInput } from '@sorted/core/schemas/recurring';

/** What each invoice of a schedule holds, as the invoice form has it (quantities in thousandths, prices in cents). */
export type ScheduleTemplate = Pick<
  RecurringScheduleInput,
  'note' | 'ref' | 'prices_include_gst' | 'items' | 'bank' | 'payment_detail_id'
> & { payment_method: NonNullable<RecurringScheduleInput['payment_method']> };

/** A schedule's input once how its invoices ask to be paid is settled (schedules.ts). */
export type SettledScheduleInput = RecurringScheduleInput & Pick<ScheduleTemplate, 'payment_method'>;

export function templateOf(input: SettledScheduleInput): ScheduleTemplate {
  return {
    note: input.note,
    ref: input.ref,
    prices_include_gst: input.prices_include_gst,
    items: input.items,
    payment_method: input.payment_method,
    bank: input.payment_method === 'bank' ? (input.bank ?? null) : null,
    payment_detail_id: input.payment_method === 'payid' ? (input.payment_detail_id ?? null) : null,
  };
}

/** The column holds only what the schedule's schema accepted. */
export const parseTemplate = (json: string) => JSON.parse(json) as ScheduleTemplate;

/** The invoice of one occurrence: the template, numbered, dated on the occurrence's day, due by the terms. */
export function invoiceInputOf(
  template: ScheduleTemplate,
  occurrence: { number: string; issuedOn: string; dueDays: number },
): InvoiceInput {
  return {
    ...template,
    name: occurrence.number,
    invoice_date: occurrence.issuedOn,
    due_date: dueDateOf(occurrence.issuedOn, occurrence.dueDays),
  };
}
