import { ANYONE, doc, type Row } from './rows.ts';

/** The client's page: who may do what. */
export const publicDocumentsRows: Record<string, Row> = {
  // The client's page: whoever holds the link's token, signed in or not, as when a client forwards it.
  'GET /api/v1/public/documents/:token': {
    expect: ANYONE(200),
    request: async (world) => ({ path: `/api/v1/public/documents/${await world.fresh.documentToken()}` }),
  },
  'GET /api/v1/public/documents/:token/pdf': {
    expect: ANYONE(200),
    request: async (world) => ({
      path: `/api/v1/public/documents/${await world.fresh.documentToken()}/pdf`,
    }),
  },
  // Only a quote takes a decision: an invoice's token answers 404 to everyone, as an unknown one.
  'POST /api/v1/public/documents/:token/decision': {
    expect: ANYONE(404),
    request: async (world) => ({
      path: `/api/v1/public/documents/${await world.fresh.documentToken()}/decision`,
      body: doc('documentDecisions', { decision: 'accept' }),
    }),
  },
};
