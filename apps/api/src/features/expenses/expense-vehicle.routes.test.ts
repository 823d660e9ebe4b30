import { expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { pdfText } from '../../test/pdf.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// The vehicle a motor-vehicle expense is for (issue 31), and the car claim that follows from it.

async function business(client: TestClient, name: string): Promise<string> {
  const response = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: { name, abn: '51 824 753 556', gst_registered: false },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function vehicle(client: TestClient, companyId: string, name: string): Promise<string> {
  const response = await client.post('/api/v1/vehicles', {
    data: {
      type: 'vehicles',
      attributes: { name, payload_kg: 450, passengers: 4 },
      relationships: { company: { data: { type: 'companies', id: companyId } } },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const expenseBody = (
  companyId: string,
  vehicleId: string | null | undefined,
  attributes: Record<string, unknown> = {},
) => ({
  data: {
    type: 'expenses',
    attributes: {
      expense_date: '2025-09-01',
      supplier_name: 'Ampol',
      category: 'motor-vehicle',
      amount: '100.00',
      paid_date: '2025-09-01',
      ...attributes,
    },
    relationships: {
      company: { data: { type: 'companies', id: companyId } },
      ...(vehicleId === undefined
        ? {}
        : { vehicle: { data: vehicleId === null ? null : { type: 'vehicles', id: vehicleId } } }),
    },
  },
});

async function create(client: TestClient, companyId: string, vehicleId: string | null, amount = '100.00') {
  const response = await client.post('/api/v1/expenses', expenseBody(companyId, vehicleId, { amount }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; relationships: { vehicle: { data: { id: string } | null } } };
}

const vehicleOf = async (client: TestClient, id: string) =>
  (await client.get(`/api/v1/expenses/${id}`)).json().data.relationships.vehicle.data?.id ?? null;

function expectRefused(response: { statusCode: number; json: () => unknown }, code: string) {
  expect(response.statusCode).toBe(422);
  expect((response.json() as { errors: unknown[] }).errors[0]).toMatchObject({
    code,
    source: { pointer: '/data/relationships/vehicle' },
  });
}

async function logbook(client: TestClient, vehicleId: string, percent: number) {
  const response = await client.put(`/api/v1/vehicles/${vehicleId}/years/2025-26`, {
    data: {
      type: 'vehicle-years',
      attributes: {
        method: 'logbook',
        logbook_start: '2025-07-01',
        logbook_end: '2025-09-30',
        logbook_business_km: percent * 10,
        logbook_total_km: 1000,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describeOnEachDatabase('an expense’s vehicle', (use) => {
  it('is assigned, reassigned and unassigned; an edit that leaves it out unassigns it', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, 'Tradie Co');
    const hilux = await vehicle(client, companyId, 'Hilux');
    const corolla = await vehicle(client, companyId, 'Corolla');
    const created = await create(client, companyId, hilux);
    expect(created.relationships.vehicle.data?.id).toBe(hilux);

    const moved = await client.patch(`/api/v1/expenses/${created.id}`, expenseBody(companyId, corolla));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.relationships.vehicle.data).toEqual({ type: 'vehicles', id: corolla });

    const cleared = await client.patch(`/api/v1/expenses/${created.id}`, expenseBody(companyId, null));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await vehicleOf(client, created.id)).toBeNull();

    await client.patch(`/api/v1/expenses/${created.id}`, expenseBody(companyId, hilux));
    const leftOut = await client.patch(`/api/v1/expenses/${created.id}`, expenseBody(companyId, undefined));
    expect(leftOut.statusCode, leftOut.body).toBe(200);
    expect(await vehicleOf(client, created.id)).toBeNull();
  });

  it('must be a vehicle of the expense’s own business, and only for a motor-vehicle expense', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, 'Tradie Co');
    const otherBusiness = await business(client, 'Side Co');
    const hilux = await vehicle(client, companyId, 'Hilux');
    const sideCar = await vehicle(client, otherBusiness, 'Side car');

    expectRefused(
      await client.post('/api/v1/expenses', expenseBody(companyId, sideCar)),
      'expense_vehicle_other_business',
    );
    expectRefused(
      await client.post('/api/v1/expenses', expenseBody(companyId, hilux, { category: 'tools-equipment' })),
      'expense_vehicle_not_motor_vehicle',
    );
    expectRefused(
      await client.post('/api/v1/expenses', expenseBody(companyId, '999999')),
      'expense_vehicle_not_found',
    );
    const malformed = expenseBody(companyId, 'abc');
    expectRefused(await client.post('/api/v1/expenses', malformed), 'expense_vehicle_not_found');

    // Moving an expense to another business keeps a vehicle only if it is that business's.
    const created = await create(client, companyId, hilux);
    expectRefused(
      await client.patch(`/api/v1/expenses/${created.id}`, expenseBody(otherBusiness, hilux)),
      'expense_vehicle_other_business',
    );
    // Nothing half-saved: the refused edits changed nothing.
    expect(await vehicleOf(client, created.id)).toBe(hilux);
    const list = (await client.get('/api/v1/expenses')).json();
    expect(list.meta.totals.count).toBe(1);
  });

  it('another user’s vehicle is refused as a missing one', async () => {
    const owner = await signedInUser(use());
    const ownerBusiness = await business(owner.client, 'Owner Co');
    const ownerCar = await vehicle(owner.client, ownerBusiness, 'Owner car');
    const stranger = await signedInUser(use());
    const strangerBusiness = await business(stranger.client, 'Stranger Co');

    const stolen = await stranger.client.post('/api/v1/expenses', expenseBody(strangerBusiness, ownerCar));
    const missing = await stranger.client.post('/api/v1/expenses', expenseBody(strangerBusiness, '999999'));
    expectRefused(stolen, 'expense_vehicle_not_found');
    expect(stolen.json()).toEqual(missing.json());
  });

  it('a vehicle deleted leaves its expenses, unassigned', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, 'Tradie Co');
    const hilux = await vehicle(client, companyId, 'Hilux');
    const created = await create(client, companyId, hilux);
    const deleted = await client.delete(`/api/v1/vehicles/${hilux}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = await client.get(`/api/v1/expenses/${created.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.relationships.vehicle.data).toBeNull();
  });

  it('with two vehicles, each claims the expenses named for it; the unnamed are listed, claimed by neither', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, 'Tradie Co');
    const hilux = await vehicle(client, companyId, 'Hilux');
    const corolla = await vehicle(client, companyId, 'Corolla');
    await logbook(client, hilux, 80);
    await logbook(client, corolla, 50);
    await create(client, companyId, hilux, '1,000.00');
    await create(client, companyId, hilux, '500.00');
    await create(client, companyId, corolla, '200.00');
    await create(client, companyId, null, '300.00');

    const answer = (await client.get('/api/v1/tax-years/2025-26/car')).json();
    const byName = Object.fromEntries(
      answer.data.map((claim: { attributes: Record<string, unknown> }) => [
        claim.attributes.vehicle_name,
        [claim.attributes.vehicle_expenses, claim.attributes.expense_count, claim.attributes.claim],
      ]),
    );
    expect(byName).toEqual({
      Hilux: ['1500.00', 2, '1200.00'],
      Corolla: ['200.00', 1, '100.00'],
    });
    expect(answer.meta.total).toBe('1300.00');
    expect(answer.meta.unassigned).toEqual([
      { company_id: companyId, business_name: 'Tradie Co', amount: '300.00', count: 1 },
    ]);

    // The year's estimate takes the same car claim; the accountant's pack names what no claim took.
    const estimate = await client.get('/api/v1/tax-years/2025-26/estimate');
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(JSON.stringify(estimate.json())).toContain('1300.00');
    const summary = await client.get('/api/v1/tax-years/2025-26/accountants-pack/summary.pdf');
    expect(summary.statusCode).toBe(200);
    const text = pdfText((summary as unknown as { rawPayload: Uint8Array }).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('$1,200.00');
    expect(text).toContain(
      'Tradie Co: motor-vehicle expenses assigned to no vehicle, in no claim above: 1, $300.00.',
    );
  });
});
