import { expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

async function business(client: TestClient, gstRegistered = true): Promise<string> {
  const response = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: {
        name: 'Tradie Co',
        abn: '51 824 753 556',
        gst_registered: gstRegistered,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const vehicleBody = (companyId: string, attributes: Record<string, unknown>) => ({
  data: {
    type: 'vehicles',
    attributes,
    relationships: { company: { data: { type: 'companies', id: companyId } } },
  },
});

async function vehicle(client: TestClient, companyId: string, attributes: Record<string, unknown>) {
  const response = await client.post('/api/v1/vehicles', vehicleBody(companyId, attributes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
}

const year = (attributes: Record<string, unknown>) => ({ data: { type: 'vehicle-years', attributes } });

async function motorExpense(client: TestClient, companyId: string, amount: string, date = '2025-09-01') {
  const response = await client.post('/api/v1/expenses', {
    data: {
      type: 'expenses',
      attributes: {
        expense_date: date,
        supplier_name: 'Ampol',
        category: 'motor-vehicle',
        amount,
        paid_date: date,
      },
      relationships: { company: { data: { type: 'companies', id: companyId } } },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function claims(client: TestClient, label = '2025-26') {
  const response = await client.get(`/api/v1/tax-years/${label}/car`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: string; attributes: Record<string, unknown> }[];
    meta: { total: string; unassigned: Record<string, unknown>[] };
  };
}

describeOnEachDatabase('car expenses', (use) => {
  it('cents per km counts the first 5,000 business km at the year’s rate', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const car = await vehicle(client, companyId, { name: 'Corolla', payload_kg: 450, passengers: 4 });
    expect(car.attributes).toMatchObject({ is_car: true, years: [] });
    const saved = await client.put(
      `/api/v1/vehicles/${car.id}/years/2025-26`,
      year({ method: 'cents_per_km', business_km: '6,200' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes.years).toEqual([
      expect.objectContaining({ financial_year: '2025-26', method: 'cents_per_km', business_km: 6200 }),
    ]);
    const answer = await claims(client);
    expect(answer.meta.total).toBe('4400.00');
    expect(answer.data[0]?.attributes).toMatchObject({
      method: 'cents_per_km',
      claim: '4400.00',
      basis: 'confirmed',
      rate_cents: 88,
      business_km: 6200,
      km_claimed: 5000,
      capped: true,
      gap: null,
    });
    // 2026-27's rate is an estimate, and said so.
    await client.put(
      `/api/v1/vehicles/${car.id}/years/2026-27`,
      year({ method: 'cents_per_km', business_km: 1000 }),
    );
    expect((await claims(client, '2026-27')).data[0]?.attributes).toMatchObject({
      claim: '880.00',
      basis: 'estimate',
      capped: false,
    });
    // A year with no method chosen says so.
    expect((await claims(client, '2024-25')).data[0]?.attributes).toMatchObject({ gap: 'no-method' });
  });

  it('a logbook’s business use × the business’s motor-vehicle expenses (without GST when registered)', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, true);
    const car = await vehicle(client, companyId, { name: 'Hilux SR', payload_kg: 900, passengers: 4 });
    await motorExpense(client, companyId, '1,100.00'); // $100 GST
    await motorExpense(client, companyId, '2,200.00'); // $200 GST
    await motorExpense(client, companyId, '550.00', '2025-06-30'); // the year before
    const saved = await client.put(
      `/api/v1/vehicles/${car.id}/years/2025-26`,
      year({
        method: 'logbook',
        logbook_start: '2025-07-01',
        logbook_end: '2025-09-22',
        logbook_business_km: 2500,
        logbook_total_km: 4000,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes.years[0]).toMatchObject({ business_use_bps: 6250 });
    const answer = await claims(client);
    expect(answer.data[0]?.attributes).toMatchObject({
      method: 'logbook',
      vehicle_expenses: '3000.00',
      expense_count: 2,
      business_use_bps: 6250,
      claim: '1875.00',
      logbook_usable: true,
      logbook_first_year: '2025-26',
      logbook_last_year: '2029-30',
      gap: null,
    });
    // The same logbook serves its year and the four after it, not a sixth.
    const logbook = saved.json().data.attributes.years[0];
    const { financial_year: _year, business_use_bps: _bps, ...figures } = logbook;
    const later = await client.put(`/api/v1/vehicles/${car.id}/years/2030-31`, year(figures));
    expect(later.statusCode, later.body).toBe(200);
    expect((await claims(client, '2030-31')).data[0]?.attributes).toMatchObject({
      claim: null,
      gap: 'logbook-not-usable',
      logbook_usable: false,
      logbook_problem: 'expired',
    });
  });

  it('the logbook is checked: 12 weeks at least, total km not under business km, with pointers', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const car = await vehicle(client, companyId, { name: 'Corolla', payload_kg: 450, passengers: 4 });
    const short = await client.put(
      `/api/v1/vehicles/${car.id}/years/2025-26`,
      year({
        method: 'logbook',
        logbook_start: '2025-07-01',
        logbook_end: '2025-09-21',
        logbook_business_km: 5000,
        logbook_total_km: 4000,
      }),
    );
    expect(short.statusCode).toBe(422);
    const pointers = short
      .json()
      .errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    expect(pointers).toEqual(['/data/attributes/logbook_total_km', '/data/attributes/logbook_end']);
    const km = await client.put(
      `/api/v1/vehicles/${car.id}/years/2025-26`,
      year({ method: 'cents_per_km', business_km: '12.5' }),
    );
    expect(km.statusCode).toBe(422);
    expect(km.json().errors[0]).toMatchObject({
      code: 'km_invalid',
      source: { pointer: '/data/attributes/business_km' },
    });
    const missing = await client.post('/api/v1/vehicles', vehicleBody(companyId, { name: 'Ute' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.map((error: { code: string }) => error.code)).toEqual([
      'vehicle_payload_required',
      'vehicle_passengers_required',
    ]);
    expect((await client.get(`/api/v1/vehicles/${car.id}`)).json().data.attributes.years).toEqual([]);
    expect((await client.put(`/api/v1/vehicles/${car.id}/years/2025`, year({}))).statusCode).toBe(400);
  });

  it('a ute carrying a tonne is not a car: actual costs × business use, never cents per km', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client, false);
    const ute = await vehicle(client, companyId, { name: 'Ranger', payload_kg: 1100, passengers: 4 });
    expect(ute.attributes.is_car).toBe(false);
    const refused = await client.put(
      `/api/v1/vehicles/${ute.id}/years/2025-26`,
      year({ method: 'cents_per_km', business_km: 3000 }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'vehicle_not_a_car',
      source: { pointer: '/data/attributes/method' },
    });
    await motorExpense(client, companyId, '1,100.00'); // not registered: no GST taken off
    const saved = await client.put(
      `/api/v1/vehicles/${ute.id}/years/2025-26`,
      year({ method: 'actual_costs', business_use_percent: 80 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await claims(client)).data[0]?.attributes).toMatchObject({
      is_car: false,
      method: 'actual_costs',
      vehicle_expenses: '1100.00',
      business_use_bps: 8000,
      claim: '880.00',
    });
    expect((await claims(client)).meta.unassigned).toEqual([]);
    // A second vehicle of the business: an expense named for no vehicle is no longer either one's, and
    // the answer lists it to be assigned.
    await vehicle(client, companyId, { name: 'Corolla', payload_kg: 450, passengers: 4 });
    const both = await claims(client);
    expect(
      both.data.map((claim) => [claim.attributes.vehicle_name, claim.attributes.vehicle_expenses]),
    ).toEqual([
      ['Corolla', null],
      ['Ranger', '0.00'],
    ]);
    expect(both.meta.unassigned).toEqual([
      { company_id: companyId, business_name: 'Tradie Co', amount: '1100.00', count: 1 },
    ]);
  });

  it('a company is told why not; another user’s vehicle is not found', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const car = await vehicle(client, companyId, { name: 'Corolla', payload_kg: 450, passengers: 4 });
    await client.put(
      `/api/v1/vehicles/${car.id}/years/2025-26`,
      year({ method: 'cents_per_km', business_km: 100 }),
    );
    const profile = await client.patch('/api/v1/tax-profile', {
      data: {
        type: 'taxProfiles',
        attributes: {
          residency: 'resident',
          medicare_levy: true,
          businesses: [{ id: companyId, business_type: 'company' }],
        },
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const answer = await claims(client);
    expect(answer.data[0]?.attributes).toMatchObject({
      business_type: 'company',
      claim: null,
      gap: 'company-uses-actual-costs',
    });
    expect(answer.meta.total).toBe('0.00');
    const refused = await client.put(
      `/api/v1/vehicles/${car.id}/years/2025-26`,
      year({ method: 'cents_per_km', business_km: 100 }),
    );
    expect(refused.json().errors[0]).toMatchObject({ code: 'car_methods_not_allowed' });

    const stranger = await signedInUser(use());
    for (const response of [
      await stranger.client.get(`/api/v1/vehicles/${car.id}`),
      await stranger.client.patch(
        `/api/v1/vehicles/${car.id}`,
        vehicleBody(companyId, { name: 'Mine', payload_kg: 1, passengers: 1 }),
      ),
      await stranger.client.put(`/api/v1/vehicles/${car.id}/years/2025-26`, year({ method: 'logbook' })),
      await stranger.client.delete(`/api/v1/vehicles/${car.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await claims(stranger.client)).data).toEqual([]);
    expect((await stranger.client.get('/api/v1/vehicles')).json().data).toEqual([]);

    const deleted = await client.delete(`/api/v1/vehicles/${car.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await claims(client)).data).toEqual([]);
  });
});
