import { describe, expect, it } from 'vitest';
import { emptyItem, remainingErrors } from '../sales-documents/index.ts';
import {
  emptyInvoice,
  type InvoiceFormValues,
  payloadOf,
  sameInvoice,
  validateInvoice,
  valuesOf,
} from './invoice-form-model.ts';
import type { Invoice } from './invoices.ts';

const filled = (): InvoiceFormValues => ({
  ...emptyInvoice('2026-11-23'),
  name: 'INV-0001',
  customer_id: '7',
  company_id: '3',
  items: [{ ...emptyItem(), name: 'Hedge trimming', quantity: '2', price: '45.50' }],
});

describe('a new invoice', () => {
  it('is dated today and due in 14 days, with one empty item', () => {
    const values = emptyInvoice('2026-12-25');
    expect(values.invoice_date).toBe('2026-12-25');
    expect(values.due_date).toBe('2027-01-08');
    expect(values.items).toHaveLength(1);
    expect(values.payment_enabled).toBe(false);
  });
});

describe('validateInvoice', () => {
  it('passes a complete invoice', () => {
    expect(validateInvoice(filled())).toEqual({});
  });

  it('names each missing part with the spec’s message keys', () => {
    const values = { ...emptyInvoice('2026-11-23'), items: [{ ...emptyItem(), quantity: '0', price: '0' }] };
    expect(validateInvoice(values)).toMatchObject({
      customer: 'customer_required',
      company: 'company_required',
      name: 'invoice_number_required',
      'items.0.quantity': 'quantity_min',
      'items.0.price': 'price_min',
    });
  });

  it('asks for at least one item', () => {
    expect(validateInvoice({ ...filled(), items: [] })).toEqual({ items: 'items_required' });
  });

  it('limits item names to 50 and notes to 90 characters', () => {
    const values = filled();
    values.items = [{ ...emptyItem(), name: 'x'.repeat(51), description: 'y'.repeat(91), price: '1' }];
    expect(validateInvoice(values)).toEqual({
      'items.0.name': 'item_name_too_long',
      'items.0.description': 'item_note_too_long',
    });
  });

  it('refuses a due date before the invoice date', () => {
    expect(validateInvoice({ ...filled(), due_date: '2026-11-22' })).toEqual({
      due_date: 'due_before_invoice_date',
    });
  });

  it('checks the payment details only when they are switched on', () => {
    const values = { ...filled(), payment_method: 'bank' as const };
    expect(validateInvoice(values)).toEqual({});
    const bank = { bank_name: 'ANZ', bsb: '062-00', account_number: '12345678', account_name: 'Tidy' };
    expect(validateInvoice({ ...values, payment_enabled: true, bank })).toEqual({
      'bank.bsb': 'bsb_invalid',
    });
    expect(validateInvoice({ ...values, payment_enabled: true, payment_method: 'payid' })).toEqual({
      payment_detail_id: 'payment_detail_required',
    });
  });
});

describe('remainingErrors', () => {
  it('drops an error as soon as its field is fixed and keeps the others', () => {
    const values = { ...filled(), name: '', customer_id: null };
    const errors = validateInvoice(values);
    const fixed = { ...values, name: 'INV-0009' };
    expect(remainingErrors(errors, fixed, 'name', validateInvoice)).toEqual({
      customer: 'customer_required',
    });
  });

  it('keeps a server error until its own field is edited', () => {
    const errors = { name: 'The invoice number has already been taken.' };
    expect(remainingErrors(errors, filled(), 'ref', validateInvoice)).toEqual(errors);
    expect(remainingErrors(errors, filled(), 'name', validateInvoice)).toEqual({});
  });
});

describe('payloadOf', () => {
  it('trims texts, leaves out a switched-off note and payment, and sends no amounts', () => {
    const payload = payloadOf({ ...filled(), ref: '  ', note: 'Thanks', note_enabled: false });
    expect(payload).toMatchObject({ ref: null, note: null, payment_method: 'none', bank: null });
    expect(payload.items[0]).toEqual({
      name: 'Hedge trimming',
      description: null,
      quantity: '2',
      price: '45.50',
      taxable: true,
    });
    expect(JSON.stringify(payload)).not.toContain('amount');
  });
});

describe('valuesOf and sameInvoice', () => {
  const invoice = {
    id: '9',
    name: 'INV-0009',
    ref: null,
    invoice_date: '2026-11-01',
    due_date: '2026-11-15',
    customerId: '7',
    companyId: '3',
    prices_include_gst: false,
    note: 'Thanks',
    payment_method: 'bank',
    bank_name: 'ANZ',
    bsb: '062-000',
    account_number: '12345678',
    account_name: 'Tidy Gardens',
    paymentDetailId: null,
    items: [
      {
        id: '1',
        position: 0,
        name: 'Mowing',
        description: null,
        quantity: '1',
        price: '80.00',
        taxable: true,
        amount: '80.00',
      },
    ],
  } as unknown as Invoice;

  it('shows a saved invoice in the form, and counts it unchanged until something is typed', () => {
    const values = valuesOf(invoice);
    expect(values).toMatchObject({ note_enabled: true, payment_enabled: true, payment_method: 'bank' });
    expect(values.bank.bsb).toBe('062-000');
    expect(sameInvoice(values, valuesOf(invoice))).toBe(true);
    expect(sameInvoice(values, { ...values, note: 'Thank you' })).toBe(false);
  });
});
