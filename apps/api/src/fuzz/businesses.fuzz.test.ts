import { it } from 'vitest';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { PNG } from '../test/uploads.ts';
import { signedInUser } from '../test/users.ts';
import { companyDocument, createCompany } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';
import { hostileUploads } from './hostile-uploads.ts';

const TABLES = ['companies', 'payment_details', 'invoices'] as const;

const paymentDetailDocument = (companyId: number) => ({
  data: {
    type: 'paymentDetails',
    attributes: { payid: '0412 345 678', name: 'Sorted Plumbing Pty Ltd' },
    relationships: { company: { data: { type: 'companies', id: String(companyId) } } },
  },
});

/** A user with a business, and another user's business. */
async function setUp(context: TestApp) {
  const { client } = await signedInUser(context);
  const stranger = await createCompany((await signedInUser(context)).client);
  return { client, own: await createCompany(client), stranger };
}

describeOnEachDatabase(
  'fuzzing the business endpoints',
  (use) => {
    it('POST /companies', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/companies',
        valid: companyDocument,
        tables: TABLES,
        readBack: (response) => `/api/v1/companies/${response.json().data.id}?include=paymentDetails`,
      });
    });

    it('PATCH and DELETE /companies/:id', { timeout: 60_000 }, async () => {
      const { client, own, stranger } = await setUp(use());
      let id = own.companyId;
      const url = {
        path: (segment: string) => `/api/v1/companies/${segment}`,
        id: () => id,
        otherIds: [stranger.companyId],
      };
      const { payment_details: _payment, ...attributes } = companyDocument.data.attributes;
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url,
        valid: { data: { type: 'companies', id: String(id), attributes } },
        tables: TABLES,
        readBack: (_response, at) => at,
      });
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url,
          valid: null,
          tables: TABLES,
          readBack: (_response, at) => at,
          restore: async () => {
            id = (await createCompany(client)).companyId;
          },
        },
        DELETE_RUNS,
      );
    });

    it('PUT and DELETE /companies/:id/logo', { timeout: 90_000 }, async () => {
      const { client, own, stranger } = await setUp(use());
      const url = {
        path: (segment: string) => `/api/v1/companies/${segment}/logo`,
        id: () => own.companyId,
        otherIds: [stranger.companyId],
      };
      const tables = ['companies', 'stored_files'] as const;
      await fuzzWrite(use(), client, {
        method: 'PUT',
        url,
        valid: null,
        bodies: hostileUploads({
          field: 'logo',
          filename: 'logo.png',
          type: 'image/png',
          bytes: PNG,
          maxBytes: 2 * 1024 * 1024,
        }),
        tables,
        readBack: (response) => response.json().data.attributes.logo_url,
      });
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url,
          valid: null,
          tables,
          readBack: () => `/api/v1/companies/${own.companyId}`,
        },
        DELETE_RUNS,
      );
    });

    it('POST, PATCH and DELETE /paymentDetails', { timeout: 60_000 }, async () => {
      const { client, own, stranger } = await setUp(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/paymentDetails',
        valid: paymentDetailDocument(own.companyId),
        tables: TABLES,
        readBack: () => `/api/v1/companies/${own.companyId}/payment-details`,
      });
      let id = own.payIdId;
      const url = {
        path: (segment: string) => `/api/v1/paymentDetails/${segment}`,
        id: () => id,
        otherIds: [stranger.payIdId],
      };
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url,
        valid: paymentDetailDocument(own.companyId),
        tables: TABLES,
        readBack: () => `/api/v1/companies/${own.companyId}/payment-details`,
      });
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url,
          valid: null,
          tables: TABLES,
          readBack: () => `/api/v1/companies/${own.companyId}/payment-details`,
          restore: async () => {
            const response = await client.post(
              '/api/v1/paymentDetails',
              paymentDetailDocument(own.companyId),
            );
            id = Number(response.json().data.id);
          },
        },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
