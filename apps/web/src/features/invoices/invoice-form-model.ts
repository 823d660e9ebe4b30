import { addDays } from '@sorted/core/dates/calendar';
import { isValidationMessageKey, type ValidationMessageKey } from '@sorted/core/i18n/validation-messages';
import { invoiceTotals, QUANTITY_DECIMALS, QUANTITY_SCALE, type Totals } from '@sorted/core/invoices/totals';
import { parseCents } from '@sorted/core/money/cents';
import { parseDecimal } from '@sorted/core/money/decimal';
import { invoiceSchema } from '@sorted/core/schemas/invoices';
import type { FormSchema } from '../../lib/form.ts';
import type { Invoice, InvoiceSuggestion } from './invoices.ts';

// The invoice form's state as people type it (strings), what it sends, and its checks. Pure, so that
// the create and overview screens (and the tests) share one set of rules.

export interface ItemValues {
  /** Stable React key for the row. */
  key: string;
  name: string;
  description: string;
  quantity: string;
  price: string;
  taxable: boolean;
}

export interface BankValues {
  bank_name: string;
  bsb: string;
  account_number: string;
  account_name: string;
}

export type PaymentMethod = 'payid' | 'bank';

export interface InvoiceFormValues {
  name: string;
  ref: string;
  invoice_date: string;
  due_date: string;
  customer_id: string | null;
  company_id: string | null;
  prices_include_gst: boolean;
  items: ItemValues[];
  note_enabled: boolean;
  note: string;
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
  items: { name: string; description: string | null; quantity: string; price: string; taxable: boolean }[];
}

/** "Today" and overdue are decided in Sydney's calendar, as on the server. */

/** Payment terms when nothing else is known: 14 days. */
export const DEFAULT_TERMS_DAYS = 14;

let nextKey = 0;
export const newItemKey = () => `item-${++nextKey}`;

export const emptyItem = (): ItemValues => ({
  key: newItemKey(),
  name: '',
  description: '',
  quantity: '1',
  price: '',
  taxable: true,
});

export const emptyBank: BankValues = { bank_name: '', bsb: '', account_number: '', account_name: '' };

export function emptyInvoice(today: string): InvoiceFormValues {
  return {
    name: '',
    ref: '',
    invoice_date: today,
    due_date: addDays(today, DEFAULT_TERMS_DAYS),
    customer_id: null,
    company_id: null,
    prices_include_gst: false,
    items: [emptyItem()],
    note_enabled: false,
    note: '',
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
    customer_id: invoice.customerId,
    company_id: invoice.companyId,
    prices_include_gst: invoice.prices_include_gst,
    items: invoice.items.map((item) => ({
      key: newItemKey(),
      name: item.name,
      description: item.description ?? '',
      quantity: item.quantity,
      price: item.price,
      taxable: item.taxable,
    })),
    note_enabled: Boolean(invoice.note),
    note: invoice.note ?? '',
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

const trimmedOrNull = (text: string) => {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
};

export function payloadOf(values: InvoiceFormValues): InvoicePayload {
  const method = values.payment_enabled ? values.payment_method : 'none';
  return {
    name: values.name.trim(),
    ref: trimmedOrNull(values.ref),
    invoice_date: values.invoice_date,
    due_date: values.due_date,
    customer_id: values.customer_id,
    company_id: values.company_id,
    prices_include_gst: values.prices_include_gst,
    note: values.note_enabled ? trimmedOrNull(values.note) : null,
    payment_method: method,
    payment_detail_id: method === 'payid' ? values.payment_detail_id : null,
    bank: method === 'bank' ? values.bank : null,
    items: values.items.map((item) => ({
      name: item.name.trim(),
      description: trimmedOrNull(item.description),
      quantity: item.quantity.trim(),
      price: item.price.trim(),
      taxable: item.taxable,
    })),
  };
}

/** Field path (`name`, `customer`, `items.0.price`, `bank.bsb`) → message key, the first per field. */
export type FormErrors = Record<string, ValidationMessageKey | string>;

/**
 * The checks of spec §5 before a save or a PDF: client, business, number, at least one item, each
 * quantity ≥ 1 and price ≥ 0.01, lengths, dates and payment details (the same schema as the server).
 */
export function validateInvoice(values: InvoiceFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.customer_id) errors.customer = 'customer_required';
  if (!values.company_id) errors.company = 'company_required';
  const payload = payloadOf(values);
  const parsed = invoiceSchema.safeParse({
    ...payload,
    payment_detail_id: payload.payment_detail_id ? Number(payload.payment_detail_id) : null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && !(path in errors)) errors[path] = issue.message;
    }
  }
  return errors;
}

