import {
  basPeriodDocument,
  basPeriodListDocument,
  basRecordListDocument,
  paygOptionDocument,
} from '../bas.ts';
import type { RouteContract } from '../routes.ts';

export const basRoutes = {
  'GET /companies/:id/bas-periods': { response: { 200: basPeriodListDocument } },
  'GET /companies/:id/bas-periods/:key': { response: { 200: basPeriodDocument } },
  'GET /companies/:id/bas-periods/:key/records': { response: { 200: basRecordListDocument } },
  'GET /companies/:id/bas-periods/:key/pdf': { response: { 200: 'binary' } },
  'GET /companies/:id/bas-periods/:key/csv': { response: { 200: 'binary' } },
  'POST /companies/:id/bas-periods/:key/lodgement': { response: { 201: basPeriodDocument } },
  'GET /companies/:id/payg-instalments/:year': { response: { 200: paygOptionDocument } },
  'PUT /companies/:id/payg-instalments/:year': { response: { 200: paygOptionDocument } },
  'PUT /companies/:id/bas-periods/:key/payg-variation': { response: { 200: basPeriodDocument } },
  'DELETE /companies/:id/bas-periods/:key/payg-variation': { response: { 200: basPeriodDocument } },
} as const satisfies Record<string, RouteContract>;
