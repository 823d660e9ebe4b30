import { it } from 'vitest';
import type { TestClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

const TABLES = ['vehicles', 'vehicle_years'] as const;

const vehicleDocument = (companyId: number) => ({
  data: {
    type: 'vehicles',
    attributes: { name: 'Corolla', payload_kg: 450, passengers: 4 },
    relationships: { company: { data: { type: 'companies', id: String(companyId) } } },
  },
});

const yearDocument = {
  data: {
    type: 'vehicle-years',
    attributes: {
      method: 'logbook',
      logbook_start: '2025-07-01',
      logbook_end: '2025-09-30',
      logbook_business_km: 2500,
      logbook_total_km: 4000,
    },
  },
};

async function createVehicle(client: TestClient, companyId: number): Promise<number> {
  const response = await client.post('/api/v1/vehicles', vehicleDocument(companyId));
  if (response.statusCode !== 201) throw new Error(response.body);
  return Number(response.json().data.id);
}

describeOnEachDatabase(
  'fuzzing the vehicle endpoints',
  (use) => {
    it('POST /vehicles', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const { companyId } = await createCompany(client);
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/vehicles',
        valid: vehicleDocument(companyId),
        tables: TABLES,
        readBack: (response) => `/api/v1/vehicles/${response.json().data.id}`,
      });
    });

    it('PATCH, PUT a year of, and DELETE /vehicles/:id', { timeout: 90_000 }, async () => {
      const { client } = await signedInUser(use());
      const stranger = await signedInUser(use());
      const { companyId } = await createCompany(client);
      const otherIds = [
        await createVehicle(stranger.client, (await createCompany(stranger.client)).companyId),
      ];
      let id = await createVehicle(client, companyId);
      const url = { path: (segment: string) => `/api/v1/vehicles/${segment}`, id: () => id, otherIds };
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url,
        valid: vehicleDocument(companyId),
        tables: TABLES,
        readBack: (_response, at) => at,
      });
      await fuzzWrite(use(), client, {
        method: 'PUT',
        url: {
          path: (segment: string) => `/api/v1/vehicles/${segment}/years/2025-26`,
          id: () => id,
          otherIds,
        },
        valid: yearDocument,
        tables: TABLES,
        readBack: () => `/api/v1/vehicles/${id}`,
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
            id = await createVehicle(client, companyId);
          },
        },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
