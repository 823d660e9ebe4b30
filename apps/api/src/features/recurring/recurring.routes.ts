import { todayIn } from '@sorted/core/dates/calendar';
import { isRecordId } from '@sorted/core/identifiers/record-id';
import { recurringScheduleSchema } from '@sorted/core/schemas/recurring';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { idParam } from '../../lib/list-query.ts';
import { parseAttributes, relationshipId, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { findSchedule, listSchedules, occurrencesOf } from './recurring.repository.ts';
import { occurrenceOf, scheduleResource } from './recurring-resource.ts';
import {
  actOnSchedule,
  createSchedule,
  editSchedule,
  removeSchedule,
  type ScheduleAction,
} from './schedules.ts';

/**
 * Recurring invoice schedules of the signed-in user: list (all, or one client's), read with the
 * invoices made, create, edit (what is made from now on), pause, resume, end, and delete (only one
 * that has made nothing yet). The invoices themselves are made by the job runner (jobs/).
 */
export function recurringRoutes(deps: { db: Db; timeZone: string }): FastifyPluginAsync {
  const { kysely } = deps.db;
  const today = () => todayIn(deps.timeZone);

  async function present(userId: number, id: number) {
    const row = await findSchedule(kysely, userId, id);
    if (!row) throw notFound();
    const occurrences = await occurrencesOf(kysely, userId, row.id);
    return { data: scheduleResource(row), meta: { occurrences: occurrences.map(occurrenceOf) } };
  }

  function references(request: FastifyRequest) {
    return {
      companyId: relationshipId(request, 'company', 'company_required'),
      customerId: relationshipId(request, 'customer', 'customer_required'),
    };
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /recurring-schedules'> }>('/recurring-schedules', async (request) => {
      const customer = Number((request.query as Record<string, unknown>).customer);
      const rows = await listSchedules(
        kysely,
        currentUserId(request),
        isRecordId(customer) ? customer : undefined,
      );
      // A person has a handful of schedules: one page holds them all.
      return {
        data: rows.map(scheduleResource),
        meta: { page: { total: rows.length, number: 1, size: Math.max(rows.length, 1) } },
      };
    });

    api.get<{ Reply: ContractReply<'GET /recurring-schedules/:id'> }>(
      '/recurring-schedules/:id',
      async (request) => present(currentUserId(request), idParam(request)),
    );

    api.post<{ Reply: ContractReply<'POST /recurring-schedules'> }>(
      '/recurring-schedules',
      async (request, reply) => {
        const userId = currentUserId(request);
        const input = parseAttributes(recurringScheduleSchema, request);
        const refs = references(request);
        const id = await createSchedule(deps.db, userId, input, refs, requestLocale(request), today());
        return reply.code(201).send(await present(userId, id));
      },
    );

    api.patch<{ Reply: ContractReply<'PATCH /recurring-schedules/:id'> }>(
      '/recurring-schedules/:id',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        if (!(await findSchedule(kysely, userId, id))) throw notFound();
        const input = parseAttributes(recurringScheduleSchema, request);
        const refs = references(request);
        await editSchedule(deps.db, userId, id, input, refs, requestLocale(request), today());
        return present(userId, id);
      },
    );

    for (const action of ['pause', 'resume', 'end'] as const satisfies ScheduleAction[]) {
      api.post<{ Reply: ContractReply<'POST /recurring-schedules/:id/pause'> }>(
        `/recurring-schedules/:id/${action}`,
        async (request) => {
          const userId = currentUserId(request);
          const id = idParam(request);
          await actOnSchedule(deps.db, userId, id, action, requestLocale(request), today());
          return present(userId, id);
        },
      );
    }

    api.delete<{ Reply: ContractReply<'DELETE /recurring-schedules/:id'> }>(
      '/recurring-schedules/:id',
      async (request, reply) => {
        await removeSchedule(deps.db, currentUserId(request), idParam(request), requestLocale(request));
        return reply.code(204).send();
      },
    );
  };
}
