import { REVENUE_PERIODS } from '@sorted/core/dashboard/periods';
import { todayIn } from '@sorted/core/dates/calendar';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { dashboardSummary } from './dashboard-summary.ts';

const summaryQuery = z.object({ period: z.enum(REVENUE_PERIODS).default('monthly') });

/** GET /dashboard/summary?period=monthly|quarterly|annual: the dashboard's figures, in one request. */
export function dashboardRoutes(deps: { db: Db; timeZone: string }): FastifyPluginAsync {
  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /dashboard/summary'> }>('/dashboard/summary', async (request) => {
      const query = summaryQuery.safeParse(request.query ?? {});
      if (!query.success)
        throw new HttpError(400, 'The period parameter must be monthly, quarterly or annual.');
      const userId = currentUserId(request);
      const summary = await dashboardSummary(deps.db, userId, todayIn(deps.timeZone), query.data.period);
      return singleDocument({ type: 'dashboardSummaries', id: String(userId), attributes: summary });
    });
  };
}
