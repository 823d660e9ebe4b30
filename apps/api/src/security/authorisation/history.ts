import type { Row } from './rows.ts';

/** A record's history: who may do what. */
export const historyRows: Record<string, Row> = {
  // A record's history: the owner's invoice (another user's id answers 404, as a missing one does).
  'GET /api/v1/history/:type/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/history/invoice/${world.invoiceId}` }),
  },
};
