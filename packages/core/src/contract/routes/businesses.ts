import {
  companyDocument,
  companyListDocument,
  paymentDetailDocument,
  paymentDetailListDocument,
} from '../companies.ts';
import type { RouteContract } from '../routes.ts';

export const businessesRoutes = {
  'GET /companies': { response: { 200: companyListDocument } },
  'GET /companies/:id': { response: { 200: companyDocument } },
  'POST /companies': { response: { 201: companyDocument } },
  'PATCH /companies/:id': { response: { 200: companyDocument } },
  'DELETE /companies/:id': { response: { 204: 'empty' } },
  'PUT /companies/:id/logo': { response: { 200: companyDocument } },
  'DELETE /companies/:id/logo': { response: { 200: companyDocument } },
  'GET /companies/:id/logo': { response: { 200: 'binary' } },
  'GET /companies/:id/payment-details': { response: { 200: paymentDetailListDocument } },
  'POST /paymentDetails': { response: { 201: paymentDetailDocument } },
  'PATCH /paymentDetails/:id': { response: { 200: paymentDetailDocument } },
  'DELETE /paymentDetails/:id': { response: { 204: 'empty' } },
} as const satisfies Record<string, RouteContract>;
