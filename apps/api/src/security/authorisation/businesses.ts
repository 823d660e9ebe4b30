import { multipart, PNG } from '../../test/uploads.ts';
import { doc, OWNER_MARKER, type Row } from './rows.ts';

const newCompany = () => doc('companies', { name: 'Harbour Electrical', abn: '51 824 753 556' });

/** Businesses, their PayIDs and logos: who may do what. */
export const businessesRows: Record<string, Row> = {
  // Businesses and their PayIDs.
  'GET /api/v1/companies': {
    expect: [401, 200, 200, 200],
    request: () => ({ path: '/api/v1/companies?include=paymentDetails' }),
  },
  'GET /api/v1/companies/:id': { expect: [401, 404, 200, 404] },
  'POST /api/v1/companies': { expect: [401, 201, 201, 201], request: () => ({ body: newCompany() }) },
  'PATCH /api/v1/companies/:id': {
    expect: [401, 404, 200, 404],
    request: () => ({
      body: doc('companies', { name: `${OWNER_MARKER} Plumbing`, email: 'owner@plumbing.test' }),
    }),
  },
  'DELETE /api/v1/companies/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/companies/${await world.fresh.company()}` }),
  },
  'GET /api/v1/companies/:id/payment-details': { expect: [401, 404, 200, 404] },
  // The owner's business has a logo; replacing it leaves one for the GET.
  'GET /api/v1/companies/:id/logo': { expect: [401, 404, 200, 404] },
  'PUT /api/v1/companies/:id/logo': {
    expect: [401, 404, 200, 404],
    request: () => {
      const { body, contentType } = multipart('logo', 'logo.png', 'image/png', PNG);
      return { body, headers: { 'content-type': contentType } };
    },
  },
  'DELETE /api/v1/companies/:id/logo': {
    expect: [401, 404, 200, 404],
    request: async (world) => ({ path: `/api/v1/companies/${await world.fresh.company()}/logo` }),
  },
  // Another user's business is looked up as theirs, and is not found.
  'POST /api/v1/paymentDetails': {
    expect: [401, 404, 201, 404],
    request: (world) => ({
      body: doc(
        'paymentDetails',
        { payid: 'second@plumbing.test', name: 'Second' },
        { company: world.companyId },
      ),
    }),
  },
  'PATCH /api/v1/paymentDetails/:id': {
    expect: [401, 404, 200, 404],
    request: () => ({ body: doc('paymentDetails', { payid: 'pay@plumbing.test', name: 'Owner Plumbing' }) }),
  },
  'DELETE /api/v1/paymentDetails/:id': {
    expect: [401, 404, 204, 404],
    request: async (world) => ({ path: `/api/v1/paymentDetails/${await world.fresh.paymentDetail()}` }),
  },
};
