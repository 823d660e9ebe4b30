import { multipart, PNG } from '../../test/uploads.ts';
import type { Row } from './rows.ts';

/** Receipts to confirm: the owner's alone. */
export const receiptCapturesRows: Record<string, Row> = {
  'GET /api/v1/receipt-captures': { expect: [401, 200, 200, 200] },
  'GET /api/v1/receipt-captures/:id': { expect: [401, 404, 200, 404] },
  'GET /api/v1/receipt-captures/:id/file': { expect: [401, 404, 200, 404] },
  'POST /api/v1/receipt-captures': {
    expect: [401, 201, 201, 201],
    request: () => {
      const { body, contentType } = multipart('receipt', 'receipt.png', 'image/png', PNG);
      return { body, headers: { 'content-type': contentType } };
    },
  },
  // Each caller throws away a capture of the owner's own making, so the owner's stays for the GETs.
  'DELETE /api/v1/receipt-captures/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/receipt-captures/${await world.fresh.receiptCapture()}` }),
  },
};
