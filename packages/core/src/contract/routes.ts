import type { ResponseBody } from './json-api.ts';
import { assetsRoutes } from './routes/assets.ts';
import { authRoutes } from './routes/auth.ts';
import { bankRoutes } from './routes/bank.ts';
import { basRoutes } from './routes/bas.ts';
import { businessesRoutes } from './routes/businesses.ts';
import { clientsRoutes } from './routes/clients.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { expensesRoutes } from './routes/expenses.ts';
import { historyRoutes } from './routes/history.ts';
import { homeOfficeRoutes } from './routes/home-office.ts';
import { invoicesRoutes } from './routes/invoices.ts';
import { notificationsRoutes } from './routes/notifications.ts';
import { profitRoutes } from './routes/profit.ts';
import { publicDocumentsRoutes } from './routes/public-documents.ts';
import { quotesRoutes } from './routes/quotes.ts';
import { receiptCapturesRoutes } from './routes/receipt-captures.ts';
import { recurringRoutes } from './routes/recurring.ts';
import { serverRoutes } from './routes/server.ts';
import { supportRoutes } from './routes/support.ts';
import { taxEstimateRoutes } from './routes/tax-estimate.ts';
import { vehiclesRoutes } from './routes/vehicles.ts';
import { waitlistsRoutes } from './routes/waitlists.ts';

/**
 * Every route of the API (under /api/v1), keyed like the authorisation matrix, with what it answers
 * when it succeeds: a status → the schema of the JSON document, `'empty'` (no body), or `'binary'`
 * (a file: a PDF, an image). Errors are JSON:API error documents, the same for every route.
 *
 * One piece a feature (routes/), assembled here: a route two pieces both name is refused.
 */
export interface RouteContract {
  response: Readonly<Record<number, ResponseBody>>;
}

/** One table of the pieces, each route's row kept as precisely typed as its piece declares it. */
function routeTable<const Pieces extends readonly Record<string, RouteContract>[]>(
  ...pieces: Pieces
): UnionToIntersection<Pieces[number]> {
  const table: Record<string, RouteContract> = {};
  for (const piece of pieces) {
    for (const [route, contract] of Object.entries(piece)) {
      if (route in table) throw new Error(`${route} has two rows in the API contract`);
      table[route] = contract;
    }
  }
  return table as UnionToIntersection<Pieces[number]>;
}

type UnionToIntersection<Union> = (Union extends unknown ? (piece: Union) => void : never) extends (
  piece: infer Intersection,
) => void
  ? Intersection
  : never;

export const API_ROUTES = routeTable(
  serverRoutes,
  supportRoutes,
  authRoutes,
  businessesRoutes,
  basRoutes,
  clientsRoutes,
  invoicesRoutes,
  historyRoutes,
  publicDocumentsRoutes,
  recurringRoutes,
  quotesRoutes,
  expensesRoutes,
  dashboardRoutes,
  profitRoutes,
  taxEstimateRoutes,
  waitlistsRoutes,
  notificationsRoutes,
  bankRoutes,
  receiptCapturesRoutes,
  homeOfficeRoutes,
  vehiclesRoutes,
  assetsRoutes,
);

export type ApiRoute = keyof typeof API_ROUTES;
