import { doc, type Row } from './rows.ts';

/** The BAS: who may do what. */
export const basRows: Record<string, Row> = {
  // The BAS of the owner's GST-registered business.
  'GET /api/v1/companies/:id/bas-periods': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods?year=2026` }),
  },
  'GET /api/v1/companies/:id/bas-periods/:key': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods/2026-Q4` }),
  },
  'GET /api/v1/companies/:id/bas-periods/:key/records': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      path: `/api/v1/companies/${world.companyId}/bas-periods/2026-Q4/records?figure=g1`,
    }),
  },
  'GET /api/v1/companies/:id/bas-periods/:key/pdf': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods/2026-Q4/pdf` }),
  },
  'GET /api/v1/companies/:id/bas-periods/:key/csv': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods/2026-Q4/csv` }),
  },
  // A past quarter, so that no invoice row of this matrix edits a locked period.
  'POST /api/v1/companies/:id/bas-periods/:key/lodgement': {
    expect: [401, 404, 201, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods/2025-Q3/lodgement` }),
  },
  // PAYG instalments (issue 31): the option of 2026-27 first, so that the owner's variation of one of its
  // quarters (the rows run in this order) has an option to vary.
  'GET /api/v1/companies/:id/payg-instalments/:year': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/payg-instalments/2026` }),
  },
  'PUT /api/v1/companies/:id/payg-instalments/:year': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      path: `/api/v1/companies/${world.companyId}/payg-instalments/2026`,
      body: doc('paygInstalmentOptions', { option: 'amount', t7: '1250.00' }),
    }),
  },
  'PUT /api/v1/companies/:id/bas-periods/:key/payg-variation': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      path: `/api/v1/companies/${world.companyId}/bas-periods/2026-Q4/payg-variation`,
      body: doc('paygInstalmentVariations', { t8: '4000.00', t4: '23' }),
    }),
  },
  'DELETE /api/v1/companies/:id/bas-periods/:key/payg-variation': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/companies/${world.companyId}/bas-periods/2026-Q4/payg-variation` }),
  },
};
