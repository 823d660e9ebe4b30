import { z } from 'zod';
import { NOTIFICATION_KINDS, SUBJECT_TYPES } from '../notifications/notifications.ts';
import { list, metaOnly, resource, single } from './json-api.ts';

/** One thing the owner is told (the bell's item): what happened, to what, and whether it was read. */
export const notificationAttributes = z.strictObject({
  kind: z.enum(NOTIFICATION_KINDS),
  subject_type: z.enum(SUBJECT_TYPES),
  /** The record's id (a BAS period's: its business's). */
  subject_id: z.string(),
  /** The document's number, or a BAS period's key. */
  subject_number: z.string().nullable(),
  /** The client's name (a BAS period: the business's). */
  subject_name: z.string().nullable(),
  /** A due date (YYYY-MM-DD) where the text names one. */
  date: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationAttributes = z.infer<typeof notificationAttributes>;
export const notificationResource = resource('notifications', notificationAttributes);
export type NotificationResource = z.infer<typeof notificationResource>;
export const notificationDocument = single(notificationResource);
export type NotificationDocument = z.infer<typeof notificationDocument>;

const unread = z.strictObject({ unread: z.number() });

/** GET /notifications: a page, newest first, and how many are unread in all. */
const notificationPage = list(notificationResource);
export const notificationListDocument = notificationPage.extend({
  meta: notificationPage.shape.meta.extend(unread.shape),
});
export type NotificationListDocument = z.infer<typeof notificationListDocument>;

/** POST /notifications/read: all marked read; how many are unread now (none). */
export const notificationsReadDocument = metaOnly(unread);
export type NotificationsReadDocument = z.infer<typeof notificationsReadDocument>;
