import { addDays } from '@sorted/core/dates/calendar';
import { quoteSchema } from '@sorted/core/schemas/quotes';
import {
  type DocumentValues,
  documentErrors,
  documentPayloadOf,
  documentValuesOf,
  emptyDocument,
  type FormErrors,
  formSchemaOf,
  type ItemPayload,
  samePayload,
} from '../sales-documents/index.ts';
import type { Quote } from './quotes.ts';

// The quote form's state as people type it (strings), what it sends, and its checks: a sales document's
// items and note, with a valid-until date instead of a due date and no payment details.

export interface QuoteFormValues extends DocumentValues {
  number: string;
  issue_date: string;
  valid_until: string;
}

/** What the API receives (amounts are left out: the server works them out from the items). */
export interface QuotePayload {
  number: string;
  issue_date: string;
  valid_until: string;
  customer_id: string | null;
  company_id: string | null;
  prices_include_gst: boolean;
  note: string | null;
  items: ItemPayload[];
}

/** How long a new quote stands when nothing else is said: 30 days. */
export const DEFAULT_VALID_DAYS = 30;

export function emptyQuote(today: string): QuoteFormValues {
  return {
    number: '',
    issue_date: today,
    valid_until: addDays(today, DEFAULT_VALID_DAYS),
    ...emptyDocument(),
  };
}

/** A saved quote as the form shows it. */
export function quoteValuesOf(quote: Quote): QuoteFormValues {
  return {
    number: quote.number,
    issue_date: quote.issue_date,
    valid_until: quote.valid_until,
    ...documentValuesOf(quote),
  };
}

export function quotePayloadOf(values: QuoteFormValues): QuotePayload {
  return {
    number: values.number.trim(),
    issue_date: values.issue_date,
    valid_until: values.valid_until,
    ...documentPayloadOf(values),
  };
}

/** The checks before a save: client, business, and the server's own schema. */
export function validateQuote(values: QuoteFormValues): FormErrors {
  return documentErrors(values, quoteSchema, quotePayloadOf(values));
}

export const quoteFormSchema = formSchemaOf(validateQuote);

/** Whether two states would save the same quote (Save stays off when nothing changed). */
export const sameQuote = samePayload(quotePayloadOf);
