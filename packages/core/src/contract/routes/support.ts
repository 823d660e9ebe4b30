import type { RouteContract } from '../routes.ts';
import { supportContactDocument, supportRequestDocument } from '../support.ts';

export const supportRoutes = {
  'GET /support-contact': { response: { 200: supportContactDocument } },
  'POST /support-requests': { response: { 201: supportRequestDocument } },
} as const satisfies Record<string, RouteContract>;
