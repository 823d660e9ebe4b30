import { recurringScheduleDocument, recurringScheduleListDocument } from '../recurring.ts';
import type { RouteContract } from '../routes.ts';

export const recurringRoutes = {
  'GET /recurring-schedules': { response: { 200: recurringScheduleListDocument } },
  'GET /recurring-schedules/:id': { response: { 200: recurringScheduleDocument } },
  'POST /recurring-schedules': { response: { 201: recurringScheduleDocument } },
  'PATCH /recurring-schedules/:id': { response: { 200: recurringScheduleDocument } },
  'POST /recurring-schedules/:id/pause': { response: { 200: recurringScheduleDocument } },
  'POST /recurring-schedules/:id/resume': { response: { 200: recurringScheduleDocument } },
  'POST /recurring-schedules/:id/end': { response: { 200: recurringScheduleDocument } },
  'DELETE /recurring-schedules/:id': { response: { 204: 'empty' } },
} as const satisfies Record<string, RouteContract>;
