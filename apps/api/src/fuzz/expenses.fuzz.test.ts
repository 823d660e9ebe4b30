import { it } from 'vitest';
import type { TestClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { HEIC, PNG } from '../test/uploads.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';
import { hostileUploads } from './hostile-uploads.ts';

const TABLES = ['expenses', 'stored_files', 'ledger_month_totals', 'expense_category_totals'] as const;

const expenseDocument = (companyId: number) => ({
  data: {
    type: 'expenses',
    attributes: {
      expense_date: '2026-08-03',
      supplier_name: 'Bunnings Warehouse',
      supplier_abn: '51 824 753 556',
      description: 'Cordless drill',
      category: 'tools-equipment',
      amount: '329.00',
      gst: '29.91',
      business_use_percent: 80,
      paid_date: null,
      due_date: '2026-09-01',
    },
    relationships: { company: { data: { type: 'companies', id: String(companyId) } } },
  },
});

/** A motor-vehicle expense naming the vehicle it is for (issue 31). */
const vehicleExpenseDocument = (companyId: number, vehicleId: number) => ({
  data: {
    type: 'expenses',
    attributes: {
      ...expenseDocument(companyId).data.attributes,
      supplier_name: 'Ampol',
      category: 'motor-vehicle',
    },
    relationships: {
      company: { data: { type: 'companies', id: String(companyId) } },
      vehicle: { data: { type: 'vehicles', id: String(vehicleId) } },
    },
  },
});

async function createVehicle(client: TestClient, companyId: number): Promise<number> {
  const response = await client.post('/api/v1/vehicles', {
    data: {
      type: 'vehicles',
      attributes: { name: 'Hilux', payload_kg: 900, passengers: 4 },
      relationships: { company: { data: { type: 'companies', id: String(companyId) } } },
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return Number(response.json().data.id);
}

async function createExpense(client: TestClient, companyId: number): Promise<number> {
  const response = await client.post('/api/v1/expenses', expenseDocument(companyId));
  if (response.statusCode !== 201) throw new Error(response.body);
  return Number(response.json().data.id);
}

describeOnEachDatabase(
  'fuzzing the expense endpoints',
  (use) => {
    it('POST /expenses', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const { companyId } = await createCompany(client);
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/expenses',
        valid: expenseDocument(companyId),
        tables: TABLES,
        readBack: (response) => `/api/v1/expenses/${response.json().data.id}`,
      });
    });

    it('PATCH and DELETE /expenses/:id', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      const stranger = await signedInUser(use());
      const { companyId } = await createCompany(client);
      const otherIds = [
        await createExpense(stranger.client, (await createCompany(stranger.client)).companyId),
      ];
      let id = await createExpense(client, companyId);
      const url = { path: (segment: string) => `/api/v1/expenses/${segment}`, id: () => id, otherIds };
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url,
        valid: expenseDocument(companyId),
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
            id = await createExpense(client, companyId);
          },
        },
        DELETE_RUNS,
      );
    });

    it('POST and PATCH /expenses naming a vehicle', { timeout: 90_000 }, async () => {
      const { client } = await signedInUser(use());
      const stranger = await signedInUser(use());
      const { companyId } = await createCompany(client);
      const vehicleId = await createVehicle(client, companyId);
      const otherIds = [
        await createExpense(stranger.client, (await createCompany(stranger.client)).companyId),
      ];
      const valid = vehicleExpenseDocument(companyId, vehicleId);
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/expenses',
        valid,
        tables: TABLES,
        readBack: (response) => `/api/v1/expenses/${response.json().data.id}`,
      });
      const id = await createExpense(client, companyId);
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url: { path: (segment: string) => `/api/v1/expenses/${segment}`, id: () => id, otherIds },
        valid,
        tables: TABLES,
        readBack: (_response, at) => at,
      });
    });

    it('PUT and DELETE /expenses/:id/receipt', { timeout: 90_000 }, async () => {
      const { client } = await signedInUser(use());
      const stranger = await signedInUser(use());
      const { companyId } = await createCompany(client);
      const otherIds = [
        await createExpense(stranger.client, (await createCompany(stranger.client)).companyId),
      ];
      const id = await createExpense(client, companyId);
      const url = {
        path: (segment: string) => `/api/v1/expenses/${segment}/receipt`,
        id: () => id,
        otherIds,
      };
      for (const [filename, type, bytes] of [
        ['receipt.png', 'image/png', PNG],
        ['IMG_0001.HEIC', 'image/heic', HEIC],
      ] as const) {
        await fuzzWrite(use(), client, {
          method: 'PUT',
          url,
          valid: null,
          bodies: hostileUploads({ field: 'receipt', filename, type, bytes, maxBytes: 10 * 1024 * 1024 }),
          tables: TABLES,
          readBack: (response) => response.json().data.attributes.receipt.url,
        });
      }
      await fuzzWrite(
        use(),
        client,
        { method: 'DELETE', url, valid: null, tables: TABLES, readBack: () => `/api/v1/expenses/${id}` },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
