import { addDays } from '@sorted/core/dates/calendar';
import { quoteSchema } from '@sorted/core/schemas/quotes';
import type { FormSchema } from '../../lib/form.ts';
import { emptyItem, type FormErrors, type ItemValues, newItemKey } from '../invoices/invoice-form-model.ts';
import type { Quote } from './quotes.ts';

// The quote form's state as people type it (strings), what it sends, and its checks: the invoice form's
// items, with a valid-until date instead of a due date and no payment details.

export interface QuoteFormValues {
  number: string;
  issue_date: string;
  valid_until: string;
  customer_id: string | null;
  company_id: string | null;
  prices_include_gst: boolean;
  items: ItemValues[];
  note_enabled: boolean;
  note: string;
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
  items: { name: string; description: string | null; quantity: string; price: string; taxable: boolean }[];
}

/** How long a new quote stands when nothing else is said: 30 days. */
export const DEFAULT_VALID_DAYS = 30;

export function emptyQuote(today: string): QuoteFormValues {
  return {
    number: '',
    issue_date: today,
    valid_until: addDays(today, DEFAULT_VALID_DAYS),
    customer_id: null,
    company_id: null,
    prices_include_gst: false,
    items: [emptyItem()],
    note_enabled: false,
    note: '',
  };
}

/** A saved quote as the form shows it. */
export function quoteValuesOf(quote: Quote): QuoteFormValues {
  return {
    number: quote.number,
    issue_date: quote.issue_date,
    valid_until: quote.valid_until,
    customer_id: quote.customerId,
    company_id: quote.companyId,
    prices_include_gst: quote.prices_include_gst,
    items: quote.items.map((item) => ({
      key: newItemKey(),
      name: item.name,
      description: item.description ?? '',
      quantity: item.quantity,
      price: item.price,
      taxable: item.taxable,
    })),
    note_enabled: Boolean(quote.note),
    note: quote.note ?? '',
  };
}

const trimmedOrNull = (text: string) => text.trim() || null;

export function quotePayloadOf(values: QuoteFormValues): QuotePayload {
  return {
    number: values.number.trim(),
    issue_date: values.issue_date,
    valid_until: values.valid_until,
    customer_id: values.customer_id,
    company_id: values.company_id,
    prices_include_gst: values.prices_include_gst,
    note: values.note_enabled ? trimmedOrNull(values.note) : null,
    items: values.items.map((item) => ({
      name: item.name.trim(),
      description: trimmedOrNull(item.description),
      quantity: item.quantity.trim(),
      price: item.price.trim(),
      taxable: item.taxable,
    })),
  };
}

/** The checks before a save: client, business, and the server's own schema. */
export function validateQuote(values: QuoteFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.customer_id) errors.customer = 'customer_required';
  if (!values.company_id) errors.company = 'company_required';
  const parsed = quoteSchema.safeParse(quotePayloadOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && !(path in errors)) errors[path] = issue.message;
    }
  }
  return errors;
}

/** validateQuote as a schema for useSchemaForm: its issues under the form's paths (`items.0.price`). */
export const quoteFormSchema: FormSchema = {
  safeParse(values) {
    const errors = validateQuote(values as QuoteFormValues);
    const issues = Object.entries(errors).map(([path, message]) => ({ path: path.split('.'), message }));
    return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
  },
};

/** Whether two states would save the same quote (Save stays off when nothing changed). */
export function sameQuote(a: QuoteFormValues, b: QuoteFormValues): boolean {
  return JSON.stringify(quotePayloadOf(a)) === JSON.stringify(quotePayloadOf(b));
}
