import { ANYONE, doc, type Row, type World } from './rows.ts';

export function invoiceDocument(world: World, name: string) {
  return doc(
    'invoices',
    {
      name,
      invoice_date: '2026-11-01',
      due_date: '2026-11-15',
      items: [{ name: 'Labour', quantity: 2, price: '120.00' }],
    },
    { company: world.companyId, customer: world.customerId },
  );
}

/** Invoices, their payments, adjustment notes and client-page links: who may do what. */
export const invoicesRows: Record<string, Row> = {
  // Invoices.
  'GET /api/v1/invoices': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/invoices?include=customer,company.paymentDetail' }),
  },
  'GET /api/v1/invoices/next-number': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/invoices/next-number?company_id=${world.companyId}` }),
  },
  'GET /api/v1/invoices/suggest/:customerId': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      path: `/api/v1/invoices/suggest/${world.customerId}?company_id=${world.companyId}`,
    }),
  },
  'GET /api/v1/invoices/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      path: `/api/v1/invoices/${world.invoiceId}?include=items,customer,company.paymentDetail`,
    }),
  },
  // The owner's business and client, named by someone else, are refused like missing ones.
  'POST /api/v1/invoices': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: invoiceDocument(world, world.fresh.invoiceNumber()) }),
  },
  'PATCH /api/v1/invoices/:id': {
    expect: [401, 404, 200, 404],
    request: () => ({ body: doc('invoices', { status: 0 }) }),
  },
  'GET /api/v1/invoices/:id/pdf': { expect: [401, 404, 200, 404] },
  // Printing a typed-in invoice (the free invoice, a form not saved yet) stores nothing: anyone may.
  'POST /api/v1/invoice-pdfs': {
    expect: ANYONE(200),
    request: () => ({
      body: doc('invoice-pdfs', {
        name: 'FREE-1',
        invoice_date: '2026-11-01',
        due_date: '2026-11-15',
        seller: { name: 'Garden Café' },
        buyer: { name: 'Harbour Cafe' },
        items: [{ name: 'Catering', quantity: 1, price: '100.00' }],
      }),
    }),
  },
  'POST /api/v1/invoices/:id/send': { expect: [401, 404, 202, 404] },
  'POST /api/v1/invoices/:id/reminders': { expect: [401, 404, 202, 404] },
  'DELETE /api/v1/invoices/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/invoices/${await world.fresh.invoice()}` }),
  },
  'POST /api/v1/invoices/:id/void': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/invoices/${await world.fresh.invoice()}/void`,
      body: doc('invoices', { reason: 'Billed to the wrong client' }),
    }),
  },
  'GET /api/v1/invoices/:id/payments': { expect: [401, 404, 200, 404] },
  'GET /api/v1/invoices/:id/link': { expect: [401, 404, 200, 404] },
  'POST /api/v1/invoices/:id/link': { expect: [401, 404, 201, 404] },
  'DELETE /api/v1/invoices/:id/link': { expect: [401, 404, 200, 404] },
  // Each caller pays $1 of a fresh invoice (the owner's: another user's id is not found).
  'POST /api/v1/invoices/:id/payments': {
    expect: [401, 404, 201, 404],
    request: async (world) => ({
      path: `/api/v1/invoices/${await world.fresh.invoice()}/payments`,
      body: doc('invoicePayments', { paid_on: '2026-11-03', amount: '1.00', method: 'cash' }),
    }),
  },
  'DELETE /api/v1/invoices/:id/payments/:paymentId': {
    expect: [401, 404, 200, 404],
    request: async (world) => {
      const { invoiceId, paymentId } = await world.fresh.payment();
      return { path: `/api/v1/invoices/${invoiceId}/payments/${paymentId}` };
    },
  },
  // Adjustment notes of the owner's tax invoices.
  'GET /api/v1/invoices/:id/adjustment-notes': { expect: [401, 404, 200, 404] },
  'POST /api/v1/invoices/:id/adjustment-notes': {
    expect: [401, 404, 201, 404],
    request: async (world) => ({
      path: `/api/v1/invoices/${await world.fresh.invoice()}/adjustment-notes`,
      body: doc('adjustmentNotes', {
        kind: 'reduce',
        amount: '1.00',
        reason: 'Discount',
        issued_on: '2026-11-03',
      }),
    }),
  },
  'GET /api/v1/adjustment-notes/:id/pdf': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/adjustment-notes/${await world.fresh.adjustmentNote()}/pdf`,
    }),
  },
};
