import { invoiceVoidSchema } from '@sorted/core/schemas/invoice-void';
import { invoiceSchema, invoiceStatusChangeSchema } from '@sorted/core/schemas/invoices';
import type { FastifyInstance } from 'fastify';
import { ownerContext } from '../../books/book-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { idParam } from '../../lib/list-query.ts';
import { parseInput, refuseDateAfterToday, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId } from '../../plugins/sessions/sessions.ts';
import { attributesOf, documentAttributes, documentRefs } from '../../sales-documents/document-request.ts';
import { INVOICES } from '../../sales-documents/kinds.ts';
import { findDocument } from '../../sales-documents/sales-documents.repository.ts';
import { removeInvoice, voidInvoice } from './delete-invoice.ts';
import { invoiceDocument } from './invoice-document.ts';
import { invoiceFromQuote } from './invoice-from-quote.ts';
import type { InvoiceRouteDeps } from './invoices.routes.ts';
import { saveInvoice } from './save-invoice.ts';
import { setInvoiceStatus } from './set-invoice-status.ts';

/**
 * Writing invoices: create, edit (or only mark paid / unpaid), void, delete a draft, and the invoice an
 * accepted quote becomes (the quotes feature keeps the quote; the invoice is made here).
 */
export function invoiceWriteRoutes(api: FastifyInstance, deps: InvoiceRouteDeps): void {
  api.post<{ Reply: ContractReply<'POST /invoices'> }>('/invoices', async (request, reply) => {
    const userId = currentUserId(request);
    const input = parseInput(invoiceSchema, documentAttributes(INVOICES, request.body), request);
    const context = ownerContext(request, userId);
    const id = await saveInvoice(deps.db, context, input, documentRefs(request), requestLocale(request));
    return reply.code(201).send(await invoiceDocument(deps, request, userId, id));
  });

  api.patch<{ Reply: ContractReply<'PATCH /invoices/:id'> }>('/invoices/:id', async (request) => {
    const userId = currentUserId(request);
    const id = idParam(request);
    const invoice = await findDocument(deps.db.kysely, userId, 'invoice', id);
    if (!invoice) throw notFound();
    const attributes = documentAttributes(INVOICES, request.body);
    const keys = Object.keys(attributes);
    const context = ownerContext(request, userId);
    if (keys.includes('status') && keys.every((key) => key === 'status' || key === 'paid_date')) {
      // The Paid / mark-unpaid actions: a payment of the balance, or the removal of every payment.
      const change = parseInput(invoiceStatusChangeSchema, attributes, request);
      if (change.status === 1 && change.paid_date) {
        refuseDateAfterToday(request, 'paid_date', change.paid_date, deps.today());
      }
      await setInvoiceStatus(
        deps.db,
        context,
        id,
        { status: change.status, paidDate: change.paid_date, invoiceMethod: invoice.payment_method },
        deps.today(),
      );
      return invoiceDocument(deps, request, userId, id);
    }
    const input = parseInput(invoiceSchema, attributes, request);
    await saveInvoice(deps.db, context, input, documentRefs(request), requestLocale(request), id);
    return invoiceDocument(deps, request, userId, id);
  });

  // Voiding an issued invoice: it keeps its number and stays listed, counted nowhere.
  api.post<{ Reply: ContractReply<'POST /invoices/:id/void'> }>('/invoices/:id/void', async (request) => {
    const userId = currentUserId(request);
    const id = idParam(request);
    const input = parseInput(invoiceVoidSchema, attributesOf(request.body), request);
    await voidInvoice(deps.db, ownerContext(request, userId), id, {
      reason: input.reason,
      today: deps.today(),
    });
    return invoiceDocument(deps, request, userId, id);
  });

  api.delete<{ Reply: ContractReply<'DELETE /invoices/:id'> }>('/invoices/:id', async (request, reply) => {
    const userId = currentUserId(request);
    await removeInvoice(deps.db, ownerContext(request, userId), idParam(request));
    return reply.code(204).send();
  });

  api.post<{ Reply: ContractReply<'POST /quotes/:id/invoice'> }>(
    '/quotes/:id/invoice',
    async (request, reply) => {
      const userId = currentUserId(request);
      const { invoiceId, created } = await invoiceFromQuote(
        deps.db,
        ownerContext(request, userId),
        idParam(request),
        deps.today(),
        requestLocale(request),
      );
      return reply.code(created ? 201 : 200).send(await invoiceDocument(deps, request, userId, invoiceId));
    },
  );
}
