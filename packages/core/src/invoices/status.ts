import type { IsoDate } from '../dates/calendar.ts';

/** 0 is unpaid and 1 paid; any other value (only rows older than INVOICE_STATUSES) counts as received. */
export type InvoiceStatusCode = number;

export const UNPAID = 0;
export const PAID = 1;
/** The states an invoice may be set to: nothing else is accepted. */
export const INVOICE_STATUSES = [UNPAID, PAID] as const;

export const isReceived = (status: InvoiceStatusCode) => status !== UNPAID;

/** Overdue: unpaid and due before today (today as the business sees it, Australia/Sydney by default). */
export const isOverdue = (status: InvoiceStatusCode, dueDate: IsoDate, today: IsoDate) =>
  status === UNPAID && dueDate < today;

/** Void: an issued invoice voided (kept, counted nowhere). */
export type DisplayStatus = 'Paid' | 'Overdue' | 'Pending' | 'Void';
export type ActivityStatus = 'paid' | 'overdue' | 'issued';

export function displayStatus(
  status: InvoiceStatusCode,
  dueDate: IsoDate,
  today: IsoDate,
  voided = false,
): DisplayStatus {
  if (voided) return 'Void';
  if (isReceived(status)) return 'Paid';
  return isOverdue(status, dueDate, today) ? 'Overdue' : 'Pending';
}

export function activityStatus(status: InvoiceStatusCode, dueDate: IsoDate, today: IsoDate): ActivityStatus {
  if (isReceived(status)) return 'paid';
  return isOverdue(status, dueDate, today) ? 'overdue' : 'issued';
}
