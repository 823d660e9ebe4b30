import type { QuoteDocument, QuoteListDocument } from '@sorted/core/contract/quotes';
import { todayIn } from '@sorted/core/dates/calendar';
import { isRecordId } from '@sorted/core/identifiers/record-id';
import { nextNumber, QUOTE_NUMBERS } from '@sorted/core/sales-documents/numbering';
import { quoteWithdrawSchema } from '@sorted/core/schemas/quote-withdraw';
import { quoteSchema } from '@sorted/core/schemas/quotes';
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
import { conflictError, parseInput, relationshipId, requestLocale } from '../../lib/validation.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { findQuote, type QuoteRow, quoteItemsOf } from '../../repositories/quotes.repository.ts';
import { companyResource } from '../../resources/companies.ts';
import { customerResource } from '../../resources/customers.ts';
import {
  quoteItemResource,
  quoteResource,
  quoteRevisionResources,
  quoteSummaryResource,
} from '../../resources/quotes.ts';
import { recordQuoteDecision } from './decide-quote.ts';
import { countQuotePdf, quotePdf } from './quote-pdf.ts';
import {
  findOwnCompanies,
  findOwnCustomers,
  firstSendingOf,
  lastQuoteNumber,
  listQuotes,
  type QuoteStatusFilter,
  quoteRevisionsOf,
} from './quotes.repository.ts';
import { removeQuote, saveQuote, withdrawQuote } from './save-quote.ts';
import { sendQuoteMail } from './send-quote.ts';

type ListIncluded = NonNullable<QuoteListDocument['included']>[number];
type Included = NonNullable<QuoteDocument['included']>[number];

const statusFilter = z.enum(['draft', 'sent', 'accepted', 'declined', 'withdrawn', 'expired']).optional();

/** A JSON:API body's attributes. */
const attributesOf = (body: unknown): Record<string, unknown> => ({
  ...((body ?? {}) as { data?: { attributes?: Record<string, unknown> } }).data?.attributes,
});

/** The quote's attributes, with its items where the invoice payloads put them (items, or included). */
function quoteAttributes(body: unknown): Record<string, unknown> {
  const document = (body ?? {}) as { data?: { attributes?: Record<string, unknown> }; included?: unknown };
  const attributes = { ...(document.data?.attributes ?? {}) };
  if (attributes.items === undefined && Array.isArray(document.included)) {
    attributes.items = (document.included as Array<{ type?: unknown; attributes?: unknown }>)
      .filter((resource) => resource?.type === 'quoteItems')
      .map((resource) => resource.attributes);
  }
  return attributes;
}

/**
 * Quotes of the signed-in user: list, read, create, edit while undecided (a sent one's edit makes a new
 * revision), its revisions, delete a draft, withdraw a sent one, next number, PDF, send by mail, the
 * client's answer as the owner records it, and the link to the quote's page for its client. Turning an
 * accepted quote into an
 * invoice is the invoices feature's (POST /quotes/:id/invoice).
 */
