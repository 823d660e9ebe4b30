import type { QuoteDocument } from '@sorted/core/contract/quotes';
import { todayIn } from '@sorted/core/dates/calendar';
import { quoteWithdrawSchema } from '@sorted/core/schemas/quote-withdraw';
import { quoteSchema } from '@sorted/core/schemas/quotes';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ownerContext } from '../../books/book-context.ts';
import { sendDownload } from '../../lib/file-download.ts';
import { notFound } from '../../lib/http-error.ts';
import { listDocument, singleDocument } from '../../lib/json-api-document.ts';
import { idParam, includesOf, parseListQuery } from '../../lib/list-query.ts';
import { conflictError, parseInput, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import {
  quoteItemResource,
  quoteResource,
  quoteRevisionResources,
  quoteSummaryResource,
} from '../../resources/quotes.ts';
import { countSavedPdf } from '../../sales-documents/document-pdf.ts';
import { attributesOf, documentAttributes, documentRefs } from '../../sales-documents/document-request.ts';
import { includedParties } from '../../sales-documents/included-parties.ts';
import { QUOTES } from '../../sales-documents/kinds.ts';
import { documentItemsOf, findDocument } from '../../sales-documents/sales-documents.repository.ts';
import type { DocumentFeatureDeps } from '../../sales-documents/sales-documents.routes.ts';
import { recordQuoteDecision } from './decide-quote.ts';
import { savedQuotePdf } from './quote-pdf.ts';
import { firstSendingOf, listQuotes, type QuoteStatusFilter, quoteRevisionsOf } from './quotes.repository.ts';
import { removeQuote, saveQuote, withdrawQuote } from './save-quote.ts';
import { sendQuoteMail } from './send-quote.ts';

type Included = NonNullable<QuoteDocument['included']>[number];

const statusFilter = z.enum(['draft', 'sent', 'accepted', 'declined', 'withdrawn', 'expired']).optional();

/**
 * Quotes of the signed-in user: list, read, create, edit while undecided (a sent one's edit makes a new
 * revision), its revisions, delete a draft, withdraw a sent one, PDF, send by mail, and the client's answer
 * as the owner records it. Its next number and its client-page link are every sales document's routes
 * (sales-documents/); turning an accepted quote into an invoice is the invoices feature's
 * (POST /quotes/:id/invoice).
 */
export function quotesRoutes(deps: DocumentFeatureDeps): FastifyPluginAsync {
  const { kysely } = deps.db;
  const today = () => todayIn(deps.timeZone);

  async function present(request: FastifyRequest, userId: number, id: number): Promise<QuoteDocument> {
    const row = await findDocument(kysely, userId, 'quote', id);
    if (!row) throw notFound();
    const include = includesOf(request);
    const items = await documentItemsOf(kysely, userId, 'quote', [row.id]);
    const included: Included[] = await includedParties(deps.db, userId, [row], include, { payments: false });
    if (include.has('items')) included.push(...items.map(quoteItemResource));
    return singleDocument(quoteResource(row, today(), items), included);
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
        await includedParties(deps.db, userId, rows, query.include, { payments: false }),
      );
    });

    api.get<{ Reply: ContractReply<'GET /quotes/:id'> }>('/quotes/:id', async (request) =>
      present(request, currentUserId(request), idParam(request)),
    );

    api.get('/quotes/:id/pdf', async (request, reply) => {
      const userId = currentUserId(request);
      await countSavedPdf(deps.limiter, QUOTES, userId);
      return sendDownload(
        reply,
        await savedQuotePdf(deps.db, userId, idParam(request), requestLocale(request)),
      );
    });

    api.post<{ Reply: ContractReply<'POST /quotes'> }>('/quotes', async (request, reply) => {
      const userId = currentUserId(request);
      const input = parseInput(quoteSchema, documentAttributes(QUOTES, request.body), request);
      const id = await saveQuote(
        deps.db,
        ownerContext(request, userId),
        input,
        documentRefs(request),
        requestLocale(request),
      );
      return reply.code(201).send(await present(request, userId, id));
    });

    api.patch<{ Reply: ContractReply<'PATCH /quotes/:id'> }>('/quotes/:id', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      if (!(await findDocument(kysely, userId, 'quote', id))) throw notFound();
      const input = parseInput(quoteSchema, documentAttributes(QUOTES, request.body), request);
      await saveQuote(
        deps.db,
        ownerContext(request, userId),
        input,
        documentRefs(request),
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
        if (!(await findDocument(kysely, userId, 'quote', id))) throw notFound();
        const input = parseInput(quoteWithdrawSchema, attributesOf(request.body), request);
        await withdrawQuote(deps.db, ownerContext(request, userId), id, input.reason, requestLocale(request));
        return present(request, userId, id);
      },
    );

    api.get<{ Reply: ContractReply<'GET /quotes/:id/revisions'> }>(
      '/quotes/:id/revisions',
      async (request) => {
        const userId = currentUserId(request);
        const row = await findDocument(kysely, userId, 'quote', idParam(request));
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
