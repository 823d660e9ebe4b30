import { expenseDocument, expenseListDocument } from '../expenses.ts';
import type { RouteContract } from '../routes.ts';

export const expensesRoutes = {
  'GET /expenses': { response: { 200: expenseListDocument } },
  'GET /expenses/:id': { response: { 200: expenseDocument } },
  'POST /expenses': { response: { 201: expenseDocument } },
  'PATCH /expenses/:id': { response: { 200: expenseDocument } },
  'DELETE /expenses/:id': { response: { 204: 'empty' } },
  'PUT /expenses/:id/receipt': { response: { 200: expenseDocument } },
  'DELETE /expenses/:id/receipt': { response: { 200: expenseDocument } },
  'GET /expenses/:id/receipt': { response: { 200: 'binary' } },
} as const satisfies Record<string, RouteContract>;
