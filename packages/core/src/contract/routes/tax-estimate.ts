import type { RouteContract } from '../routes.ts';
import { taxYearFiguresDocument, yearEstimateDocument } from '../tax-estimate.ts';

export const taxEstimateRoutes = {
  'GET /tax-years/:year/figures': { response: { 200: taxYearFiguresDocument } },
  'PATCH /tax-years/:year/figures': { response: { 200: taxYearFiguresDocument } },
  'GET /tax-years/:year/estimate': { response: { 200: yearEstimateDocument } },
  // The accountant's pack: a ZIP of the year's summary PDF, CSVs and receipt files.
  'GET /tax-years/:year/accountants-pack.zip': { response: { 200: 'binary' } },
  'GET /tax-years/:year/accountants-pack/summary.pdf': { response: { 200: 'binary' } },
} as const satisfies Record<string, RouteContract>;
