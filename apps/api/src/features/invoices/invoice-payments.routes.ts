import { invoicePaymentSchema } from '@sorted/core/schemas/invoice-payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownerContext } from '../../books/book-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { idParam } from '../../lib/list-query.ts';
import { parseInput, refuseDateAfterToday, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId } from '../../plugins/sessions/sessions.ts';
import { invoicePaymentResource } from '../../resources/invoices.ts';
import { attributesOf } from '../../sales-documents/document-request.ts';
import { findDocument } from '../../sales-documents/sales-documents.repository.ts';
import { adjustmentFacts, adjustmentNotesOf } from './adjustment-notes.repository.ts';
import { findPayment, paymentFacts, paymentsOf } from './invoice-payments.repository.ts';
import { paymentsMeta, recordPayment, removePayment } from './invoice-payments.ts';
import type { InvoiceRouteDeps } from './invoices.routes.ts';

/** Payments received against an invoice (part payments): list them, record one, remove one. */
export function invoicePaymentRoutes(api: FastifyInstance, deps: InvoiceRouteDeps): void {
  const { kysely } = deps.db;

  async function ownInvoice(request: FastifyRequest, userId: number) {
    const invoice = await findDocument(kysely, userId, 'invoice', idParam(request));
    if (!invoice) throw notFound();
    return invoice;
  }

  api.get<{ Reply: ContractReply<'GET /invoices/:id/payments'> }>(
    '/invoices/:id/payments',
    async (request) => {
      const userId = currentUserId(request);
      const invoice = await ownInvoice(request, userId);
      const payments = await paymentsOf(kysely, userId, invoice.id);
      const adjustments = adjustmentFacts(await adjustmentNotesOf(kysely, userId, invoice.id));
      return {
        data: payments.map(invoicePaymentResource),
        meta: paymentsMeta({ ...invoice, payments: paymentFacts(payments), adjustments }),
      };
    },
  );

  api.post<{ Reply: ContractReply<'POST /invoices/:id/payments'> }>(
    '/invoices/:id/payments',
    async (request, reply) => {
      const userId = currentUserId(request);
      const invoice = await ownInvoice(request, userId);
      const input = parseInput(invoicePaymentSchema, attributesOf(request.body), request);
      refuseDateAfterToday(request, 'paid_on', input.paid_on, deps.today());
      const { paymentId, facts } = await recordPayment(
        deps.db,
        ownerContext(request, userId),
        invoice.id,
        input,
        requestLocale(request),
      );
      const payment = await findPayment(kysely, userId, invoice.id, paymentId);
      if (!payment) throw notFound();
      return reply.code(201).send({ data: invoicePaymentResource(payment), meta: paymentsMeta(facts) });
    },
  );

  api.delete<{ Reply: ContractReply<'DELETE /invoices/:id/payments/:paymentId'> }>(
    '/invoices/:id/payments/:paymentId',
    async (request) => {
      const userId = currentUserId(request);
      const invoice = await ownInvoice(request, userId);
      const facts = await removePayment(
        deps.db,
        ownerContext(request, userId),
        invoice.id,
        idParam(request, 'paymentId'),
      );
      return { meta: paymentsMeta(facts) };
    },
  );
}
