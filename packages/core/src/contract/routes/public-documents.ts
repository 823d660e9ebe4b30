import { publicDocumentDocument } from '../document-links.ts';
import type { RouteContract } from '../routes.ts';

export const publicDocumentsRoutes = {
  'GET /public/documents/:token': { response: { 200: publicDocumentDocument } },
  'GET /public/documents/:token/pdf': { response: { 200: 'binary' } },
  'POST /public/documents/:token/decision': { response: { 200: publicDocumentDocument } },
} as const satisfies Record<string, RouteContract>;