/** validateInvoice as a schema for useSchemaForm: its issues under the form's paths (`items.0.price`). */
export const invoiceFormSchema: FormSchema = {
  safeParse(values) {
    const errors = validateInvoice(values as InvoiceFormValues);
    const issues = Object.entries(errors).map(([path, message]) => ({ path: path.split('.'), message }));
    return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
  },
};

/** What a suggestion changes in the form: dates and items, and the business and number when unset. */
export function suggestionPatch(
  suggestion: InvoiceSuggestion,
  values: InvoiceFormValues,
  editing: boolean,
): Partial<InvoiceFormValues> {
  const patch: Partial<InvoiceFormValues> = {
    invoice_date: suggestion.invoice_date,
    due_date: suggestion.due_date,
    items: suggestion.items.map((item) => ({
      ...emptyItem(),
      name: item.name,
      description: item.description ?? '',
      quantity: item.quantity,
      price: item.price,
      taxable: item.taxable,
    })),
  };
  if (!values.company_id && suggestion.company_id) patch.company_id = suggestion.company_id;
  if (!editing && suggestion.number) patch.name = suggestion.number;
  return patch;
}

/** Live totals while typing: rows that are not amounts yet count as zero. */
export function formTotals(
  values: Pick<InvoiceFormValues, 'items' | 'prices_include_gst'>,
  gstRegistered: boolean,
): Totals {
  return invoiceTotals({
    lines: values.items.map((item) => {
      const quantity = parseDecimal(item.quantity, QUANTITY_DECIMALS);
      const price = parseCents(item.price);
      return {
        quantityMilli:
          quantity.ok && quantity.value > 0 && quantity.value <= 1_000_000 * QUANTITY_SCALE
            ? quantity.value
            : 0,
        priceCents: price !== null && price > 0 ? price : 0,
        taxable: item.taxable,
      };
    }),
    gstRegistered,
    pricesIncludeGst: gstRegistered && values.prices_include_gst,
  });
}

/** Whether two states would save the same invoice (the Save button stays off when nothing changed). */
export function sameInvoice(a: InvoiceFormValues, b: InvoiceFormValues): boolean {
  return JSON.stringify(payloadOf(a)) === JSON.stringify(payloadOf(b));
}

/**
 * Errors that still apply after an edit. The form's own checks (message keys) are run again, so an
 * error goes as soon as its field is fixed; the server's (already texts, e.g. a taken number) stay
 * until the field they name is edited.
 */
export function remainingErrors<Values = InvoiceFormValues>(
  errors: FormErrors,
  values: Values,
  changed: string,
  validate: (values: Values) => FormErrors = validateInvoice as unknown as (values: Values) => FormErrors,
  /** Whether an error came from the server (by default: it is a text, not a message key). */
  fromServer: (message: string) => boolean = (message) => !isValidationMessageKey(message),
): FormErrors {
  if (Object.keys(errors).length === 0) return errors;
  const current = validate(values);
  const touches = (field: string) =>
    field === changed || field.startsWith(`${changed}.`) || changed.startsWith(`${field}.`);
  const kept: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const now = current[field];
    if (now !== undefined) kept[field] = now;
    else if (fromServer(message) && !touches(field)) kept[field] = message;
  }
  return kept;
}
