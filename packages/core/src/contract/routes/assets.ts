import { assetDocument, assetListDocument, depreciationDocument } from '../assets.ts';
import type { RouteContract } from '../routes.ts';

export const assetsRoutes = {
  'GET /assets': { response: { 200: assetListDocument } },
  'POST /assets': { response: { 201: assetDocument } },
  'GET /assets/:id': { response: { 200: assetDocument } },
  'PATCH /assets/:id': { response: { 200: assetDocument } },
  'DELETE /assets/:id': { response: { 204: 'empty' } },
  'GET /tax-years/:year/depreciation': { response: { 200: depreciationDocument } },
} as const satisfies Record<string, RouteContract>;
