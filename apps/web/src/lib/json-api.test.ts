import type { InvoiceListDocument } from '@sorted/core/contract/invoices';
import { describe, expect, it } from 'vitest';
import { includedOfType, pageTotal, related } from './json-api';

const customer = {
  type: 'customers' as const,
  id: '7',
  attributes: {
    name: 'Manly Cafe',
    email: null,
    abn: null,
    abn_formatted: null,
    phone: null,
    address: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  },
};
const invoice = {
  type: 'invoices' as const,
  id: '1',
  attributes: {
    name: 'INV-1',
    ref: null,
    invoice_date: '2026-11-01',
    due_date: '2026-11-15',
    paid_date: null,
    status: 0,
    display_status: 'Pending' as const,
    amount: '110.00',
    subtotal: '100.00',
    gst: '10.00',
    total: '110.00',
    amount_paid: '0.00',
    balance_due: '110.00',
    adjusted: '0.00',
    credit_owed: '0.00',
    payment_state: 'unpaid' as const,
    gst_registered: true,
    sent: false,
    voided_on: null,
    void_reason: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  },
  relationships: {
    company: { data: { type: 'companies' as const, id: '2' } },
    customer: { data: { type: 'customers' as const, id: '7' } },
  },
};
const document: InvoiceListDocument = {
  data: [invoice],
  meta: { page: { total: 1, number: 1, size: 25 } },
  included: [customer],
};

describe('reading contract documents', () => {
  it('finds included resources by type, and what a relationship points at', () => {
    expect(includedOfType(document, 'customers')).toEqual([customer]);
    expect(includedOfType(document, 'companies')).toEqual([]);
    const client = related(document, invoice, 'customer', 'customers');
    expect(client?.attributes.name).toBe('Manly Cafe');
    expect(related(document, invoice, 'company', 'companies')).toBeUndefined();
    expect(pageTotal(document.meta)).toBe(1);
  });
});
