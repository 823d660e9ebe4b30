import { invoicePdfSchema } from '@sorted/core/schemas/invoice-pdfs';
import { describe, expect, it } from 'vitest';
import { emptyItem } from '../../sales-documents/index.ts';
import { emptyFreeInvoice, type FreeInvoiceValues, freePdfRequest } from '../free-invoice-model.ts';
import { emptyInvoice, type InvoiceFormValues } from '../invoice-form-model.ts';
import { pdfRequestFromForm } from './pdf-data.ts';

const form = (): InvoiceFormValues => ({
  ...emptyInvoice('2026-11-23'),
  name: ' INV-0001 ',
  customer_id: '7',
  company_id: '3',
  items: [{ ...emptyItem(), name: 'Hedge trimming', quantity: '2', price: '45.50' }],
  payment_enabled: true,
  payment_method: 'payid',
  payment_detail_id: '9',
});

// A saved business as the form has it: much more than the invoice prints.
const company = {
  id: '3',
  name: 'Tidy Gardens',
  abn: '51824753556',
  email: 'hello@tidy.test',
  phone: null,
  address: null,
  gst_registered: true,
  payment_details: [{ id: '9', payid: 'pay@tidy.test', name: 'Tidy Gardens' }],
};

describe('the PDF request of the invoice form', () => {
  it('carries what is printed, which the server accepts as it is', () => {
    const request = pdfRequestFromForm(form(), {
      seller: company,
      buyer: { name: 'Harbour Cafe', abn: null, email: null, phone: null, address: null },
      gstRegistered: true,
      payId: { payid: 'pay@tidy.test', name: 'Tidy Gardens' },
    });
    expect(request).toMatchObject({
      name: 'INV-0001',
      gst_registered: true,
      seller: { name: 'Tidy Gardens', abn: '51824753556', email: 'hello@tidy.test' },
      items: [{ name: 'Hedge trimming', quantity: '2', price: '45.50', taxable: true }],
      payment_method: 'payid',
      payid: { payid: 'pay@tidy.test', name: 'Tidy Gardens' },
      bank: null,
    });
    expect(request.seller).not.toHaveProperty('payment_details');
    expect(invoicePdfSchema.safeParse(request).success).toBe(true);
  });

  it('prints no payment when the chosen PayID is not known, and none when payment is off', () => {
    const parties = { seller: company, buyer: null, gstRegistered: false, payId: null };
    expect(pdfRequestFromForm(form(), parties)).toMatchObject({ payment_method: 'none', payid: null });
    expect(pdfRequestFromForm({ ...form(), payment_enabled: false }, parties)).toMatchObject({
      payment_method: 'none',
      payid: null,
    });
  });
});

describe('the PDF request of the free invoice', () => {
  it('writes out the business, client and typed PayID, which the server accepts', () => {
    const values: FreeInvoiceValues = {
      ...emptyFreeInvoice('2026-11-23'),
      seller: { name: ' Zoë’s Garden Café ', abn: '51 824 753 556', email: '', address: '' },
      buyer: { name: 'Müller & Søn', abn: '', email: '', address: '' },
      gst_registered: true,
      items: [{ ...emptyItem(), name: 'Catering', price: '100' }],
      payment_enabled: true,
      payment_method: 'payid',
      payid: { payid: '0412 345 678', name: 'Zoe Garden' },
    };
    const request = freePdfRequest(values);
    expect(request).toMatchObject({
      name: 'INV-0001',
      seller: { name: 'Zoë’s Garden Café', abn: '51824753556', email: null, address: null },
      buyer: { name: 'Müller & Søn', abn: null },
      payid: { payid: '0412 345 678', name: 'Zoe Garden' },
    });
    expect(invoicePdfSchema.safeParse(request).success).toBe(true);
  });
});
