import { reconciliationKindSchema, reconciliationSchemas } from '@sorted/core/schemas/bank-reconciliation';
import type { FastifyPluginAsync } from 'fastify';
import { ownerContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { idParam } from '../../lib/list-query.ts';
import { parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { findBankLine } from './bank-lines.repository.ts';
import { recordsOfLines } from './bank-reconciliation.repository.ts';
import { bankLineResource } from './bank-resources.ts';
import { type ReconcileWriters, reconcileLine, undoReconciliation } from './reconcile-line.ts';

/**
 * Reconciling bank lines (issue 29): what the owner decides a line is, and its undo. A decision answers
 * 409 period_locked when it would change a lodged BAS period, until repeated with
 * `?confirm=locked-period`, as every write of the books does.
 */
export function bankReconciliationRoutes(deps: { db: Db; writers: ReconcileWriters }): FastifyPluginAsync {
  const { db, writers } = deps;
  const { kysely } = db;

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.post<{ Reply: ContractReply<'POST /bank-lines/:id/reconciliation'> }>(
      '/bank-lines/:id/reconciliation',
      async (request, reply) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        const locale = requestLocale(request);
        const { kind } = parseAttributes(reconciliationKindSchema, request);
        const decision = parseAttributes(reconciliationSchemas[kind], request);
        const { learntRuleId } = await reconcileLine(
          db,
          ownerContext(request, userId),
          writers,
          id,
          decision,
          locale,
        );
        const line = await findBankLine(kysely, userId, id);
        if (!line) throw notFound();
        const records = await recordsOfLines(kysely, userId, [line]);
        return reply.code(201).send({
          data: bankLineResource(line, records),
          meta: { learnt_rule_id: learntRuleId === null ? null : String(learntRuleId) },
        });
      },
    );

    api.delete<{ Reply: ContractReply<'DELETE /bank-lines/:id/reconciliation'> }>(
      '/bank-lines/:id/reconciliation',
      async (request, reply) => {
        const userId = currentUserId(request);
        await undoReconciliation(
          db,
          ownerContext(request, userId),
          writers,
          idParam(request),
          requestLocale(request),
        );
        return reply.code(204).send();
      },
    );
  };
}
