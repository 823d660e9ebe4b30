import { it } from 'vitest';
import type { TestClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

const TABLES = ['assets'] as const;

const assetDocument = (companyId: number) => ({
  data: {
    type: 'assets',
    attributes: {
      name: 'Laptop',
      cost: '2400.00',
      first_used: '2025-08-14',
      business_use_percent: 100,
      effective_life_years: '2',
      method: 'instant',
      is_car: false,
      disposed_on: '2026-05-01',
      proceeds: '300.00',
    },
    relationships: { company: { data: { type: 'companies', id: String(companyId) } } },
  },
});

async function createAsset(client: TestClient, companyId: number): Promise<number> {
  const response = await client.post('/api/v1/assets', assetDocument(companyId));
  if (response.statusCode !== 201) throw new Error(response.body);
  return Number(response.json().data.id);
}

describeOnEachDatabase(
  'fuzzing the asset endpoints',
  (use) => {
    it('POST /assets', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const { companyId } = await createCompany(client);
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/assets',
        valid: assetDocument(companyId),
        tables: TABLES,
        readBack: (response) => `/api/v1/assets/${response.json().data.id}`,
      });
    });

    it('PATCH and DELETE /assets/:id', { timeout: 90_000 }, async () => {
      const { client } = await signedInUser(use());
      const stranger = await signedInUser(use());
      const { companyId } = await createCompany(client);
      const otherIds = [await createAsset(stranger.client, (await createCompany(stranger.client)).companyId)];
      let id = await createAsset(client, companyId);
      const url = { path: (segment: string) => `/api/v1/assets/${segment}`, id: () => id, otherIds };
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url,
        valid: assetDocument(companyId),
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
            id = await createAsset(client, companyId);
          },
        },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
