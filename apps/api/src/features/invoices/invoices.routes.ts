import type { InvoiceDocument, InvoiceListDocument } from '@sorted/core/contract/invoices';
import { todayIn } from '@sorted/core/dates/calendar';
import { isRecordId } from '@sorted/core/identifiers/record-id';
import { INVOICE_NUMBERS, nextNumber } from '@sorted/core/sales-documents/numbering';
import { invoicePaymentSchema } from '@sorted/core/schemas/invoice-payments';
import { invoiceVoidSchema } from '@sorted/core/schemas/invoice-void';
import { invoiceSchema, invoiceStatusChangeSchema } from '@sorted/core/schemas/invoices';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ownerContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import {
  documentLinkState,
  type LinkDeps,
  replaceDocumentLink,
  revokeDocumentLink,
} from '../../lib/document-links.ts';
import { sendDownload } from '../../lib/file-download.ts';
import { notFound } from '../../lib/http-error.ts';
import { listDocument, singleDocument } from '../../lib/json-api-document.ts';
import { idParam, includesOf, parseListQuery } from '../../lib/list-query.ts';
import type { MailLimits } from '../../lib/mail-limits.ts';
import { parseInput, refuseDateAfterToday, relationshipId, requestLocale } from '../../lib/validation.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { paymentDetailsOf } from '../../repositories/payment-details.repository.ts';
import { companyResource, paymentDetailResource } from '../../resources/companies.ts';
import { customerResource } from '../../resources/customers.ts';
import {
  type InvoiceSummaryRow,
  invoiceItemResource,
  invoicePaymentResource,
  invoiceResource,
  invoiceSummaryResource,
} from '../../resources/invoices.ts';
import { adjustmentFacts, adjustmentNotesOf } from './adjustment-notes.repository.ts';
import { removeInvoice, voidInvoice } from './delete-invoice.ts';
import { invoiceFromQuote } from './invoice-from-quote.ts';
import { findPayment, paymentFacts, paymentsOf } from './invoice-payments.repository.ts';
import { paymentsMeta, recordPayment, removePayment } from './invoice-payments.ts';
import { countSavedPdf, savedInvoicePdf } from './invoice-pdf.ts';
import {
  findInvoice,
  findOwnCompanies,
  findOwnCustomers,
  itemsOf,
  lastInvoiceNumber,
  listInvoices,
  type StatusFilter,
  scheduleOfInvoice,
  sendingsOf,
} from './invoices.repository.ts';
import { saveInvoice } from './save-invoice.ts';
import { sendInvoiceMail } from './send-invoice.ts';
import { setInvoiceStatus } from './set-invoice-status.ts';
import { invoiceSuggestion } from './suggest-invoice.ts';

/** What a list of invoices may include; one invoice may include its items besides. */
type ListIncluded = NonNullable<InvoiceListDocument['included']>[number];
type Included = NonNullable<InvoiceDocument['included']>[number];

const statusFilter = z.enum(['paid', 'unpaid', 'overdue', 'pending']).optional();

/** The invoice's attributes, with its items wherever the spec's payloads put them (items, item, included). */
function invoiceAttributes(body: unknown): Record<string, unknown> {
  const document = (body ?? {}) as { data?: { attributes?: Record<string, unknown> }; included?: unknown };
  const attributes = { ...(document.data?.attributes ?? {}) };
  if (attributes.items === undefined && attributes.item !== undefined) attributes.items = attributes.item;
  if (attributes.items === undefined && Array.isArray(document.included)) {
    attributes.items = (document.included as Array<{ type?: unknown; attributes?: unknown }>)
      .filter((resource) => resource?.type === 'invoiceItems')
      .map((resource) => resource.attributes);
  }
  return attributes;
}

/** A JSON:API body's attributes. */
const attributesOf = (body: unknown): Record<string, unknown> => ({
  ...((body ?? {}) as { data?: { attributes?: Record<string, unknown> } }).data?.attributes,
});

/**
 * Invoices of the signed-in user: list, read, create, edit, mark paid/unpaid, delete, next number, PDF,
 * the payments recorded against each, and the link to each one's page for its client.
 */
