import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ContractReply } from '../../plugins/contract.ts';

export function healthRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Reply: ContractReply<'GET /health'> }>('/health', async (request) => {
      try {
        await db.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database is not reachable.');
      }
      return { meta: { status: 'ok', database: db.dialect } };
    });
  };
}
