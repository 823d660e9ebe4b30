import { expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

async function car(client: TestClient): Promise<string> {
  const company = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: { name: 'Tradie Co', abn: '51 824 753 556', gst_registered: false },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const companyId: string = company.json().data.id;
  const vehicle = await client.post('/api/v1/vehicles', {
    data: {
      type: 'vehicles',
      attributes: { name: 'Corolla', payload_kg: 450, passengers: 4 },
      relationships: { company: { data: { type: 'companies', id: companyId } } },
    },
  });
  expect(vehicle.statusCode, vehicle.body).toBe(201);
  const expense = await client.post('/api/v1/expenses', {
    data: {
      type: 'expenses',
      attributes: {
        expense_date: '2025-09-01',
        supplier_name: 'Ampol',
        category: 'motor-vehicle',
        amount: '2,000.00',
        paid_date: '2025-09-01',
      },
      relationships: { company: { data: { type: 'companies', id: companyId } } },
    },
  });
  expect(expense.statusCode, expense.body).toBe(201);
  return vehicle.json().data.id;
}

const period = (attributes: Record<string, unknown>) => ({
  data: {
    type: 'vehicle-logbooks',
    attributes: {
      start_date: '2025-07-01',
      end_date: '2025-09-30',
      odometer_start: 10_000,
      odometer_end: 14_000,
      ...attributes,
    },
  },
});

const journey = (attributes: Record<string, unknown>) => ({
  data: {
    type: 'logbook-journeys',
    attributes: {
      start_date: '2025-07-14',
      end_date: '2025-07-14',
      odometer_start: 10_100,
      odometer_end: 10_600,
      purpose: 'Quote at a client’s site',
      ...attributes,
    },
  },
});

const pointers = (response: { json(): { errors: { source: { pointer: string }; code: string }[] } }) =>
  response.json().errors.map((error) => [error.source.pointer, error.code]);

async function claimOf(client: TestClient, year = '2025-26') {
  const response = await client.get(`/api/v1/tax-years/${year}/car`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0]?.attributes as Record<string, unknown>;
}

describeOnEachDatabase('a logbook kept journey by journey', (use) => {
  it('adds up its journeys into the business use the year’s logbook method claims by', async () => {
    const { client } = await signedInUser(use());
    const id = await car(client);
    const logbook = `/api/v1/vehicles/${id}/logbook`;
    expect((await client.get(logbook)).json()).toEqual({ data: null });
    const early = await client.post(`${logbook}/journeys`, journey({}));
    expect(early.statusCode).toBe(422);
    expect(pointers(early)).toEqual([['/data/attributes/start_date', 'logbook_period_required']]);

    const set = await client.put(logbook, period({}));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes).toMatchObject({
      kept_for_year: '2025-26',
      year_choices: ['2025-26'],
      total_km: 4000,
      business_km: 0,
      business_use_bps: 0,
      journeys: [],
    });

    const first = await client.post(`${logbook}/journeys`, journey({}));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({ km: 500, purpose: 'Quote at a client’s site' });
    const second = await client.post(
      `${logbook}/journeys`,
      journey({
        start_date: '2025-08-01',
        end_date: '2025-08-02',
        odometer_start: 12_000,
        odometer_end: 14_000,
      }),
    );
    expect(second.statusCode, second.body).toBe(201);

    // The year takes the journeys' totals: 2,500 of 4,000 km.
    const year = await client.put(`/api/v1/vehicles/${id}/years/2025-26`, {
      data: { type: 'vehicle-years', attributes: { method: 'logbook', logbook_source: 'trips' } },
    });
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().data.attributes.years[0]).toMatchObject({
      logbook_source: 'trips',
      logbook_start: null,
    });
    expect(await claimOf(client)).toMatchObject({
      business_use_bps: 6250,
      vehicle_expenses: '2000.00',
      claim: '1250.00',
      logbook_first_year: '2025-26',
      logbook_last_year: '2029-30',
      gap: null,
    });

    // Edited and deleted journeys change it.
    const edited = await client.patch(
      `${logbook}/journeys/${first.json().data.id}`,
      journey({ odometer_start: 10_000, odometer_end: 11_000 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await claimOf(client)).business_use_bps).toBe(7500);
    const removed = await client.delete(`${logbook}/journeys/${second.json().data.id}`);
    expect(removed.statusCode).toBe(204);
    const list = await client.get(`${logbook}/journeys`);
    expect(list.json().data.map((row: { attributes: { km: number } }) => row.attributes.km)).toEqual([1000]);
    expect(await claimOf(client)).toMatchObject({ business_use_bps: 2500, claim: '500.00' });
  });

  it('refuses journeys outside the period or over another, and a period that would leave one out', async () => {
    const { client } = await signedInUser(use());
    const id = await car(client);
    const logbook = `/api/v1/vehicles/${id}/logbook`;
    expect((await client.put(logbook, period({}))).statusCode).toBe(200);
    expect((await client.post(`${logbook}/journeys`, journey({}))).statusCode).toBe(201);
    const cases: [Record<string, unknown>, [string, string][]][] = [
      [{ start_date: '2025-06-30' }, [['/data/attributes/start_date', 'journey_outside_period']]],
      [{ odometer_end: 14_001 }, [['/data/attributes/odometer_end', 'journey_odometer_outside_period']]],
      [
        { odometer_start: 10_500, odometer_end: 10_700 },
        [['/data/attributes/odometer_start', 'journey_odometer_overlaps']],
      ],
      [
        { purpose: ' ', odometer_end: 10_000 },
        [
          ['/data/attributes/purpose', 'journey_purpose_required'],
          ['/data/attributes/odometer_end', 'odometer_end_below_start'],
        ],
      ],
    ];
    for (const [change, expected] of cases) {
      const refused = await client.post(`${logbook}/journeys`, journey(change));
      expect(refused.statusCode, JSON.stringify(change)).toBe(422);
      expect(pointers(refused)).toEqual(expected);
    }
    const narrower = await client.put(logbook, period({ odometer_start: 10_200 }));
    expect(narrower.statusCode).toBe(422);
    expect(pointers(narrower)).toEqual([['/data/attributes/odometer_start', 'period_leaves_out_journeys']]);
    const journeys = (await client.get(logbook)).json().data.attributes.journeys;
    expect(journeys).toHaveLength(1);
    expect((await client.get(logbook)).json().data.attributes.odometer_start).toBe(10_000);
  });

  it('a period straddling 1 July asks which year it is kept for, and its five years follow', async () => {
    const { client } = await signedInUser(use());
    const id = await car(client);
    const logbook = `/api/v1/vehicles/${id}/logbook`;
    const straddling = { start_date: '2025-05-01', end_date: '2025-08-31' };
    const unchosen = await client.put(logbook, period(straddling));
    expect(unchosen.statusCode).toBe(422);
    expect(pointers(unchosen)).toEqual([['/data/attributes/kept_for_year', 'logbook_year_required']]);
    const chosen = await client.put(logbook, period({ ...straddling, kept_for_year: '2024-25' }));
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.attributes).toMatchObject({
      kept_for_year: '2024-25',
      year_choices: ['2024-25', '2025-26'],
    });
    await client.put(`/api/v1/vehicles/${id}/years/2029-30`, {
      data: { type: 'vehicle-years', attributes: { method: 'logbook', logbook_source: 'trips' } },
    });
    expect(await claimOf(client, '2029-30')).toMatchObject({
      gap: 'logbook-not-usable',
      logbook_problem: 'expired',
    });
    await client.put(logbook, period({ ...straddling, kept_for_year: '2025-26' }));
    expect(await claimOf(client, '2029-30')).toMatchObject({ gap: null, logbook_last_year: '2029-30' });
  });

  it('a year taking journeys with no logbook yet says so; another user’s vehicle and journey are not found', async () => {
    const { client } = await signedInUser(use());
    const stranger = await signedInUser(use());
    const id = await car(client);
    await client.put(`/api/v1/vehicles/${id}/years/2025-26`, {
      data: { type: 'vehicle-years', attributes: { method: 'logbook', logbook_source: 'trips' } },
    });
    expect(await claimOf(client)).toMatchObject({ gap: 'no-logbook', claim: null });
    const logbook = `/api/v1/vehicles/${id}/logbook`;
    await client.put(logbook, period({}));
    const mine = (await client.post(`${logbook}/journeys`, journey({}))).json().data.id;
    for (const response of [
      await stranger.client.get(logbook),
      await stranger.client.put(logbook, period({})),
      await stranger.client.get(`${logbook}/journeys`),
      await stranger.client.post(
        `${logbook}/journeys`,
        journey({ odometer_start: 13_000, odometer_end: 13_100 }),
      ),
      await stranger.client.patch(`${logbook}/journeys/${mine}`, journey({})),
      await stranger.client.delete(`${logbook}/journeys/${mine}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const other = await car(stranger.client);
    await stranger.client.put(`/api/v1/vehicles/${other}/logbook`, period({}));
    // The owner's journey, named under the stranger's vehicle, is not theirs either.
    expect(
      (await stranger.client.delete(`/api/v1/vehicles/${other}/logbook/journeys/${mine}`)).statusCode,
    ).toBe(404);
    expect((await client.get(`${logbook}/journeys`)).json().data).toHaveLength(1);
    expect((await client.delete(`/api/v1/vehicles/${id}`)).statusCode).toBe(204);
  });
});
