import { BULK_ACCEPT_CONFIDENCE } from '@sorted/core/bank/reconcile/confidence';
import { reconcileAcceptSchema } from '@sorted/core/schemas/bank-reconciliation';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ownerContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { idParam, parseListQuery } from '../../lib/list-query.ts';
import { parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { acceptSuggestions } from './accept-suggestions.ts';
import { bankLineResource } from './bank-resources.ts';
import {
  businessOfAccount,
  unreconciledCount,
  unreconciledLines,
} from './reconcile-candidates.repository.ts';
import type { ReconcileWriters } from './reconcile-line.ts';
import { suggestionsForLines } from './reconcile-suggestions.ts';

/**
 * The reconcile screen of a bank account (issue 29): a page of its unreconciled lines, oldest first,
 * each with what Sorted suggests it is, and "accept all" of the sure ones. Another user's account is
 * not found.
 */
export function reconcileScreenRoutes(deps: { db: Db; writers: ReconcileWriters }): FastifyPluginAsync {
  const { db, writers } = deps;
  const { kysely } = db;

  /** The page of lines the query names. */
  function pageOfAccount(request: FastifyRequest, userId: number, accountId: number) {
    const query = parseListQuery(request, ['date'] as const, 'date');
    const window = { limit: query.page.size, offset: query.offset };
    return { query, rows: () => unreconciledLines(kysely, userId, accountId, window) };
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /bank-accounts/:id/reconcile'> }>(
      '/bank-accounts/:id/reconcile',
      async (request) => {
        const userId = currentUserId(request);
        const accountId = idParam(request);
        const business = await businessOfAccount(kysely, userId, accountId);
        if (!business) throw notFound();
        const { query, rows: pageRows } = pageOfAccount(request, userId, accountId);
        // PostgreSQL counts the lines while the page's suggestions are worked out.
        const [total, { rows, suggestions }] = await Promise.all([
          unreconciledCount(kysely, userId, accountId),
          (async () => {
            const rows = await pageRows();
            return { rows, suggestions: await suggestionsForLines(kysely, userId, business, rows) };
          })(),
        ]);
        return {
          data: rows.map((row) => ({
            ...bankLineResource(row),
            meta: { suggestions: suggestions.get(row.id) ?? [] },
          })),
          meta: { page: { total, ...query.page }, bulk_accept_confidence: BULK_ACCEPT_CONFIDENCE },
        };
      },
    );

    api.post<{ Reply: ContractReply<'POST /bank-accounts/:id/reconcile/accept'> }>(
      '/bank-accounts/:id/reconcile/accept',
      async (request) => {
        const userId = currentUserId(request);
        const accountId = idParam(request);
        const business = await businessOfAccount(kysely, userId, accountId);
        if (!business) throw notFound();
        const { line_ids } = parseAttributes(reconcileAcceptSchema, request);
        const lineIds =
          line_ids ?? (await pageOfAccount(request, userId, accountId).rows()).map((row) => row.id);
        const meta = await acceptSuggestions(
          db,
          ownerContext(request, userId),
          writers,
          { accountId, business, lineIds: [...new Set(lineIds)] },
          requestLocale(request),
        );
        return { meta };
      },
    );
  };
}
