import { expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// The asset register and the year's depreciation (issue 31, item 3), with the worked examples of the
// ATO notes: the pool's $16,500, the Act's prime cost $978.08, a write-off under the threshold, the car limit.

async function business(client: TestClient, name = 'Tradie Co'): Promise<string> {
  const response = await client.post('/api/v1/companies', {
    data: { type: 'companies', attributes: { name, abn: '51 824 753 556', gst_registered: false } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const body = (companyId: string, attributes: Record<string, unknown>, expenseId?: string) => ({
  data: {
    type: 'assets',
    attributes: { business_use_percent: 100, effective_life_years: '4', method: 'instant', ...attributes },
    relationships: {
      company: { data: { type: 'companies', id: companyId } },
      ...(expenseId ? { expense: { data: { type: 'expenses', id: expenseId } } } : {}),
    },
  },
});

async function asset(client: TestClient, companyId: string, attributes: Record<string, unknown>) {
  const response = await client.post('/api/v1/assets', body(companyId, attributes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
}

async function schedule(client: TestClient, year: string) {
  const response = await client.get(`/api/v1/tax-years/${year}/depreciation`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: string; attributes: Record<string, unknown> & { assets: Record<string, unknown>[] } }[];
    meta: { total: string };
  };
}

describeOnEachDatabase('assets and depreciation', (use) => {
  it('a $2,400 laptop is written off in full in 2025-26, and the estimate takes it off', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const laptop = await asset(client, companyId, {
      name: 'Laptop',
      cost: '2,400.00',
      first_used: '2025-08-14',
      effective_life_years: '2',
    });
    expect(laptop.attributes).toMatchObject({
      cost: '2400.00',
      business_use_percent: 100,
      effective_life_years: '2.00',
      effective_life_months: 24,
      method: 'instant',
      is_car: false,
      disposed_on: null,
      proceeds: null,
    });
    const year = await schedule(client, '2025-26');
    expect(year.meta.total).toBe('2400.00');
    expect(year.data[0]?.attributes).toMatchObject({
      write_off_threshold: '20000.00',
      threshold_basis: 'confirmed',
      small_business: true,
      total_deduction: '2400.00',
      basis: 'confirmed',
    });
    expect(year.data[0]?.attributes.assets[0]).toMatchObject({
      name: 'Laptop',
      applied: 'instant',
      deduction: '2400.00',
      closing: '0.00',
    });
    const estimate = await client.get('/api/v1/tax-years/2025-26/estimate');
    const depreciation = estimate
      .json()
      .data.attributes.lines.find((line: { key: string }) => line.key === 'depreciation');
    expect(depreciation).toMatchObject({ amount: '-2400.00', basis: 'confirmed' });
    // 2026-27's threshold is an estimate ($1,000 until the announced $20,000 is law), and said so
    const later = await schedule(client, '2026-27');
    expect(later.data[0]?.attributes).toMatchObject({
      write_off_threshold: '1000.00',
      announced_threshold: '20000.00',
      threshold_basis: 'estimate',
      total_deduction: '0.00',
    });
  });

  it('an expense recorded as an asset is claimed once: through the depreciation, not also as an expense', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const expense = await client.post('/api/v1/expenses', {
      data: {
        type: 'expenses',
        attributes: {
          expense_date: '2025-08-01',
          supplier_name: 'Bunnings',
          description: 'Drop saw',
          category: 'tools-equipment',
          amount: '1,650.00',
          paid_date: '2025-08-01',
        },
        relationships: { company: { data: { type: 'companies', id: companyId } } },
      },
    });
    expect(expense.statusCode, expense.body).toBe(201);
    const figures = async () => {
      const response = await client.get('/api/v1/tax-years/2025-26/estimate');
      expect(response.statusCode, response.body).toBe(200);
      const attributes = response.json().data.attributes;
      return {
        profit: attributes.businesses[0].profit,
        depreciation: attributes.lines.find((line: { key: string }) => line.key === 'depreciation')?.amount,
      };
    };
    // an expense of the books: $1,650 off the profit
    expect(await figures()).toEqual({ profit: '-1650.00', depreciation: undefined });
    const saw = await client.post(
      '/api/v1/assets',
      body(companyId, { name: 'Drop saw', cost: '1650', first_used: '2025-08-01' }, expense.json().data.id),
    );
    expect(saw.statusCode, saw.body).toBe(201);
    // recorded as an asset: written off as depreciation, and no longer taken off as an expense too
    expect(await figures()).toEqual({ profit: '0.00', depreciation: '-1650.00' });
  });

  it('a partner counts their share of the partnership’s depreciation; a company’s counts nothing', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    await asset(client, companyId, { name: 'Laptop', cost: '2400', first_used: '2025-08-14' });
    const setType = async (business_type: string, share: number | null) => {
      const profile = await client.patch('/api/v1/tax-profile', {
        data: {
          type: 'taxProfiles',
          attributes: {
            residency: 'resident',
            medicare_levy: true,
            businesses: [{ id: companyId, business_type, partnership_share_percent: share }],
          },
        },
      });
      expect(profile.statusCode, profile.body).toBe(200);
    };
    const depreciationLine = async () => {
      const estimate = await client.get('/api/v1/tax-years/2025-26/estimate');
      expect(estimate.statusCode, estimate.body).toBe(200);
      return estimate
        .json()
        .data.attributes.lines.find((line: { key: string }) => line.key === 'depreciation');
    };
    await setType('partnership', 50);
    expect(await depreciationLine()).toMatchObject({ amount: '-1200.00' });
    // the schedule itself is the partnership's, whole
    expect((await schedule(client, '2025-26')).data[0]?.attributes).toMatchObject({
      business_type: 'partnership',
      total_deduction: '2400.00',
    });
    await setType('company', null);
    expect(await depreciationLine()).toBeUndefined();
  });

  it('the pool: $40,000 opening + a $30,000 excavator → $16,500; the car limit caps a car', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    // pooled in 2024-25: 15% off $47,058.82 leaves $40,000.00 to open 2025-26
    await asset(client, companyId, {
      name: 'Loader',
      cost: '47058.82',
      first_used: '2024-09-01',
      method: 'pool',
    });
    await asset(client, companyId, {
      name: 'Excavator',
      cost: '30000',
      first_used: '2026-03-01',
      method: 'pool',
    });
    const year = await schedule(client, '2025-26');
    expect(year.data[0]?.attributes.pool).toMatchObject({
      opening: '40000.00',
      additions: '30000.00',
      opening_rate: '12000.00',
      additions_rate: '4500.00',
      deduction: '16500.00',
      closing: '53500.00',
      rule: 'rates',
    });
    expect(year.meta.total).toBe('16500.00');

    const other = await signedInUser(use());
    const otherCompany = await business(other.client);
    await asset(other.client, otherCompany, {
      name: 'Ute',
      cost: '80000',
      first_used: '2025-07-01',
      method: 'pool',
      is_car: true,
      business_use_percent: 75,
      effective_life_years: '8',
    });
    const car = await schedule(other.client, '2025-26');
    expect(car.data[0]?.attributes.assets[0]).toMatchObject({
      counted_cost: '69674.00',
      car_limited: true,
      applied: 'pool',
    });
    expect(car.data[0]?.attributes.pool).toMatchObject({ additions: '52255.50', deduction: '7838.33' });
  });

  it("the Act's prime cost: $3,500 × 340/365 ÷ 3⅓ = $978.08; a disposal balances", async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const tools = await asset(client, companyId, {
      name: 'Tools',
      cost: '3500',
      first_used: '2024-07-26',
      method: 'prime',
      effective_life_years: '3.33',
    });
    expect(tools.attributes).toMatchObject({ effective_life_months: 40, effective_life_years: '3.33' });
    const year = await schedule(client, '2024-25');
    expect(year.data[0]?.attributes.assets[0]).toMatchObject({
      applied: 'prime',
      days_held: 340,
      deduction: '978.08',
      closing: '2521.92',
    });
    // sold on 30 June 2026 for $1,000: a full year's $1,050, then $1,471.92 − $1,000 more deducted
    const sold = await client.patch(
      `/api/v1/assets/${tools.id}`,
      body(companyId, {
        name: 'Tools',
        cost: '3500',
        first_used: '2024-07-26',
        method: 'prime',
        effective_life_years: '3.33',
        disposed_on: '2026-06-30',
        proceeds: '1000',
      }),
    );
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().data.attributes).toMatchObject({ disposed_on: '2026-06-30', proceeds: '1000.00' });
    const next = await schedule(client, '2025-26');
    expect(next.data[0]?.attributes.assets[0]).toMatchObject({
      deduction: '1050.00',
      balancing_adjustment: '-471.92',
      closing: '0.00',
    });
    expect(next.meta.total).toBe('1521.92');
  });

  it('bad input has pointers and saves nothing; an expense must be the business’s', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const refused = await client.post(
      '/api/v1/assets',
      body(companyId, {
        name: ' ',
        cost: '0',
        first_used: '2025-13-01',
        business_use_percent: 101,
        effective_life_years: '0',
        method: 'sideways',
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(
      refused
        .json()
        .errors.map((error: { code: string; source: { pointer: string } }) => [
          error.source.pointer,
          error.code,
        ]),
    ).toEqual([
      ['/data/attributes/name', 'asset_name_required'],
      ['/data/attributes/cost', 'asset_cost_invalid'],
      ['/data/attributes/first_used', 'asset_first_used_required'],
      ['/data/attributes/business_use_percent', 'business_use_invalid'],
      ['/data/attributes/effective_life_years', 'asset_life_invalid'],
      ['/data/attributes/method', 'asset_method_invalid'],
    ]);
    const backwards = await client.post(
      '/api/v1/assets',
      body(companyId, { name: 'Drill', cost: '500', first_used: '2025-08-01', disposed_on: '2025-07-01' }),
    );
    expect(backwards.json().errors[0]).toMatchObject({
      code: 'asset_disposed_before_used',
      source: { pointer: '/data/attributes/disposed_on' },
    });
    const noExpense = await client.post(
      '/api/v1/assets',
      body(companyId, { name: 'Drill', cost: '500', first_used: '2025-08-01' }, '999999'),
    );
    expect(noExpense.statusCode).toBe(422);
    expect(noExpense.json().errors[0]).toMatchObject({
      code: 'asset_expense_invalid',
      source: { pointer: '/data/relationships/expense' },
    });
    expect((await client.get('/api/v1/assets')).json().data).toEqual([]);

    const expense = await client.post('/api/v1/expenses', {
      data: {
        type: 'expenses',
        attributes: {
          expense_date: '2025-08-01',
          supplier_name: 'Bunnings',
          category: 'tools-equipment',
          amount: '500.00',
          paid_date: '2025-08-01',
        },
        relationships: { company: { data: { type: 'companies', id: companyId } } },
      },
    });
    expect(expense.statusCode, expense.body).toBe(201);
    const linked = await client.post(
      '/api/v1/assets',
      body(companyId, { name: 'Drill', cost: '500', first_used: '2025-08-01' }, expense.json().data.id),
    );
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().data.relationships.expense.data).toEqual({
      type: 'expenses',
      id: expense.json().data.id,
    });
    // a second asset from the same expense is refused, under the expense; the first can be saved again
    const again = await client.post(
      '/api/v1/assets',
      body(companyId, { name: 'Drill again', cost: '500', first_used: '2025-08-01' }, expense.json().data.id),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      code: 'asset_expense_taken',
      source: { pointer: '/data/relationships/expense' },
    });
    const other = await asset(client, companyId, { name: 'Saw', cost: '300', first_used: '2025-08-01' });
    const moved = await client.patch(
      `/api/v1/assets/${other.id}`,
      body(companyId, { name: 'Saw', cost: '300', first_used: '2025-08-01' }, expense.json().data.id),
    );
    expect(moved.json().errors[0]).toMatchObject({ code: 'asset_expense_taken' });
    const resaved = await client.patch(
      `/api/v1/assets/${linked.json().data.id}`,
      body(
        companyId,
        { name: 'Cordless drill', cost: '500', first_used: '2025-08-02' },
        expense.json().data.id,
      ),
    );
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect((await client.get('/api/v1/assets')).json().data).toHaveLength(2);
    expect((await client.get('/api/v1/tax-years/2025/depreciation')).statusCode).toBe(400);
  });

  it('another user’s asset is not found, and their schedule is their own', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const laptop = await asset(client, companyId, { name: 'Laptop', cost: '2400', first_used: '2025-08-14' });
    const stranger = await signedInUser(use());
    const theirs = await business(stranger.client, 'Stranger Co');
    for (const response of [
      await stranger.client.get(`/api/v1/assets/${laptop.id}`),
      await stranger.client.patch(
        `/api/v1/assets/${laptop.id}`,
        body(theirs, { name: 'Mine', cost: '1', first_used: '2025-08-14' }),
      ),
      await stranger.client.delete(`/api/v1/assets/${laptop.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    // naming the owner's business is refused like a missing one
    const borrowed = await stranger.client.post(
      '/api/v1/assets',
      body(companyId, { name: 'Mine', cost: '1', first_used: '2025-08-14' }),
    );
    expect(borrowed.statusCode).toBe(422);
    expect((await schedule(stranger.client, '2025-26')).data).toEqual([]);
    expect((await stranger.client.get('/api/v1/assets')).json().data).toEqual([]);
    expect((await client.delete(`/api/v1/assets/${laptop.id}`)).statusCode).toBe(204);
    expect((await schedule(client, '2025-26')).data).toEqual([]);
  });
});
