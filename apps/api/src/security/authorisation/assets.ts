import { doc, OWNER_MARKER, type Row, type World } from './rows.ts';

export function assetDocument(world: World) {
  return doc(
    'assets',
    {
      name: `${OWNER_MARKER} Laptop`,
      cost: '2400.00',
      first_used: '2025-08-14',
      business_use_percent: 100,
      effective_life_years: '2',
      method: 'instant',
    },
    { company: world.companyId },
  );
}

/** The asset register and the year's depreciation: who may do what. */
export const assetsRows: Record<string, Row> = {
  // Assets: the owner's alone.
  'GET /api/v1/assets': { expect: [401, 200, 200, 200] },
  'GET /api/v1/assets/:id': { expect: [401, 404, 200, 404] },
  // The owner's business, named by someone else, is refused like a missing one.
  'POST /api/v1/assets': {
    expect: [401, 422, 201, 422],
    request: (world) => ({ body: assetDocument(world) }),
  },
  'PATCH /api/v1/assets/:id': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ body: assetDocument(world) }),
  },
  'DELETE /api/v1/assets/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/assets/${await world.fresh.asset()}` }),
  },
  // Each user's own businesses' schedules.
  'GET /api/v1/tax-years/:year/depreciation': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/tax-years/2025-26/depreciation' }),
  },
};