export function invoicesRoutes(deps: {
  db: Db;
  timeZone: string;
  mailer: Mailer;
  limiter: RateLimiter;
  mailLimits: MailLimits;
  links: LinkDeps;
}): FastifyPluginAsync {
  const { kysely } = deps.db;
  const today = () => todayIn(deps.timeZone);

  /** The client, business and PayID resources asked for by `include`, in one query per kind (no N+1). */
  async function includedFor(
    userId: number,
    rows: InvoiceSummaryRow[],
    include: Set<string>,
  ): Promise<ListIncluded[]> {
    const included: ListIncluded[] = [];
    if (include.has('customer')) {
      const customerIds = [...new Set(rows.flatMap((row) => (row.customer_id ? [row.customer_id] : [])))];
      included.push(
        ...(await findOwnCustomers(kysely, userId, customerIds)).map((row) => customerResource(row)),
      );
    }
    const withPayment = include.has('company.paymentDetail');
    if (include.has('company') || withPayment) {
      const companies = await findOwnCompanies(kysely, userId, [
        ...new Set(rows.map((row) => row.company_id)),
      ]);
      const details = await paymentDetailsOf(
        kysely,
        userId,
        companies.map((company) => company.id),
      );
      included.push(
        ...companies.map((company) =>
          companyResource(
            company,
            details.filter((detail) => detail.company_id === company.id),
          ),
        ),
      );
      if (withPayment) included.push(...details.map(paymentDetailResource));
    }
    return included;
  }

  async function present(request: FastifyRequest, userId: number, id: number) {
    const row = await findInvoice(kysely, userId, id);
    if (!row) throw notFound();
    const include = includesOf(request);
    const items = await itemsOf(kysely, userId, [row.id]);
    const included: Included[] = await includedFor(userId, [row], include);
    if (include.has('items')) included.push(...items.map(invoiceItemResource));
    const [sendings, scheduleId] = await Promise.all([
      sendingsOf(kysely, userId, row.id),
      scheduleOfInvoice(kysely, userId, row.id),
    ]);
    const made = scheduleId === undefined ? {} : { recurring_schedule_id: String(scheduleId) };
    return {
      ...singleDocument(invoiceResource(row, today(), items), included),
      meta: { sendings, ...made },
    };
  }

  function references(request: FastifyRequest) {
    return {
      companyId: relationshipId(request, 'company', 'company_required'),
      customerId: relationshipId(request, 'customer', 'customer_required'),
    };
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /invoices'> }>('/invoices', async (request) => {
      const userId = currentUserId(request);
      const query = parseListQuery(request, ['invoice_date'] as const, '-invoice_date');
      const status = statusFilter.safeParse((request.query as Record<string, unknown>)['filter[status]']);
      const { rows, total } = await listInvoices(kysely, userId, {
        search: query.search,
        status: status.success ? (status.data as StatusFilter | undefined) : undefined,
        today: today(),
        limit: query.page.size,
        offset: query.offset,
        direction: query.sort.direction,
      });
      const now = today();
      const resources = rows.map((row) => invoiceSummaryResource(row, now));
      return listDocument(
        resources,
        { total, ...query.page },
        await includedFor(userId, rows, query.include),
      );
    });

    api.get<{ Reply: ContractReply<'GET /invoices/next-number'> }>(
      '/invoices/next-number',
      async (request) => {
        const userId = currentUserId(request);
        const companyId = Number((request.query as Record<string, unknown>).company_id);
        const [company] = isRecordId(companyId) ? await findOwnCompanies(kysely, userId, [companyId]) : [];
        if (!company) throw notFound();
        return {
          meta: { number: nextNumber(INVOICE_NUMBERS, await lastInvoiceNumber(kysely, userId, company.id)) },
        };
      },
    );

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
      present(request, currentUserId(request), idParam(request)),
    );

    // The PDF of the invoice as saved, exactly as the mails attach it.
    api.get('/invoices/:id/pdf', async (request, reply) => {
      const userId = currentUserId(request);
      await countSavedPdf(deps.limiter, userId);
      const file = await savedInvoicePdf(deps.db, userId, idParam(request), requestLocale(request));
      return sendDownload(reply, file);
    });

    api.post<{ Reply: ContractReply<'POST /invoices'> }>('/invoices', async (request, reply) => {
      const userId = currentUserId(request);
      const input = parseInput(invoiceSchema, invoiceAttributes(request.body), request);
      const id = await saveInvoice(
        deps.db,
        ownerContext(request, userId),
        input,
        references(request),
        requestLocale(request),
      );
      return reply.code(201).send(await present(request, userId, id));
    });

    api.patch<{ Reply: ContractReply<'PATCH /invoices/:id'> }>('/invoices/:id', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      const invoice = await findInvoice(kysely, userId, id);
      if (!invoice) throw notFound();
      const attributes = invoiceAttributes(request.body);
      const keys = Object.keys(attributes);
      const context = ownerContext(request, userId);
      if (keys.includes('status') && keys.every((key) => key === 'status' || key === 'paid_date')) {
        // The Paid / mark-unpaid actions: a payment of the balance, or the removal of every payment.
        const change = parseInput(invoiceStatusChangeSchema, attributes, request);
        if (change.status === 1 && change.paid_date) {
          refuseDateAfterToday(request, 'paid_date', change.paid_date, today());
        }
        await setInvoiceStatus(
          deps.db,
          context,
          id,
          { status: change.status, paidDate: change.paid_date, invoiceMethod: invoice.payment_method },
          today(),
        );
        return present(request, userId, id);
      }
      const input = parseInput(invoiceSchema, attributes, request);
      await saveInvoice(deps.db, context, input, references(request), requestLocale(request), id);
      return present(request, userId, id);
    });

    // Voiding an issued invoice: it keeps its number and stays listed, counted nowhere.
    api.post<{ Reply: ContractReply<'POST /invoices/:id/void'> }>('/invoices/:id/void', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      const input = parseInput(invoiceVoidSchema, attributesOf(request.body), request);
      await voidInvoice(deps.db, ownerContext(request, userId), id, { reason: input.reason, today: today() });
      return present(request, userId, id);
    });

    // An accepted quote becomes an invoice (the quotes feature keeps the quote; the invoice is made here).
    api.post<{ Reply: ContractReply<'POST /quotes/:id/invoice'> }>(
      '/quotes/:id/invoice',
      async (request, reply) => {
        const userId = currentUserId(request);
        const { invoiceId, created } = await invoiceFromQuote(
          deps.db,
          ownerContext(request, userId),
          idParam(request),
          today(),
          requestLocale(request),
        );
        return reply.code(created ? 201 : 200).send(await present(request, userId, invoiceId));
      },
    );

    // E-mailing the invoice to its client, or a payment reminder, with the PDF attached.
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

    api.delete<{ Reply: ContractReply<'DELETE /invoices/:id'> }>('/invoices/:id', async (request, reply) => {
      const userId = currentUserId(request);
      await removeInvoice(deps.db, ownerContext(request, userId), idParam(request));
      return reply.code(204).send();
    });

    // The link to the invoice's page for its client: its state, a new one (the old one stops working),
    // revoking it.
    async function linkDocument(userId: number, invoiceId: number) {
      const attributes = await documentLinkState(deps.links, userId, 'invoice', invoiceId);
      return { data: { type: 'documentLinks' as const, id: String(invoiceId), attributes } };
    }
    async function ownInvoiceId(request: FastifyRequest) {
      const invoice = await findInvoice(kysely, currentUserId(request), idParam(request));
      if (!invoice) throw notFound();
      return invoice.id;
    }

    api.get<{ Reply: ContractReply<'GET /invoices/:id/link'> }>('/invoices/:id/link', async (request) =>
      linkDocument(currentUserId(request), await ownInvoiceId(request)),
    );

    api.post<{ Reply: ContractReply<'POST /invoices/:id/link'> }>(
      '/invoices/:id/link',
      async (request, reply) => {
        const userId = currentUserId(request);
        const id = await ownInvoiceId(request);
        await replaceDocumentLink(deps.links, userId, 'invoice', id);
        return reply.code(201).send(await linkDocument(userId, id));
      },
    );

    api.delete<{ Reply: ContractReply<'DELETE /invoices/:id/link'> }>(
      '/invoices/:id/link',
      async (request) => {
        const userId = currentUserId(request);
        const id = await ownInvoiceId(request);
        await revokeDocumentLink(deps.links, userId, 'invoice', id);
        return linkDocument(userId, id);
      },
    );

    // Payments received against an invoice (part payments).
    api.get<{ Reply: ContractReply<'GET /invoices/:id/payments'> }>(
      '/invoices/:id/payments',
      async (request) => {
        const userId = currentUserId(request);
        const invoice = await findInvoice(kysely, userId, idParam(request));
        if (!invoice) throw notFound();
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
        const invoice = await findInvoice(kysely, userId, idParam(request));
        if (!invoice) throw notFound();
        const input = parseInput(invoicePaymentSchema, attributesOf(request.body), request);
        refuseDateAfterToday(request, 'paid_on', input.paid_on, today());
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
        const invoice = await findInvoice(kysely, userId, idParam(request));
        if (!invoice) throw notFound();
        const facts = await removePayment(
          deps.db,
          ownerContext(request, userId),
          invoice.id,
          idParam(request, 'paymentId'),
        );
        return { meta: paymentsMeta(facts) };
      },
    );
  };
}
