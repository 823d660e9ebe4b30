import { it } from 'vitest';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany, createCustomer, createInvoice, invoiceDocument } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

// A refused invoice write must leave no invoice, no items, no running totals changed and no client made.
const TABLES = [
  'invoices',
  'invoice_items',
  'invoice_payments',
  'invoice_counts',
  'invoice_sendings',
  'invoice_month_totals',
  'invoice_customer_totals',
  'invoice_due_totals',
  'ledger_month_totals',
  'customers',
  'companies',
  'payment_details',
] as const;

/** A user with a business and a client, a way to make their invoices, and another user's invoice. */
async function setUp(context: TestApp) {
  const { client } = await signedInUser(context);
  const refs = { ...(await createCompany(client)), customerId: await createCustomer(client) };
  const stranger = (await signedInUser(context)).client;
  const strangerRefs = { ...(await createCompany(stranger)), customerId: await createCustomer(stranger) };
  const strangerInvoice = await createInvoice(stranger, strangerRefs, 'INV-0001');
  let sequence = 0;
  const newInvoice = () => createInvoice(client, refs, `SEED-${++sequence}`);
  return { client, refs, strangerInvoice, newInvoice };
}

const invoiceUrl =
  (suffix = '') =>
  (segment: string) =>
    `/api/v1/invoices/${segment}${suffix}`;

describeOnEachDatabase(
  'fuzzing the invoice endpoints',
  (use) => {
    it('POST /invoices', { timeout: 90_000 }, async () => {
      const { client, refs } = await setUp(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/invoices',
        valid: invoiceDocument(refs),
        tables: TABLES,
        readBack: (response) =>
          `/api/v1/invoices/${response.json().data.id}?include=items,customer,company.paymentDetail`,
      });
    });

    it('PATCH /invoices/:id, as an edit and as a status change', { timeout: 90_000 }, async () => {
      const { client, refs, strangerInvoice, newInvoice } = await setUp(use());
      const id = await newInvoice();
      const url = { path: invoiceUrl(), id: () => id, otherIds: [strangerInvoice] };
      const readBack = (_response: unknown, at: string) => `${at}?include=items`;
      const edit = invoiceDocument(refs);
      edit.data.attributes.name = 'INV-EDIT';
      await fuzzWrite(use(), client, { method: 'PATCH', url, valid: edit, tables: TABLES, readBack });
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url,
        valid: {
          data: { type: 'invoices', id: String(id), attributes: { status: 1, paid_date: '2026-11-20' } },
        },
        tables: TABLES,
        readBack,
      });
    });

    it('DELETE /invoices/:id', { timeout: 60_000 }, async () => {
      const { client, strangerInvoice, newInvoice } = await setUp(use());
      let id = await newInvoice();
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url: { path: invoiceUrl(), id: () => id, otherIds: [strangerInvoice] },
          valid: null,
          tables: TABLES,
          readBack: (_response, at) => at,
          restore: async () => {
            id = await newInvoice();
          },
        },
        DELETE_RUNS,
      );
    });

    it('POST /invoices/:id/payments', { timeout: 90_000 }, async () => {
      const { client, strangerInvoice, newInvoice } = await setUp(use());
      let id = await newInvoice();
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: { path: invoiceUrl('/payments'), id: () => id, otherIds: [strangerInvoice] },
        valid: {
          data: {
            type: 'invoicePayments',
            attributes: { paid_on: '2026-11-20', amount: '0.01', method: 'bank-transfer', note: 'Part' },
          },
        },
        tables: TABLES,
        readBack: () => `/api/v1/invoices/${id}/payments`,
        // A paid-off invoice refuses every payment: each run pays a new one.
        restore: async () => {
          id = await newInvoice();
        },
      });
    });

    it('DELETE /invoices/:id/payments/:paymentId', { timeout: 60_000 }, async () => {
      const { client, strangerInvoice, newInvoice } = await setUp(use());
      const invoiceId = await newInvoice();
      const pay = async () => {
        const response = await client.post(`/api/v1/invoices/${invoiceId}/payments`, {
          data: {
            type: 'invoicePayments',
            attributes: { paid_on: '2026-11-20', amount: '1.00', method: 'cash' },
          },
        });
        return Number(response.json().data.id);
      };
      let paymentId = await pay();
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url: {
            path: (segment) => `/api/v1/invoices/${invoiceId}/payments/${segment}`,
            id: () => paymentId,
            otherIds: [strangerInvoice],
          },
          valid: null,
          tables: TABLES,
          readBack: () => `/api/v1/invoices/${invoiceId}/payments`,
          restore: async () => {
            paymentId = await pay();
          },
        },
        DELETE_RUNS,
      );
    });

    // Each send renders the PDF, so fewer runs: the body is not read, the id is what can go wrong.
    it('POST /invoices/:id/send and /reminders', { timeout: 90_000 }, async () => {
      const { client, strangerInvoice, newInvoice } = await setUp(use());
      const id = await newInvoice();
      for (const action of ['/send', '/reminders']) {
        await fuzzWrite(
          use(),
          client,
          {
            method: 'POST',
            url: { path: invoiceUrl(action), id: () => id, otherIds: [strangerInvoice] },
            valid: null,
            tables: TABLES,
            readBack: () => `/api/v1/invoices/${id}`,
          },
          8,
        );
      }
    });
  },
  { env: FUZZ_ENV },
);
