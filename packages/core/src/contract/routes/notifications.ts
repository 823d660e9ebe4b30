import {
  notificationDocument,
  notificationListDocument,
  notificationsReadDocument,
} from '../notifications.ts';
import type { RouteContract } from '../routes.ts';

export const notificationsRoutes = {
  'GET /notifications': { response: { 200: notificationListDocument } },
  'POST /notifications/:id/read': { response: { 200: notificationDocument } },
  'POST /notifications/read': { response: { 200: notificationsReadDocument } },
} as const satisfies Record<string, RouteContract>;
