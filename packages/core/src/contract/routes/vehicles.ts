import type { RouteContract } from '../routes.ts';
import { carClaimsDocument, vehicleDocument, vehicleListDocument } from '../vehicles.ts';

export const vehiclesRoutes = {
  'GET /vehicles': { response: { 200: vehicleListDocument } },
  'POST /vehicles': { response: { 201: vehicleDocument } },
  'GET /vehicles/:id': { response: { 200: vehicleDocument } },
  'PATCH /vehicles/:id': { response: { 200: vehicleDocument } },
  'DELETE /vehicles/:id': { response: { 204: 'empty' } },
  'PUT /vehicles/:id/years/:year': { response: { 200: vehicleDocument } },
  'GET /tax-years/:year/car': { response: { 200: carClaimsDocument } },
} as const satisfies Record<string, RouteContract>;
