import { expect } from 'vitest';
import type { TestClient } from '../test/http-client.ts';

// Valid documents of each resource, which the fuzzer mutates, and the records they make.

export const companyDocument = {
  data: {
    type: 'companies',
    attributes: {
      name: 'Sorted Plumbing',
      email: 'accounts@sorted.test',
      abn: '51 824 753 556',
      phone: '0412 345 678',
      address: '1 George St, Sydney NSW 2000',
      gst_registered: true,
      gst_registered_from: '2020-01-01',
      bas_reporting_period: 'quarterly',
      bas_accounting_basis: 'cash',
      accent_color: '#1F6FEB',
      payment_details: { payid: 'pay@sorted.test', name: 'Sorted Plumbing Pty Ltd' },
    },
  },
};

export const customerDocument = {
  data: {
    type: 'customers',
    attributes: {
      name: 'Bondi Bakery',
      email: 'orders@bondi.test',
      abn: '51 824 753 556',
      phone: '0412 345 678',
      address: '1 Campbell Parade, Bondi Beach NSW 2026',
    },
  },
};

async function created(response: Awaited<ReturnType<TestClient['post']>>) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { data: { id: string }; included?: Array<{ id: string }> };
}

/** A business with one PayID: their ids. */
export async function createCompany(client: TestClient): Promise<{ companyId: number; payIdId: number }> {
  const document = await created(await client.post('/api/v1/companies', companyDocument));
  return { companyId: Number(document.data.id), payIdId: Number(document.included?.[0]?.id) };
}

export async function createCustomer(client: TestClient): Promise<number> {
  return Number((await created(await client.post('/api/v1/customers', customerDocument))).data.id);
}

/** An invoice of the business to the client, paid by PayID, with two items. */
export function invoiceDocument(refs: { companyId: number; customerId: number; payIdId: number }) {
  return {
    data: {
      type: 'invoices',
      attributes: {
        name: 'INV-0001',
        ref: 'PO-77',
        invoice_date: '2026-11-01',
        due_date: '2026-11-15',
        note: 'Thanks for your business.',
        prices_include_gst: false,
        payment_method: 'payid',
        payment_detail_id: refs.payIdId,
        items: [
          { name: 'Labour', description: 'Hot water system', quantity: 2, price: '120.00', taxable: true },
          { name: 'Parts', quantity: 1.5, price: 45.5, taxable: false },
        ],
      },
      relationships: {
        company: { data: { type: 'companies', id: String(refs.companyId) } },
        customer: { data: { type: 'customers', id: String(refs.customerId) } },
      },
    },
  };
}

export async function createInvoice(
  client: TestClient,
  refs: { companyId: number; customerId: number; payIdId: number },
  name: string,
): Promise<number> {
  const document = invoiceDocument(refs);
  document.data.attributes.name = name;
  return Number((await created(await client.post('/api/v1/invoices', document))).data.id);
}
