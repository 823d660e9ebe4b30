import { ANYONE, type Row } from './rows.ts';

/** The server's plumbing: who may do what. */
export const serverRows: Record<string, Row> = {
  // The server's plumbing and everything a signed-out visitor needs; being signed in changes nothing.
  'GET /api/v1/health': { expect: ANYONE(200) },
  'GET /api/v1/csrf-cookie': { expect: ANYONE(204) },
  'GET /api/v1/settings': { expect: ANYONE(200) },
};
