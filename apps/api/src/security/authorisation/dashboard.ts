import type { Row } from './rows.ts';

/** The dashboard: who may do what. */
export const dashboardRows: Record<string, Row> = {
  'GET /api/v1/dashboard/summary': { expect: [401, 200, 200, 200] },
};
