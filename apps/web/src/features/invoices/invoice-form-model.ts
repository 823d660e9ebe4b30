import { addDays } from '@sorted/core/dates/calendar';
import { invoiceSchema } from '@sorted/core/schemas/invoices';
import {
  type DocumentValues,
  documentErrors,
  documentPayloadOf,
  documentValuesOf,
  emptyDocument,
  type FormErrors,
  formSchemaOf,
  type ItemPayload,
  itemValuesOf,
  samePayload,
  trimmedOrNull,
} from '../sales-documents/index.ts';
import type { Invoice, InvoiceSuggestion } from './invoices.ts';

// The invoice form's state as people type it (strings), what it sends, and its checks: a sales
// document's items and note, with a reference, a due date and payment details. Pure, so that the create
// and overview screens (and the tests) share one set of rules.

export interface BankValues {
  bank_name: string;
  bsb: string;
  account_number: string;
  account_name: string;
}

export type PaymentMethod = 'payid' | 'bank';

export interface InvoiceFormValues extends DocumentValues {
  name: string;
  ref: string;
  invoice_date: string;
  due_date: string;
  payment_enabled: boolean;
  payment_method: PaymentMethod;
  payment_detail_id: string | null;
  bank: BankValues;
}

/** What the API receives (amounts are left out: the server works them out from the items). */
export interface InvoicePayload {
  name: string;
  ref: string | null;
  invoice_date: string;
  due_date: string;
  customer_id: string | null;
  company_id: string | null;
  prices_include_gst: boolean;
  note: string | null;
  payment_method: 'none' | PaymentMethod;
  payment_detail_id: string | null;
  bank: BankValues | null;
  items: ItemPayload[];
}

/** "Today" and overdue are decided in Sydney's calendar, as on the server. */

/** Payment terms when nothing else is known: 14 days. */
export const DEFAULT_TERMS_DAYS = 14;

export const emptyBank: BankValues = { bank_name: '', bsb: '', account_number: '', account_name: '' };

export function emptyInvoice(today: string): InvoiceFormValues {
  return {
    name: '',
    ref: '',
    invoice_date: today,
    due_date: addDays(today, DEFAULT_TERMS_DAYS),
    ...emptyDocument(),
    payment_enabled: false,
    payment_method: 'payid',
    payment_detail_id: null,
    bank: emptyBank,
  };
}

/** A saved invoice as the form shows it. */
export function valuesOf(invoice: Invoice): InvoiceFormValues {
  const method = invoice.payment_method;
  return {
    name: invoice.name,
    ref: invoice.ref ?? '',
    invoice_date: invoice.invoice_date,
    due_date: invoice.due_date,
    ...documentValuesOf(invoice),
    payment_enabled: method !== 'none',
    payment_method: method === 'bank' ? 'bank' : 'payid',
    payment_detail_id: method === 'payid' ? invoice.paymentDetailId : null,
    bank:
      method === 'bank'
        ? {
            bank_name: invoice.bank_name ?? '',
            bsb: invoice.bsb ?? '',
            account_number: invoice.account_number ?? '',
            account_name: invoice.account_name ?? '',
          }
        : emptyBank,
  };
}

export function payloadOf(values: InvoiceFormValues): InvoicePayload {
  const method = values.payment_enabled ? values.payment_method : 'none';
  return {
    name: values.name.trim(),
    ref: trimmedOrNull(values.ref),
    invoice_date: values.invoice_date,
    due_date: values.due_date,
    ...documentPayloadOf(values),
    payment_method: method,
    payment_detail_id: method === 'payid' ? values.payment_detail_id : null,
    bank: method === 'bank' ? values.bank : null,
  };
}

/**
 * The checks of spec §5 before a save or a PDF: client, business, number, at least one item, each
 * quantity ≥ 1 and price ≥ 0.01, lengths, dates and payment details (the same schema as the server).
 */
export function validateInvoice(values: InvoiceFormValues): FormErrors {
  const payload = payloadOf(values);
  return documentErrors(values, invoiceSchema, {
    ...payload,
    payment_detail_id: payload.payment_detail_id ? Number(payload.payment_detail_id) : null,
  });
}

export const invoiceFormSchema = formSchemaOf(validateInvoice);

/** What a suggestion changes in the form: dates and items, and the business and number when unset. */
export function suggestionPatch(
  suggestion: InvoiceSuggestion,
  values: InvoiceFormValues,
  editing: boolean,
): Partial<InvoiceFormValues> {
  const patch: Partial<InvoiceFormValues> = {
    invoice_date: suggestion.invoice_date,
    due_date: suggestion.due_date,
    items: itemValuesOf(suggestion.items),
  };
  if (!values.company_id && suggestion.company_id) patch.company_id = suggestion.company_id;
  if (!editing && suggestion.number) patch.name = suggestion.number;
  return patch;
}

/** Whether two states would save the same invoice (the Save button stays off when nothing changed). */
export const sameInvoice = samePayload(payloadOf);
