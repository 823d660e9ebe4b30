import { doc, type Row } from './rows.ts';

/** Waitlists: who may do what. */
export const waitlistsRows: Record<string, Row> = {
  // Waitlists and support: everyone signed in, each for themselves.
  'GET /api/v1/waitlists': {
    expect: [401, 200, 200, 200],
    request: (world) => ({ path: `/api/v1/waitlists?filter[user_id]=${world.owner.id}` }),
  },
  // The owner is on the list already; the others are not, whatever the owner did.
  'POST /api/v1/waitlists': {
    expect: [401, 201, 409, 201],
    request: () => ({ body: doc('waitlists', { name: 'Tax Summary' }) }),
  },
};
