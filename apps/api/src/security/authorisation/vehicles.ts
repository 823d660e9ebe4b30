import { doc, OWNER_MARKER, type Row, type World } from './rows.ts';

export function vehicleDocument(world: World) {
  return doc(
    'vehicles',
    { name: `${OWNER_MARKER} Hatchback`, payload_kg: 450, passengers: 4 },
    { company: world.companyId },
  );
}

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
  // Each user's own vehicles' claims.
  'GET /api/v1/tax-years/:year/car': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/tax-years/2025-26/car' }),
  },
};
