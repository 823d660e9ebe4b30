import type { WaitlistResource } from '@sorted/core/contract/waitlists';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { listDocument, singleDocument } from '../../lib/json-api-document.ts';
import { parseAttributes } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import type { WaitlistRow } from './waitlists.repository.ts';
import { insertWaitlist, listWaitlists } from './waitlists.repository.ts';

/** The features not ready yet that a user can wait for (spec §3: "Tax Summary"). */
export const WAITLIST_NAMES = ['Tax Summary'] as const;

const waitlistInput = z.object({ name: z.enum(WAITLIST_NAMES, { message: 'Unknown waitlist.' }) });

/** Spec §8; the web shows its own translation of it. */
export const ALREADY_ON_WAITLIST = 'You are already on the waitlist...';

function waitlistResource(row: WaitlistRow): WaitlistResource {
  return {
    type: 'waitlists',
    id: String(row.id),
    attributes: { name: row.name, created_at: row.created_at },
    relationships: { user: { data: { type: 'users', id: String(row.user_id) } } },
  };
}

/** GET /waitlists (filter[user_id], only ever the user's own entries), POST /waitlists. */
export function waitlistsRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { kysely } = deps.db;
  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /waitlists'> }>('/waitlists', async (request) => {
      const userId = currentUserId(request);
      const filter = (request.query as Record<string, unknown>)['filter[user_id]'];
      // Another user's entries are nobody else's business: their id simply finds nothing.
      const rows =
        filter === undefined || String(filter) === String(userId) ? await listWaitlists(kysely, userId) : [];
      return listDocument(rows.map(waitlistResource), {
        total: rows.length,
        number: 1,
        size: Math.max(rows.length, 1),
      });
    });

    api.post<{ Reply: ContractReply<'POST /waitlists'> }>('/waitlists', async (request, reply) => {
      const userId = currentUserId(request);
      const input = parseAttributes(waitlistInput, request);
      try {
        const row = await insertWaitlist(kysely, userId, input.name);
        return reply.code(201).send(singleDocument(waitlistResource(row)));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, ALREADY_ON_WAITLIST);
        throw error;
      }
    });
  };
}
