import { doc, type Row } from './rows.ts';

/** Profit, set-aside and exports: who may do what. */
export const profitRows: Record<string, Row> = {
  // Profit, set-aside and exports: each user's own figures; a business named is the owner's.
  'GET /api/v1/profit-and-loss': {
    expect: [401, 404, 200, 404],
    request: (world) => ({ path: `/api/v1/profit-and-loss?year=2026&business=${world.companyId}` }),
  },
  'GET /api/v1/set-aside': { expect: [401, 200, 200, 200] },
  'GET /api/v1/tax-profile': { expect: [401, 200, 200, 200] },
  'PATCH /api/v1/tax-profile': {
    expect: [401, 404, 200, 404],
    request: (world) => ({
      body: doc('taxProfiles', {
        residency: 'resident',
        medicare_levy: true,
        businesses: [{ id: world.companyId, business_type: 'partnership', partnership_share_percent: 50 }],
      }),
    }),
  },
  'GET /api/v1/exports/invoices.csv': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/exports/invoices.csv?from=2026-07-01&to=2027-06-30' }),
  },
  'GET /api/v1/exports/history.csv': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/exports/history.csv?from=2026-07-01&to=2027-06-30' }),
  },
  'GET /api/v1/exports/expenses.csv': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/exports/expenses.csv?from=2026-07-01&to=2027-06-30' }),
  },
  // The year's estimate and its figures: each user's own, by the year in the path.
  'GET /api/v1/tax-years/:year/figures': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/tax-years/2025-26/figures' }),
  },
  'PATCH /api/v1/tax-years/:year/figures': {
    expect: [401, 200, 200, 200],
    request: () => ({
      path: '/api/v1/tax-years/2025-26/figures',
      body: doc('taxYearFigures', { super_contributions: '5000.00', super_notice_acknowledged: true }),
    }),
  },
  'GET /api/v1/tax-years/:year/estimate': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/tax-years/2025-26/estimate' }),
  },
  // The accountant's pack holds only the signed-in user's own records.
  'GET /api/v1/tax-years/:year/accountants-pack.zip': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/tax-years/2025-26/accountants-pack.zip' }),
  },
  'GET /api/v1/tax-years/:year/accountants-pack/summary.pdf': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/tax-years/2025-26/accountants-pack/summary.pdf' }),
  },
};
