import type { Row } from './rows.ts';

/** The bell: each signed-in user their own notifications; another's id answers 404, as a missing one does. */
export const notificationsRows: Record<string, Row> = {
  'GET /api/v1/notifications': { expect: [401, 200, 200, 200] },
  'POST /api/v1/notifications/:id/read': { expect: [401, 404, 200, 404] },
  'POST /api/v1/notifications/read': { expect: [401, 200, 200, 200] },
};
