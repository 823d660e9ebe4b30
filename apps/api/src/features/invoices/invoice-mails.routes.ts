import type { FastifyInstance } from 'fastify';
import { idParam } from '../../lib/list-query.ts';
import { requestLocale } from '../../lib/validation.ts';
import { currentUserId } from '../../plugins/sessions/sessions.ts';
import type { InvoiceRouteDeps } from './invoices.routes.ts';
import { sendInvoiceMail } from './send-invoice.ts';

/** E-mailing the invoice to its client, or a payment reminder, with the PDF attached. */
export function invoiceMailRoutes(api: FastifyInstance, deps: InvoiceRouteDeps): void {
  for (const [path, kind] of [
    ['/invoices/:id/send', 'invoice'],
    ['/invoices/:id/reminders', 'reminder'],
  ] as const) {
    api.post(path, async (request, reply) => {
      const sent = await sendInvoiceMail(
        deps,
        currentUserId(request),
        idParam(request),
        kind,
        requestLocale(request),
      );
      return reply.code(202).send({ meta: { kind, recipient: sent.recipient, number: sent.number } });
    });
  }
}
