import { historyDocument } from '../history.ts';
import type { RouteContract } from '../routes.ts';

export const historyRoutes = {
  'GET /history/:type/:id': { response: { 200: historyDocument } },
} as const satisfies Record<string, RouteContract>;
