import { doc, type Row, type World } from './rows.ts';

export function quoteDocument(world: World, number: string) {
  return doc(
    'quotes',
    {
      number,
      issue_date: '2026-11-01',
      valid_until: '2099-12-31',
      items: [{ name: 'Labour', quantity: 2, price: '120.00' }],
    },
    { company: world.companyId, customer: world.customerId },
  );
}

/** Quotes and their client-page links: who may do what. */
export const quotesRows: Record<string, Row> = {
  // Quotes.
  'GET /api/v1/quotes': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/quotes?include=customer,company' }),
  },
  'GET /api/v1/quotes/next-number': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/quotes/next-number?company_id=${world.companyId}` }),
  },
  'GET /api/v1/quotes/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/quotes/${world.quoteId}?include=items,customer,company` }),
  },
  'POST /api/v1/quotes': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: quoteDocument(world, world.fresh.quoteNumber()) }),
  },
  'PATCH /api/v1/quotes/:id': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/quotes/${await world.fresh.quote()}`,
      body: quoteDocument(world, world.fresh.quoteNumber()),
    }),
  },
  'DELETE /api/v1/quotes/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/quotes/${await world.fresh.quote()}` }),
  },
  'GET /api/v1/quotes/:id/pdf': { expect: [401, 404, 200, 404] },
  'POST /api/v1/quotes/:id/send': {
    expect: [401, 404, 202, 404],
    request: async (world) => ({ path: `/api/v1/quotes/${await world.fresh.quote()}/send` }),
  },
  'POST /api/v1/quotes/:id/accept': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({ path: `/api/v1/quotes/${await world.fresh.quote('sent')}/accept` }),
  },
  'POST /api/v1/quotes/:id/decline': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({ path: `/api/v1/quotes/${await world.fresh.quote('sent')}/decline` }),
  },
  // A sent quote is withdrawn with a reason (never deleted).
  'POST /api/v1/quotes/:id/withdraw': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `/api/v1/quotes/${await world.fresh.quote('sent')}/withdraw`,
      body: doc('quotes', { reason: 'The client chose another supplier' }),
    }),
  },
  'GET /api/v1/quotes/:id/revisions': { expect: [401, 404, 200, 404] },
  'POST /api/v1/quotes/:id/invoice': {
    expect: [401, 404, 201, 404],
    request: async (world) => ({ path: `/api/v1/quotes/${await world.fresh.quote('accepted')}/invoice` }),
  },
  'GET /api/v1/quotes/:id/link': { expect: [401, 404, 200, 404] },
  'POST /api/v1/quotes/:id/link': { expect: [401, 404, 201, 404] },
  'DELETE /api/v1/quotes/:id/link': { expect: [401, 404, 200, 404] },
};
