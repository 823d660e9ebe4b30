import { receiptCaptureDocument, receiptCaptureListDocument } from '../receipt-captures.ts';
import type { RouteContract } from '../routes.ts';

export const receiptCapturesRoutes = {
  'GET /receipt-captures': { response: { 200: receiptCaptureListDocument } },
  /** One receipt file (multipart field `receipt`): kept at once, read in the background. */
  'POST /receipt-captures': { response: { 201: receiptCaptureDocument } },
  'GET /receipt-captures/:id': { response: { 200: receiptCaptureDocument } },
  'DELETE /receipt-captures/:id': { response: { 204: 'empty' } },
  'GET /receipt-captures/:id/file': { response: { 200: 'binary' } },
} as const satisfies Record<string, RouteContract>;
