import type { FastifyPluginAsync } from 'fastify';
import { historyOfRecord, parseRecord } from '../../books/history.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';

/** A record's history (an invoice, quote, expense or BAS period of the signed-in user), oldest first. */
export function historyRoutes(deps: { db: Db }): FastifyPluginAsync {
  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /history/:type/:id'> }>('/history/:type/:id', async (request) => {
      const params = request.params as { type: string; id: string };
      const record = parseRecord(params.type, params.id);
      if (!record) throw notFound();
      const entries = await historyOfRecord(deps.db.kysely, currentUserId(request), record);
      if (!entries) throw notFound();
      return { data: entries };
    });
  };
}
