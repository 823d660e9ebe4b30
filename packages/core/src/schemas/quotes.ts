import { z } from 'zod';
import { isIsoDate } from '../dates/calendar.ts';
import { message, optionalText, printable } from './fields.ts';
import { invoiceItemSchema } from './invoices.ts';

const isoDate = (required: Parameters<typeof message>[0]) =>
  z.string(message(required)).trim().min(1, message(required)).refine(isIsoDate, message('date_invalid'));

/**
 * A quote as the create and edit forms send it: the invoice's items and GST choice, a valid-until date
 * instead of a due date, no payment details. Amounts come from the items, worked out by the server.
 * Customer and company come as ids (relationships or *_id attributes).
 */
export const quoteSchema = z
  .object({
    number: printable(
      z.string(message('quote_number_required')).trim().min(1, message('quote_number_required')).max(50),
    ),
    issue_date: isoDate('issue_date_required'),
    valid_until: isoDate('valid_until_required'),
    note: printable(optionalText(2000, 'note_too_long')),
    prices_include_gst: z.boolean().default(false),
    items: z.array(invoiceItemSchema, message('items_required')).min(1, message('items_required')).max(500),
  })
  .superRefine((quote, context) => {
    if (quote.valid_until < quote.issue_date) {
      context.addIssue({
        code: 'custom',
        message: message('valid_until_before_issue'),
        path: ['valid_until'],
      });
    }
  });
export type QuoteInput = z.infer<typeof quoteSchema>;
