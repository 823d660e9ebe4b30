import { customerDocument, customerListDocument } from '../customers.ts';
import type { RouteContract } from '../routes.ts';

export const clientsRoutes = {
  'GET /customers': { response: { 200: customerListDocument } },
  'GET /customers/:id': { response: { 200: customerDocument } },
  'POST /customers': { response: { 201: customerDocument } },
  'PATCH /customers/:id': { response: { 200: customerDocument } },
  'DELETE /customers/:id': { response: { 204: 'empty' } },
} as const satisfies Record<string, RouteContract>;
