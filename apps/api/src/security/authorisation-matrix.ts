import { assetsRows } from './authorisation/assets.ts';
import { authRows } from './authorisation/auth.ts';
import { bankRows } from './authorisation/bank.ts';
import { basRows } from './authorisation/bas.ts';
import { businessesRows } from './authorisation/businesses.ts';
import { clientsRows } from './authorisation/clients.ts';
import { dashboardRows } from './authorisation/dashboard.ts';
import { expensesRows } from './authorisation/expenses.ts';
import { historyRows } from './authorisation/history.ts';
import { homeOfficeRows } from './authorisation/home-office.ts';
import { invoicesRows } from './authorisation/invoices.ts';
import { notificationsRows } from './authorisation/notifications.ts';
import { profitRows } from './authorisation/profit.ts';
import { publicDocumentsRows } from './authorisation/public-documents.ts';
import { quotesRows } from './authorisation/quotes.ts';
import { receiptCapturesRows } from './authorisation/receipt-captures.ts';
import { recurringRows } from './authorisation/recurring.ts';
import { ANYONE, type Row, type Statuses } from './authorisation/rows.ts';
import { serverRows } from './authorisation/server.ts';
import { supportRows } from './authorisation/support.ts';
import { vehiclesRows } from './authorisation/vehicles.ts';
import { waitlistsRows } from './authorisation/waitlists.ts';
import { webAppRows } from './authorisation/web-app.ts';

/**
 * Who may do what: one row per route of the server (`app.routeTable`), keyed `METHOD url`, with the
 * status each kind of caller gets. The test sends every row as each caller and fails on a route without
 * a row, and on a row whose route is gone.
 *
 * Path parameters are always the owner's: another user, and an administrator too, must get 404 for
 * them exactly as for a missing id (DESIGN §2 "Ownership"); only the user administration routes are
 * the admin's, and they answer 403 to everyone else.
 *
 * One piece a feature (authorisation/), assembled here: a route two pieces both name is refused.
 */
export const AUTHORISATION_MATRIX: Record<string, Row> = matrixOf([
  serverRows,
  supportRows,
  authRows,
  businessesRows,
  basRows,
  clientsRows,
  invoicesRows,
  historyRows,
  publicDocumentsRows,
  dashboardRows,
  recurringRows,
  quotesRows,
  expensesRows,
  receiptCapturesRows,
  profitRows,
  waitlistsRows,
  notificationsRows,
  bankRows,
  homeOfficeRows,
  vehiclesRows,
  assetsRows,
  webAppRows,
]);

function matrixOf(pieces: Record<string, Row>[]): Record<string, Row> {
  const matrix: Record<string, Row> = {};
  for (const piece of pieces) {
    for (const [route, row] of Object.entries(piece)) {
      if (route in matrix) throw new Error(`${route} has two rows in the authorisation matrix`);
      matrix[route] = row;
    }
  }
  return matrix;
}

/**
 * Not routes but what the not-found handler answers: the SPA's history fallback for any page path,
 * and 404 for unknown API paths and missing files, whoever asks.
 */
export const FALLBACK_MATRIX: Record<string, Statuses> = {
  'GET /invoice/list': ANYONE(200),
  'GET /client/42': ANYONE(200),
  'GET /p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA': ANYONE(200),
  'GET /api/v1/no-such-route': ANYONE(404),
  'GET /assets/index-gone.js': ANYONE(404),
};
