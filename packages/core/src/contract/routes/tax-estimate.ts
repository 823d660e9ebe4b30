import type { RouteContract } from '../routes.ts';
import { taxYearFiguresDocument, yearEstimateDocument } from '../tax-estimate.ts';

export const taxEstimateRoutes = {
  'GET /tax-years/:year/figures': { response: { 200: taxYearFiguresDocument } },
  'PATCH /tax-years/:year/figures': { response: { 200: taxYearFiguresDocument } },
  'GET /tax-years/:year/estimate': { response: { 200: yearEstimateDocument } },
} as const satisfies Record<string, RouteContract>;
