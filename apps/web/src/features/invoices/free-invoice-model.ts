import { companyCreateSchema, customerSchema, paymentDetailSchema } from '@sorted/core/schemas/businesses';
import type { InvoicePdfRequest } from '@sorted/core/schemas/invoice-pdfs';
import { type FormErrors, newItemKey } from '../sales-documents/index.ts';
import { emptyBank, emptyInvoice, type InvoiceFormValues, validateInvoice } from './invoice-form-model.ts';
import { pdfRequestFromForm } from './pdf/pdf-data.ts';

// The free invoice (/invoice/free): the same invoice, with the business and the client typed in rather
// than chosen, kept as a draft in this browser only.

export interface FreeParty {
  name: string;
  abn: string;
  email: string;
  address: string;
}

export interface FreeInvoiceValues extends InvoiceFormValues {
  seller: FreeParty;
  buyer: FreeParty;
  gst_registered: boolean;
  /** A PayID typed in (there are no saved ones without an account). */
  payid: { payid: string; name: string };
}

export const emptyParty: FreeParty = { name: '', abn: '', email: '', address: '' };

export function emptyFreeInvoice(today: string): FreeInvoiceValues {
  return {
    ...emptyInvoice(today),
    name: 'INV-0001',
    seller: emptyParty,
    buyer: emptyParty,
    gst_registered: false,
    payid: { payid: '', name: '' },
  };
}

const trimmed = (party: FreeParty) => ({
  name: party.name.trim(),
  abn: party.abn.replaceAll(/\s/g, '') || undefined,
  email: party.email.trim() || undefined,
  address: party.address.trim() || undefined,
});

function prefixed(prefix: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** The invoice checks, plus the business (name and ABN), the client's name and a typed-in PayID. */
export function validateFreeInvoice(values: FreeInvoiceValues): FormErrors {
  const payId = values.payment_enabled && values.payment_method === 'payid';
  const errors: FormErrors = {
    ...prefixed('seller', companyCreateSchema.safeParse(trimmed(values.seller)).error?.issues ?? []),
    ...prefixed('buyer', customerSchema.safeParse(trimmed(values.buyer)).error?.issues ?? []),
    ...(payId ? prefixed('payid', paymentDetailSchema.safeParse(values.payid).error?.issues ?? []) : {}),
  };
  // Business and client are typed in, not chosen; a typed PayID is checked above.
  const invoice = validateInvoice({
    ...values,
    customer_id: 'typed',
    company_id: 'typed',
    payment_enabled: values.payment_enabled && !payId,
  });
  return { ...errors, ...invoice };
}

/** The draft, for the server to print. */
export function freePdfRequest(values: FreeInvoiceValues): InvoicePdfRequest {
  const party = (input: FreeParty) => {
    const { abn, email, address, name } = trimmed(input);
    return { name, abn: abn ?? null, email: email ?? null, address: address ?? null };
  };
  return pdfRequestFromForm(values, {
    seller: party(values.seller),
    buyer: party(values.buyer),
    gstRegistered: values.gst_registered,
    payId: { payid: values.payid.payid.trim(), name: values.payid.name.trim() },
  });
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function partyFrom(value: unknown): FreeParty {
  const source = record(value);
  return {
    name: text(source.name),
    abn: text(source.abn),
    email: text(source.email),
    address: text(source.address),
  };
}

/**
 * A draft read back from local storage, whatever shape it is in (an older version, a hand edit):
 * anything unreadable falls back to the empty form rather than breaking the page.
 */
export function draftFrom(stored: string | null, today: string): FreeInvoiceValues | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  const source = record(parsed);
  const empty = emptyFreeInvoice(today);
  const items = Array.isArray(source.items) ? source.items.map(record) : [];
  const bank = record(source.bank);
  const payid = record(source.payid);
  return {
    ...empty,
    name: text(source.name, empty.name),
    ref: text(source.ref),
    invoice_date: text(source.invoice_date, empty.invoice_date),
    due_date: text(source.due_date, empty.due_date),
    prices_include_gst: source.prices_include_gst === true,
    items:
      items.length > 0
        ? items.map((item) => ({
            key: newItemKey(),
            name: text(item.name),
            description: text(item.description),
            quantity: text(item.quantity, '1'),
            price: text(item.price),
            taxable: item.taxable !== false,
          }))
        : empty.items,
    note_enabled: source.note_enabled === true,
    note: text(source.note),
    payment_enabled: source.payment_enabled === true,
    payment_method: source.payment_method === 'bank' ? 'bank' : 'payid',
    bank: {
      bank_name: text(bank.bank_name, emptyBank.bank_name),
      bsb: text(bank.bsb),
      account_number: text(bank.account_number),
      account_name: text(bank.account_name),
    },
    seller: partyFrom(source.seller),
    buyer: partyFrom(source.buyer),
    gst_registered: source.gst_registered === true,
    payid: { payid: text(payid.payid), name: text(payid.name) },
  };
}
