import { isRecordId } from '@sorted/core/identifiers/record-id';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendDownload } from '../../lib/file-download.ts';
import { listDocument, singleDocument } from '../../lib/json-api-document.ts';
import { idParam, parseListQuery } from '../../lib/list-query.ts';
import { requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId } from '../../plugins/sessions/sessions.ts';
import { invoiceSummaryResource } from '../../resources/invoices.ts';
import { countSavedPdf } from '../../sales-documents/document-pdf.ts';
import { includedParties } from '../../sales-documents/included-parties.ts';
import { INVOICES } from '../../sales-documents/kinds.ts';
import { invoiceDocument } from './invoice-document.ts';
import { savedInvoicePdf } from './invoice-pdf.ts';
import { listInvoices, type StatusFilter } from './invoices.repository.ts';
import type { InvoiceRouteDeps } from './invoices.routes.ts';
import { invoiceSuggestion } from './suggest-invoice.ts';

const statusFilter = z.enum(['paid', 'unpaid', 'overdue', 'pending']).optional();

/** Reading invoices: the list (searched, filtered by status, paged), one, its PDF, a suggestion for a client. */
export function invoiceReadRoutes(api: FastifyInstance, deps: InvoiceRouteDeps): void {
  api.get<{ Reply: ContractReply<'GET /invoices'> }>('/invoices', async (request) => {
    const userId = currentUserId(request);
    const query = parseListQuery(request, ['invoice_date'] as const, '-invoice_date');
    const status = statusFilter.safeParse((request.query as Record<string, unknown>)['filter[status]']);
    const today = deps.today();
    const { rows, total } = await listInvoices(deps.db.kysely, userId, {
      search: query.search,
      status: status.success ? (status.data as StatusFilter | undefined) : undefined,
      today,
      limit: query.page.size,
      offset: query.offset,
      direction: query.sort.direction,
    });
    return listDocument(
      rows.map((row) => invoiceSummaryResource(row, today)),
      { total, ...query.page },
      await includedParties(deps.db, userId, rows, query.include, { payments: true }),
    );
  });

  api.get<{ Reply: ContractReply<'GET /invoices/suggest/:customerId'> }>(
    '/invoices/suggest/:customerId',
    async (request) => {
      const companyId = Number((request.query as Record<string, unknown>).company_id);
      const suggestion = await invoiceSuggestion(
        deps,
        currentUserId(request),
        idParam(request, 'customerId'),
        isRecordId(companyId) ? companyId : undefined,
      );
      return singleDocument(suggestion);
    },
  );

  api.get<{ Reply: ContractReply<'GET /invoices/:id'> }>('/invoices/:id', async (request) =>
    invoiceDocument(deps, request, currentUserId(request), idParam(request)),
  );

  // The PDF of the invoice as saved, exactly as the mails attach it.
  api.get('/invoices/:id/pdf', async (request, reply) => {
    const userId = currentUserId(request);
    await countSavedPdf(deps.limiter, INVOICES, userId);
    const file = await savedInvoicePdf(deps.db, userId, idParam(request), requestLocale(request));
    return sendDownload(reply, file);
  });
}
