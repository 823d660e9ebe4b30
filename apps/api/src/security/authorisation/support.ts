import { ANYONE, doc, type Row } from './rows.ts';

/** Support: who may do what. */
export const supportRows: Record<string, Row> = {
  'GET /api/v1/support-contact': { expect: ANYONE(200) },
  'POST /api/v1/support-requests': {
    expect: [401, 201, 201, 201],
    request: () => ({ body: doc('support-requests', { subject: 'A question', message: 'How do I…?' }) }),
  },
};
