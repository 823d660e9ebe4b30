import { dashboardSummaryDocument } from '../dashboard.ts';
import type { RouteContract } from '../routes.ts';

export const dashboardRoutes = {
  'GET /dashboard/summary': { response: { 200: dashboardSummaryDocument } },
} as const satisfies Record<string, RouteContract>;
