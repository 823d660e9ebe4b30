import type { NotificationResource } from '@sorted/core/contract/notifications';
import type { NotificationKind, SubjectType } from '@sorted/core/notifications/notifications';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import { idParam, parseListQuery } from '../../lib/list-query.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import {
  listNotifications,
  markAllRead,
  markRead,
  type NotificationRow,
  unreadCount,
} from './notifications.repository.ts';

function notificationResource(row: NotificationRow): NotificationResource {
  return {
    type: 'notifications',
    id: String(row.id),
    attributes: {
      kind: row.kind as NotificationKind,
      subject_type: row.subject_type as SubjectType,
      subject_id: row.subject_id,
      subject_number: row.subject_number,
      subject_name: row.subject_name,
      date: row.subject_date,
      created_at: row.created_at,
      read_at: row.read_at,
    },
  };
}

/**
 * The owner's notifications (the bell): a page of them newest first with how many are unread in all,
 * one marked read (another's id is not found), all marked read.
 */
export function notificationsRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { kysely } = deps.db;
  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /notifications'> }>('/notifications', async (request) => {
      const userId = currentUserId(request);
      const query = parseListQuery(request, ['created_at'], '-created_at');
      const [page, unread] = await Promise.all([
        listNotifications(kysely, userId, { limit: query.page.size, offset: query.offset }),
        unreadCount(kysely, userId),
      ]);
      return {
        data: page.rows.map(notificationResource),
        meta: { page: { total: page.total, number: query.page.number, size: query.page.size }, unread },
      };
    });

    api.post<{ Reply: ContractReply<'POST /notifications/:id/read'> }>(
      '/notifications/:id/read',
      async (request) => {
        const row = await markRead(
          kysely,
          currentUserId(request),
          idParam(request),
          new Date().toISOString(),
        );
        if (!row) throw notFound();
        return singleDocument(notificationResource(row));
      },
    );

    api.post<{ Reply: ContractReply<'POST /notifications/read'> }>('/notifications/read', async (request) => {
      await markAllRead(kysely, currentUserId(request), new Date().toISOString());
      return { meta: { unread: 0 } };
    });
  };
}
