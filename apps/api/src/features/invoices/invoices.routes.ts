import { todayIn } from '@sorted/core/dates/calendar';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/sessions/sessions.ts';
import type { DocumentFeatureDeps } from '../../sales-documents/sales-documents.routes.ts';
import { invoiceMailRoutes } from './invoice-mails.routes.ts';
import { invoicePaymentRoutes } from './invoice-payments.routes.ts';
import { invoiceReadRoutes } from './invoice-reads.routes.ts';
import { invoiceWriteRoutes } from './invoice-writes.routes.ts';

export interface InvoiceRouteDeps extends DocumentFeatureDeps {
  /** Today in the app's time zone: what decides overdue, and the latest date a payment may have. */
  today: () => string;
}

/**
 * Invoices of the signed-in user: list, read, PDF and suggestions; create, edit, void, delete, and the
 * invoice an accepted quote becomes; mail it or a reminder; the payments recorded against it. Its next
 * number and its client-page link are every sales document's routes (sales-documents/).
 */
export function invoicesRoutes(deps: DocumentFeatureDeps): FastifyPluginAsync {
  const routeDeps: InvoiceRouteDeps = { ...deps, today: () => todayIn(deps.timeZone) };
  return async (api) => {
    api.addHook('preHandler', requireUser);
    invoiceReadRoutes(api, routeDeps);
    invoiceWriteRoutes(api, routeDeps);
    invoiceMailRoutes(api, routeDeps);
    invoicePaymentRoutes(api, routeDeps);
  };
}
