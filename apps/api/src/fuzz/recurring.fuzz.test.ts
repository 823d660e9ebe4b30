import { it } from 'vitest';
import type { TestClient } from '../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { createCompany, createCustomer } from './fixtures.ts';
import { DELETE_RUNS, FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

// A refused schedule write must leave no schedule, no occurrence and no invoice changed.
const TABLES = [
  'recurring_schedules',
  'recurring_occurrences',
  'invoices',
  'customers',
  'companies',
] as const;

/** A monthly schedule billed by PayID, e-mailed automatically, for 12 months at most. */
function scheduleDocument(refs: { companyId: number; customerId: number; payIdId: number }) {
  return {
    data: {
      type: 'recurringSchedules',
      attributes: {
        frequency: 'monthly',
        start_date: '2026-11-30',
        end_date: '2027-11-30',
        max_count: 12,
        due_days: 14,
        send_automatically: true,
        note: 'Thanks for your business.',
        ref: 'PO-77',
        prices_include_gst: false,
        payment_method: 'payid',
        payment_detail_id: refs.payIdId,
        items: [
          { name: 'Bookkeeping', description: 'Monthly', quantity: 1, price: '250.00', taxable: true },
          { name: 'Software', quantity: 1.5, price: 45.5, taxable: false },
        ],
      },
      relationships: {
        company: { data: { type: 'companies', id: String(refs.companyId) } },
        customer: { data: { type: 'customers', id: String(refs.customerId) } },
      },
    },
  };
}

async function createSchedule(client: TestClient, refs: Parameters<typeof scheduleDocument>[0]) {
  const response = await client.post('/api/v1/recurring-schedules', scheduleDocument(refs));
  if (response.statusCode !== 201) throw new Error(response.body);
  return Number(response.json().data.id);
}

async function setUp(context: TestApp) {
  const { client } = await signedInUser(context);
  const refs = { ...(await createCompany(client)), customerId: await createCustomer(client) };
  const stranger = (await signedInUser(context)).client;
  const strangerRefs = { ...(await createCompany(stranger)), customerId: await createCustomer(stranger) };
  const strangerSchedule = await createSchedule(stranger, strangerRefs);
  return { client, refs, strangerSchedule };
}

const scheduleUrl =
  (suffix = '') =>
  (segment: string) =>
    `/api/v1/recurring-schedules/${segment}${suffix}`;

describeOnEachDatabase(
  'fuzzing the recurring schedule endpoints',
  (use) => {
    it('POST /recurring-schedules', { timeout: 90_000 }, async () => {
      const { client, refs } = await setUp(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/recurring-schedules',
        valid: scheduleDocument(refs),
        tables: TABLES,
        readBack: (response) => `/api/v1/recurring-schedules/${response.json().data.id}`,
      });
    });

    it('PATCH /recurring-schedules/:id', { timeout: 90_000 }, async () => {
      const { client, refs, strangerSchedule } = await setUp(use());
      const id = await createSchedule(client, refs);
      await fuzzWrite(use(), client, {
        method: 'PATCH',
        url: { path: scheduleUrl(), id: () => id, otherIds: [strangerSchedule] },
        valid: scheduleDocument(refs),
        tables: TABLES,
        readBack: (_response, at) => at,
      });
    });

    it('POST /recurring-schedules/:id/pause, /resume and /end', { timeout: 90_000 }, async () => {
      const { client, refs, strangerSchedule } = await setUp(use());
      for (const action of ['pause', 'resume', 'end'] as const) {
        let id = await createSchedule(client, refs);
        if (action === 'resume') await client.post(`/api/v1/recurring-schedules/${id}/pause`);
        await fuzzWrite(
          use(),
          client,
          {
            method: 'POST',
            url: { path: scheduleUrl(`/${action}`), id: () => id, otherIds: [strangerSchedule] },
            valid: null,
            tables: TABLES,
            readBack: (response) => `/api/v1/recurring-schedules/${response.json().data.id}`,
            restore: async () => {
              id = await createSchedule(client, refs);
              if (action === 'resume') await client.post(`/api/v1/recurring-schedules/${id}/pause`);
            },
          },
          DELETE_RUNS,
        );
      }
    });

    it('DELETE /recurring-schedules/:id', { timeout: 90_000 }, async () => {
      const { client, refs, strangerSchedule } = await setUp(use());
      let id = await createSchedule(client, refs);
      await fuzzWrite(
        use(),
        client,
        {
          method: 'DELETE',
          url: { path: scheduleUrl(), id: () => id, otherIds: [strangerSchedule] },
          valid: null,
          tables: TABLES,
          readBack: (_response, at) => at,
          restore: async () => {
            id = await createSchedule(client, refs);
          },
        },
        DELETE_RUNS,
      );
    });
  },
  { env: FUZZ_ENV },
);
