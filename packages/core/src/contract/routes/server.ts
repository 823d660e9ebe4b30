import { healthDocument } from '../health.ts';
import type { RouteContract } from '../routes.ts';
import { settingsDocument } from '../settings.ts';

export const serverRoutes = {
  'GET /health': { response: { 200: healthDocument } },
  'GET /csrf-cookie': { response: { 204: 'empty' } },
  'GET /settings': { response: { 200: settingsDocument } },
} as const satisfies Record<string, RouteContract>;
