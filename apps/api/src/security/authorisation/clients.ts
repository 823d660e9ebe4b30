import { doc, OWNER_MARKER, type Row } from './rows.ts';

const newCustomer = () => doc('customers', { name: 'Manly Cafe', email: 'accounts@manly.test' });

/** Clients: who may do what. */
export const clientsRows: Record<string, Row> = {
  // Clients.
  'GET /api/v1/customers': { expect: [401, 200, 200, 200] },
  'GET /api/v1/customers/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/customers/${world.customerId}?include=invoices` }),
  },
  'POST /api/v1/customers': { expect: [401, 201, 201, 201], request: () => ({ body: newCustomer() }) },
  'PATCH /api/v1/customers/:id': {
    expect: [401, 404, 200, 404],
    request: () => ({
      body: doc('customers', { name: `${OWNER_MARKER} Bakery`, email: 'orders@bakery.test' }),
    }),
  },
  'DELETE /api/v1/customers/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/customers/${await world.fresh.customer()}` }),
  },
};
