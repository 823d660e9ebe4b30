import { profitAndLossDocument, setAsideDocument, taxProfileDocument } from '../profit.ts';
import type { RouteContract } from '../routes.ts';

export const profitRoutes = {
  'GET /profit-and-loss': { response: { 200: profitAndLossDocument } },
  'GET /set-aside': { response: { 200: setAsideDocument } },
  'GET /tax-profile': { response: { 200: taxProfileDocument } },
  'PATCH /tax-profile': { response: { 200: taxProfileDocument } },
  'GET /exports/invoices.csv': { response: { 200: 'binary' } },
  'GET /exports/expenses.csv': { response: { 200: 'binary' } },
  'GET /exports/history.csv': { response: { 200: 'binary' } },
} as const satisfies Record<string, RouteContract>;