export function quotesRoutes(deps: {
  db: Db;
  timeZone: string;
  mailer: Mailer;
  limiter: RateLimiter;
  mailLimits: MailLimits;
  links: LinkDeps;
}): FastifyPluginAsync {
  const { kysely } = deps.db;
  const today = () => todayIn(deps.timeZone);

  /** The client and business resources asked for by `include`, one query per kind. */
  async function includedFor(
    userId: number,
    rows: QuoteRow[],
    include: Set<string>,
  ): Promise<ListIncluded[]> {
    const included: ListIncluded[] = [];
    if (include.has('customer')) {
      const ids = [...new Set(rows.flatMap((row) => (row.customer_id ? [row.customer_id] : [])))];
      included.push(...(await findOwnCustomers(kysely, userId, ids)).map((row) => customerResource(row)));
    }
    if (include.has('company')) {
      const ids = [...new Set(rows.map((row) => row.company_id))];
      included.push(...(await findOwnCompanies(kysely, userId, ids)).map((row) => companyResource(row, [])));
    }
    return included;
  }

  async function present(request: FastifyRequest, userId: number, id: number): Promise<QuoteDocument> {
    const row = await findQuote(kysely, userId, id);
    if (!row) throw notFound();
    const include = includesOf(request);
    const items = await quoteItemsOf(kysely, userId, [row.id]);
    const included: Included[] = await includedFor(userId, [row], include);
    if (include.has('items')) included.push(...items.map(quoteItemResource));
    return singleDocument(quoteResource(row, today(), items), included);
  }

  function references(request: FastifyRequest) {
    return {
      companyId: relationshipId(request, 'company', 'company_required'),
      customerId: relationshipId(request, 'customer', 'customer_required'),
    };
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /quotes'> }>('/quotes', async (request) => {
      const userId = currentUserId(request);
      const query = parseListQuery(request, ['issue_date'] as const, '-issue_date');
      const status = statusFilter.safeParse((request.query as Record<string, unknown>)['filter[status]']);
      const now = today();
      const { rows, total } = await listQuotes(kysely, userId, {
        search: query.search,
        status: status.success ? (status.data as QuoteStatusFilter | undefined) : undefined,
        today: now,
        limit: query.page.size,
        offset: query.offset,
        direction: query.sort.direction,
      });
      return listDocument(
        rows.map((row) => quoteSummaryResource(row, now)),
        { total, ...query.page },
        await includedFor(userId, rows, query.include),
      );
    });

    api.get<{ Reply: ContractReply<'GET /quotes/next-number'> }>('/quotes/next-number', async (request) => {
      const userId = currentUserId(request);
      const companyId = Number((request.query as Record<string, unknown>).company_id);
      const [company] = isRecordId(companyId) ? await findOwnCompanies(kysely, userId, [companyId]) : [];
      if (!company) throw notFound();
      return {
        meta: { number: nextNumber(QUOTE_NUMBERS, await lastQuoteNumber(kysely, userId, company.id)) },
      };
    });

    api.get<{ Reply: ContractReply<'GET /quotes/:id'> }>('/quotes/:id', async (request) =>
      present(request, currentUserId(request), idParam(request)),
    );

    api.get('/quotes/:id/pdf', async (request, reply) => {
      const userId = currentUserId(request);
      await countQuotePdf(deps.limiter, userId);
      const row = await findQuote(kysely, userId, idParam(request));
      if (!row) throw notFound();
      const items = await quoteItemsOf(kysely, userId, [row.id]);
      return sendDownload(reply, await quotePdf(deps.db, userId, row, items, requestLocale(request)));
    });

    api.post<{ Reply: ContractReply<'POST /quotes'> }>('/quotes', async (request, reply) => {
      const userId = currentUserId(request);
      const input = parseInput(quoteSchema, quoteAttributes(request.body), request);
      const id = await saveQuote(
        deps.db,
        ownerContext(request, userId),
        input,
        references(request),
        requestLocale(request),
      );
      return reply.code(201).send(await present(request, userId, id));
    });

    api.patch<{ Reply: ContractReply<'PATCH /quotes/:id'> }>('/quotes/:id', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      if (!(await findQuote(kysely, userId, id))) throw notFound();
      const input = parseInput(quoteSchema, quoteAttributes(request.body), request);
      await saveQuote(
        deps.db,
        ownerContext(request, userId),
        input,
        references(request),
        requestLocale(request),
        id,
      );
      return present(request, userId, id);
    });

    api.delete<{ Reply: ContractReply<'DELETE /quotes/:id'> }>('/quotes/:id', async (request, reply) => {
      await removeQuote(deps.db, ownerContext(request, currentUserId(request)), idParam(request));
      return reply.code(204).send();
    });

    // A sent quote is never deleted: it is withdrawn with a reason, kept with its number.
    api.post<{ Reply: ContractReply<'POST /quotes/:id/withdraw'> }>(
      '/quotes/:id/withdraw',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        if (!(await findQuote(kysely, userId, id))) throw notFound();
        const input = parseInput(quoteWithdrawSchema, attributesOf(request.body), request);
        await withdrawQuote(deps.db, ownerContext(request, userId), id, input.reason, requestLocale(request));
        return present(request, userId, id);
      },
    );

    api.get<{ Reply: ContractReply<'GET /quotes/:id/revisions'> }>(
      '/quotes/:id/revisions',
      async (request) => {
        const userId = currentUserId(request);
        const row = await findQuote(kysely, userId, idParam(request));
        if (!row) throw notFound();
        const [replaced, firstSentAt] = await Promise.all([
          quoteRevisionsOf(kysely, userId, row.id),
          firstSendingOf(kysely, userId, row.id),
        ]);
        return { data: quoteRevisionResources(row, replaced, firstSentAt) };
      },
    );

    api.post<{ Reply: ContractReply<'POST /quotes/:id/send'> }>(
      '/quotes/:id/send',
      async (request, reply) => {
        const sent = await sendQuoteMail(
          deps,
          currentUserId(request),
          idParam(request),
          requestLocale(request),
          today(),
        );
        return reply.code(202).send({ meta: sent });
      },
    );

    // The link to the quote's page for its client: its state, a new one (the old one stops working),
    // revoking it.
    async function linkDocument(userId: number, quoteId: number) {
      const attributes = await documentLinkState(deps.links, userId, 'quote', quoteId);
      return { data: { type: 'documentLinks' as const, id: String(quoteId), attributes } };
    }
    async function ownQuoteId(request: FastifyRequest) {
      const quote = await findQuote(kysely, currentUserId(request), idParam(request));
      if (!quote) throw notFound();
      return quote.id;
    }

    api.get<{ Reply: ContractReply<'GET /quotes/:id/link'> }>('/quotes/:id/link', async (request) =>
      linkDocument(currentUserId(request), await ownQuoteId(request)),
    );

    api.post<{ Reply: ContractReply<'POST /quotes/:id/link'> }>(
      '/quotes/:id/link',
      async (request, reply) => {
        const userId = currentUserId(request);
        const id = await ownQuoteId(request);
        await replaceDocumentLink(deps.links, userId, 'quote', id);
        return reply.code(201).send(await linkDocument(userId, id));
      },
    );

    api.delete<{ Reply: ContractReply<'DELETE /quotes/:id/link'> }>('/quotes/:id/link', async (request) => {
      const userId = currentUserId(request);
      const id = await ownQuoteId(request);
      await revokeDocumentLink(deps.links, userId, 'quote', id);
      return linkDocument(userId, id);
    });

    // The client's answer, recorded by the owner (told by phone or mail; no revision to name); the public
    // page records it too.
    for (const [path, decision] of [
      ['/quotes/:id/accept', 'accepted'],
      ['/quotes/:id/decline', 'declined'],
    ] as const) {
      api.post(path, async (request) => {
        const userId = currentUserId(request);
        const result = await recordQuoteDecision(
          deps.db,
          ownerContext(request, userId),
          idParam(request),
          decision,
          { timeZone: deps.timeZone, revision: null },
        );
        if (result.outcome === 'not-found') throw notFound();
        if (result.outcome === 'refused') throw conflictError(requestLocale(request), result.reason);
        return present(request, userId, result.quote.id);
      });
    }
  };
}
