import { it } from 'vitest';
import type { TestClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

const TABLES = ['vehicles', 'vehicle_years', 'vehicle_logbooks', 'vehicle_logbook_journeys'] as const;

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

const periodDocument = {
  data: {
    type: 'vehicle-logbooks',
    attributes: {
      start_date: '2025-05-01',
      end_date: '2025-08-31',
      odometer_start: 10_000,
      odometer_end: 100_000,
      kept_for_year: '2025-26',
    },
  },
};

const journeyDocument = {
  data: {
    type: 'logbook-journeys',
    attributes: {
      start_date: '2025-07-14',
      end_date: '2025-07-14',
      odometer_start: 10_100,
      odometer_end: 10_600,
      purpose: 'Quote at a client’s site',
    },
  },
};

/** A journey in the vehicle's logbook, its period set first when it has none. */
async function createJourney(client: TestClient, vehicleId: number, from: number): Promise<number> {
  const logbook = `/api/v1/vehicles/${vehicleId}/logbook`;
  if ((await client.get(logbook)).json().data === null) {
    const period = await client.put(logbook, periodDocument);
    if (period.statusCode !== 200) throw new Error(period.body);
  }
  const attributes = { ...journeyDocument.data.attributes, odometer_start: from, odometer_end: from + 10 };
  const response = await client.post(`${logbook}/journeys`, {
    data: { ...journeyDocument.data, attributes },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return Number(response.json().data.id);
}

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

    it('POST, PATCH and DELETE journeys of, and PUT the logbook of /vehicles/:id', {
      timeout: 120_000,
    }, async () => {
      const { client } = await signedInUser(use());
      const stranger = await signedInUser(use());
      const { companyId } = await createCompany(client);
      const theirs = await createVehicle(stranger.client, (await createCompany(stranger.client)).companyId);
      const vehicleId = await createVehicle(client, companyId);
      const logbook = `/api/v1/vehicles/${vehicleId}/logbook`;
      const otherIds = [await createJourney(stranger.client, theirs, 50_000)];
      // Journeys made to be deleted lie apart from the ones the fuzzer writes (around 10,100).
      let from = 50_000;
      let id = await createJourney(client, vehicleId, from);
      const url = { path: (segment: string) => `${logbook}/journeys/${segment}`, id: () => id, otherIds };
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url,
        valid: journeyDocument,
        tables: TABLES,
        readBack: () => logbook,
      });
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url,
          valid: null,
          tables: TABLES,
          readBack: () => `${logbook}/journeys`,
          restore: async () => {
            from += 20;
            id = await createJourney(client, vehicleId, from);
          },
        },
        DELETE_RUNS,
      );
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: `${logbook}/journeys`,
        valid: journeyDocument,
        tables: TABLES,
        readBack: () => logbook,
      });
      // Last: a period the fuzzer accepts may leave no room for the journeys above.
      await fuzzWrite(use(), client, {
        method: 'PUT',
        url: {
          path: (segment) => `/api/v1/vehicles/${segment}/logbook`,
          id: () => vehicleId,
          otherIds: [theirs],
        },
        valid: periodDocument,
        tables: TABLES,
        readBack: () => logbook,
      });
    });
  },
  { env: FUZZ_ENV },
);
