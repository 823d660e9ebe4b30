import { doc, OWNER_MARKER, type Row, type World } from './rows.ts';

export function vehicleDocument(world: World) {
  return doc(
    'vehicles',
    { name: `${OWNER_MARKER} Hatchback`, payload_kg: 450, passengers: 4 },
    { company: world.companyId },
  );
}

/** A logbook period of 2025-26 with room for many journeys. */
export const logbookPeriodDocument = () =>
  doc('vehicle-logbooks', {
    start_date: '2025-07-01',
    end_date: '2025-10-31',
    odometer_start: 10_000,
    odometer_end: 100_000,
  });

/** A 10 km journey from the odometer reading given. */
export const logbookJourneyDocument = (from: number) =>
  doc('logbook-journeys', {
    start_date: '2025-08-04',
    end_date: '2025-08-04',
    odometer_start: from,
    odometer_end: from + 10,
    purpose: `${OWNER_MARKER} client visit`,
  });

const LOGBOOK = (world: World) => `/api/v1/vehicles/${world.vehicleId}/logbook`;

/** Vehicles and the year's car claim: who may do what. */
export const vehiclesRows: Record<string, Row> = {
  // Vehicles and their years: the owner's alone.
  'GET /api/v1/vehicles': { expect: [401, 200, 200, 200] },
  'GET /api/v1/vehicles/:id': { expect: [401, 404, 200, 404] },
  // The owner's business, named by someone else, is refused like a missing one.
  'POST /api/v1/vehicles': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: vehicleDocument(world) }),
  },
  'PATCH /api/v1/vehicles/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ body: vehicleDocument(world) }),
  },
  'DELETE /api/v1/vehicles/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/vehicles/${await world.fresh.vehicle()}` }),
  },
  'PUT /api/v1/vehicles/:id/years/:year': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      path: `/api/v1/vehicles/${world.vehicleId}/years/2025-26`,
      body: doc('vehicle-years', { method: 'cents_per_km', business_km: 6200 }),
    }),
  },
  // A vehicle's logbook kept journey by journey: the owner's alone.
  'GET /api/v1/vehicles/:id/logbook': { expect: [401, 404, 200, 404] },
  'PUT /api/v1/vehicles/:id/logbook': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: LOGBOOK(world), body: logbookPeriodDocument() }),
  },
  'GET /api/v1/vehicles/:id/logbook/journeys': { expect: [401, 404, 200, 404] },
  'POST /api/v1/vehicles/:id/logbook/journeys': {
    expect: [401, 404, 201, 404],
    request: async (world) => {
      await world.fresh.logbookJourney();
      return { path: `${LOGBOOK(world)}/journeys`, body: logbookJourneyDocument(90_000) };
    },
  },
  'PATCH /api/v1/vehicles/:id/logbook/journeys/:journeyId': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({
      path: `${LOGBOOK(world)}/journeys/${await world.fresh.logbookJourney()}`,
      body: logbookJourneyDocument(95_000),
    }),
  },
  'DELETE /api/v1/vehicles/:id/logbook/journeys/:journeyId': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `${LOGBOOK(world)}/journeys/${await world.fresh.logbookJourney()}` }),
  },
  // Each user's own vehicles' claims.
  'GET /api/v1/tax-years/:year/car': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/tax-years/2025-26/car' }),
  },
};
