import { it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCustomer, customerDocument } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

const TABLES = ['customers', 'invoices', 'invoice_customer_totals'] as const;

describeOnEachDatabase(
  'fuzzing the client endpoints',
  (use) => {
    it('POST /customers', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/customers',
        valid: customerDocument,
        tables: TABLES,
        readBack: (response) => `/api/v1/customers/${response.json().data.id}?include=invoices`,
      });
    });

    it('PATCH and DELETE /customers/:id', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const stranger = await signedInUser(use());
      const otherIds = [await createCustomer(stranger.client)];
      let id = await createCustomer(client);
      const url = { path: (segment: string) => `/api/v1/customers/${segment}`, id: () => id, otherIds };
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url,
        valid: customerDocument,
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
            id = await createCustomer(client);
          },
        },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
