import type { RouteContract } from '../routes.ts';
import {
  carClaimsDocument,
  logbookJourneyDocument,
  logbookJourneyListDocument,
  vehicleDocument,
  vehicleListDocument,
  vehicleLogbookDocument,
} from '../vehicles.ts';

export const vehiclesRoutes = {
  'GET /vehicles': { response: { 200: vehicleListDocument } },
  'POST /vehicles': { response: { 201: vehicleDocument } },
  'GET /vehicles/:id': { response: { 200: vehicleDocument } },
  'PATCH /vehicles/:id': { response: { 200: vehicleDocument } },
  'DELETE /vehicles/:id': { response: { 204: 'empty' } },
  'PUT /vehicles/:id/years/:year': { response: { 200: vehicleDocument } },
  'GET /vehicles/:id/logbook': { response: { 200: vehicleLogbookDocument } },
  'PUT /vehicles/:id/logbook': { response: { 200: vehicleLogbookDocument } },
  'GET /vehicles/:id/logbook/journeys': { response: { 200: logbookJourneyListDocument } },
  'POST /vehicles/:id/logbook/journeys': { response: { 201: logbookJourneyDocument } },
  'PATCH /vehicles/:id/logbook/journeys/:journeyId': { response: { 200: logbookJourneyDocument } },
  'DELETE /vehicles/:id/logbook/journeys/:journeyId': { response: { 204: 'empty' } },
  'GET /tax-years/:year/car': { response: { 200: carClaimsDocument } },
} as const satisfies Record<string, RouteContract>;
