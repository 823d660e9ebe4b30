import type {
  RecurringOccurrence,
  RecurringScheduleResource,
  RecurringStatus,
} from '@sorted/core/contract/recurring';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Frequency } from '@sorted/core/recurring/schedule';
import { itemTotals, QUANTITY_SCALE } from '@sorted/core/sales-documents/totals';
import type { occurrencesOf, ScheduleRow } from './recurring.repository.ts';
import { parseTemplate } from './schedule-template.ts';

/** A schedule as the API shows it, each invoice's total as its business's GST registration makes it. */
export function scheduleResource(row: ScheduleRow): RecurringScheduleResource {
  const template = parseTemplate(row.template);
  const totals = itemTotals(template.items, {
    gstRegistered: Boolean(row.company_gst_registered),
    pricesIncludeGst: template.prices_include_gst,
  });
  // The columns hold only what the schedule's schema and its actions wrote.
  const status = row.status as RecurringStatus;
  return {
    type: 'recurringSchedules',
    id: String(row.id),
    attributes: {
      frequency: row.frequency as Frequency,
      start_date: row.start_date,
      end_date: row.end_date,
      max_count: row.max_count,
      due_days: row.due_days,
      send_automatically: Boolean(row.send_automatically),
      status,
      next_date: status === 'ended' ? null : row.next_date,
      made_count: row.made_count,
      customer_name: row.customer_name,
      company_name: row.company_name,
      note: template.note,
      ref: template.ref,
      prices_include_gst: template.prices_include_gst,
      payment_method: template.payment_method,
      payment_detail_id: template.payment_detail_id ?? null,
      bank: template.bank ?? null,
      items: template.items.map((item) => ({
        name: item.name,
        description: item.description,
        quantity: String(item.quantity / QUANTITY_SCALE),
        price: centsToDecimal(item.price),
        taxable: item.taxable,
      })),
      total: centsToDecimal(totals.total),
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    relationships: {
      customer: { data: { type: 'customers', id: String(row.customer_id) } },
      company: { data: { type: 'companies', id: String(row.company_id) } },
    },
  };
}

export function occurrenceOf(row: Awaited<ReturnType<typeof occurrencesOf>>[number]): RecurringOccurrence {
  return {
    index: row.occurrence_index,
    issued_on: row.issued_on,
    invoice_id: row.invoice_id === null ? null : String(row.invoice_id),
    invoice_number: row.invoice_number,
    sent: Boolean(row.sent),
    unsent_reason: row.unsent_reason,
  };
}
