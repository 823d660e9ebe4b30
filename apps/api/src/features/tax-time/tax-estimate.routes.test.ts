import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// The year's tax estimate (issue 31) for a sole trader with $40,000 of profit in 2024-25 — the core's
// worked example: income tax $3,488, LITO $575, the small business offset 16% × $3,488 = $558.08,
// Medicare levy $800, so $3,154.92 to pay — and what personal super, a partner's share and a company
// change.

interface Owner {
  client: TestClient;
  companyId: string;
}

let sequence = 0;

async function owner(client: TestClient, name: string): Promise<Owner> {
  const company = await client.post('/api/v1/companies', {
    data: { type: 'companies', attributes: { name, abn: '51 824 753 556', gst_registered: false } },
  });
  expect(company.statusCode, company.body).toBe(201);
  const companyId = company.json().data.id;
  const customer = await client.post('/api/v1/customers', {
    data: { type: 'customers', attributes: { name: 'Harbour Cafe' } },
  });
  expect(customer.statusCode, customer.body).toBe(201);
  sequence += 1;
  // $40,000 of work in August 2024, paid the same month: the year's only figure.
  const invoice = await client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: {
        name: `INV-${String(sequence).padStart(4, '0')}`,
        invoice_date: '2024-08-01',
        due_date: '2024-08-01',
        items: [{ name: 'Labour', quantity: 1, price: '40000.00' }],
      },
      relationships: {
        company: { data: { type: 'companies', id: companyId } },
        customer: { data: { type: 'customers', id: customer.json().data.id } },
      },
    },
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  const id = invoice.json().data.id;
  const paid = await client.patch(`/api/v1/invoices/${id}`, {
    data: { type: 'invoices', id, attributes: { status: 1, paid_date: '2024-08-10' } },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { client, companyId };
}

async function estimate(client: TestClient, year = '2024-25') {
  const response = await client.get(`/api/v1/tax-years/${year}/estimate`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
}

const lines = (attributes: { lines: Array<{ key: string; amount: string }> }) =>
  Object.fromEntries(attributes.lines.map((line) => [line.key, line.amount]));

async function setType(who: Owner, business_type: string, share: number | null = null) {
  const response = await who.client.patch('/api/v1/tax-profile', {
    data: {
      type: 'taxProfiles',
      attributes: {
        businesses: [{ id: who.companyId, business_type, partnership_share_percent: share }],
      },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describeOnEachDatabase('the year’s tax estimate', (use) => {
  let sole: Owner;

  beforeAll(async () => {
    sole = await owner((await signedInUser(use())).client, 'Harbour Electrical');
  });

  describe('a sole trader with $40,000 of profit in 2024-25', () => {
    it('is worked out step by step, to the cent', async () => {
      const attributes = await estimate(sole.client);
      expect(attributes.not_applicable).toBeNull();
      expect(attributes.year_open).toBe(false);
      expect(attributes.businesses).toEqual([
        expect.objectContaining({
          name: 'Harbour Electrical',
          business_type: 'sole-trader',
          profit: '40000.00',
          counted: '40000.00',
        }),
      ]);
      expect(lines(attributes)).toEqual({
        'business-profit': '40000.00',
        'net-business-income': '40000.00',
        'taxable-income': '40000.00',
        'income-tax': '3488.00',
        'low-income-offsets': '-575.00',
        'small-business-offset': '-558.08',
        'medicare-levy': '800.00',
        'payg-instalments': '0.00',
        'payg-withheld': '0.00',
        'amount-owing': '3154.92',
      });
      expect(attributes.amount_owing).toBe('3154.92');
      expect(attributes.basis).toBe('confirmed');
    });

    it('counts personal super only once the fund has acknowledged the notice of intent', async () => {
      const saved = await sole.client.patch('/api/v1/tax-years/2024-25/figures', {
        data: {
          type: 'taxYearFigures',
          attributes: { super_contributions: '5000.00', payg_withheld: '100' },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.attributes).toEqual({
        financial_year: '2024-25',
        super_contributions: '5000.00',
        employer_super: '0.00',
        super_carry_forward: '0.00',
        super_notice_acknowledged: false,
        payg_withheld: '100.00',
        salary_wages: '0.00',
      });
      const waiting = await estimate(sole.client);
      expect(waiting.personal_super).toMatchObject({
        planned: '5000.00',
        cap: '30000.00',
        cap_basis: 'secondary',
        deductible: '0.00',
        deductible_once_acknowledged: '5000.00',
        notice_acknowledged: false,
      });
      expect(lines(waiting)['personal-super']).toBeUndefined();
      expect(lines(waiting)['payg-withheld']).toBe('-100.00');

      const acknowledged = await sole.client.patch('/api/v1/tax-years/2024-25/figures', {
        data: { type: 'taxYearFigures', attributes: { super_notice_acknowledged: true } },
      });
      expect(acknowledged.statusCode, acknowledged.body).toBe(200);
      const counted = await estimate(sole.client);
      expect(counted.personal_super).toMatchObject({
        deductible: '5000.00',
        deductible_once_acknowledged: null,
      });
      expect(lines(counted)).toMatchObject({
        'personal-super': '-5000.00',
        'taxable-income': '35000.00',
      });
      // The cap of 2024-25 is from secondary sources: everything after the deduction says so.
      expect(counted.basis).toBe('secondary');
    });

    it('keeps each year apart', async () => {
      const other = await sole.client.get('/api/v1/tax-years/2025-26/figures');
      expect(other.statusCode, other.body).toBe(200);
      expect(other.json().data.attributes.super_contributions).toBe('0.00');
      expect((await estimate(sole.client, '2025-26')).businesses[0].profit).toBe('0.00');
    });
  });

  it('takes the car and working from home off the profit, each with its basis', async () => {
    const driver = await owner((await signedInUser(use())).client, 'Harbour Couriers');
    const car = await driver.client.post('/api/v1/vehicles', {
      data: {
        type: 'vehicles',
        attributes: { name: 'Corolla', payload_kg: 450, passengers: 4 },
        relationships: { company: { data: { type: 'companies', id: driver.companyId } } },
      },
    });
    expect(car.statusCode, car.body).toBe(201);
    const years = await driver.client.put(`/api/v1/vehicles/${car.json().data.id}/years/2024-25`, {
      data: { type: 'vehicle-years', attributes: { method: 'cents_per_km', business_km: '1000' } },
    });
    expect(years.statusCode, years.body).toBe(200);
    // Ten hours at home in September 2024, at 70c an hour (a rate from secondary sources).
    const day = await driver.client.put('/api/v1/home-office-days/2024-09-02', {
      data: { type: 'home-office-days', attributes: { minutes: 600 } },
    });
    expect(day.statusCode, day.body).toBe(200);

    const attributes = await estimate(driver.client);
    expect(lines(attributes)).toMatchObject({
      'business-profit': '40000.00',
      // 1,000 km × 88c
      car: '-880.00',
      'home-office': '-7.00',
      'net-business-income': '39113.00',
      'taxable-income': '39113.00',
    });
    expect(attributes.lines.find((line: { key: string }) => line.key === 'car').basis).toBe('confirmed');
    expect(attributes.lines.find((line: { key: string }) => line.key === 'home-office').basis).toBe(
      'secondary',
    );
    expect(attributes.basis).toBe('secondary');

    // As a partner with half the partnership, half of its car counts, as half its profit does.
    await setType(driver, 'partnership', 50);
    expect(lines(await estimate(driver.client))).toMatchObject({
      'business-profit': '20000.00',
      car: '-440.00',
      'home-office': '-7.00',
    });
  });

  it('credits the PAYG instalments of the year’s lodged activity statements', async () => {
    const { client } = await signedInUser(use());
    const company = await client.post('/api/v1/companies', {
      data: {
        type: 'companies',
        attributes: {
          name: 'Harbour Data',
          abn: '51 824 753 556',
          gst_registered: true,
          gst_registered_from: '2020-01-01',
        },
      },
    });
    expect(company.statusCode, company.body).toBe(201);
    const companyId = company.json().data.id;
    const chosen = await client.put(`/api/v1/companies/${companyId}/payg-instalments/2024`, {
      data: { type: 'paygInstalmentOptions', attributes: { option: 'amount', t7: '1250.00' } },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const lodged = await client.post(`/api/v1/companies/${companyId}/bas-periods/2024-Q3/lodgement`);
    expect(lodged.statusCode, lodged.body).toBe(201);
    // Nothing earned: the instalment paid comes back.
    const attributes = await estimate(client);
    expect(lines(attributes)).toMatchObject({ 'payg-instalments': '-1250.00', 'amount-owing': '-1250.00' });
  });

  it('taxes wages beside the business, and credits what was withheld from them', async () => {
    const worker = await owner((await signedInUser(use())).client, 'Weekend Sparks');
    const saved = await worker.client.patch('/api/v1/tax-years/2024-25/figures', {
      data: { type: 'taxYearFigures', attributes: { salary_wages: '20000', payg_withheld: '2000' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes.salary_wages).toBe('20000.00');
    // Core's worked example: taxable $60,000, the offset on the business's two thirds.
    expect(lines(await estimate(worker.client))).toMatchObject({
      'salary-and-wages': '20000.00',
      'taxable-income': '60000.00',
      'small-business-offset': '-937.39',
      'payg-withheld': '-2000.00',
      'amount-owing': '6950.61',
    });
  });

  it('counts a partner’s share of the partnership’s profit', async () => {
    const partner = await owner((await signedInUser(use())).client, 'Two Sparks');
    await setType(partner, 'partnership', 50);
    const attributes = await estimate(partner.client);
    expect(attributes.businesses[0]).toMatchObject({ profit: '40000.00', counted: '20000.00' });
    expect(lines(attributes)['business-profit']).toBe('20000.00');
  });

  it('tells a company’s owner that the estimate is not theirs to make', async () => {
    const company = await owner((await signedInUser(use())).client, 'Sparks Pty Ltd');
    await setType(company, 'company');
    const attributes = await estimate(company.client);
    expect(attributes.not_applicable).toBe('company');
    expect(attributes.lines).toEqual([]);
    expect(attributes.amount_owing).toBeNull();
  });

  it('refuses a figure that is not an amount, and keeps what was there', async () => {
    const { client } = await signedInUser(use());
    const refused = await client.patch('/api/v1/tax-years/2024-25/figures', {
      data: { type: 'taxYearFigures', attributes: { super_contributions: '-5', payg_withheld: '10.00' } },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/super_contributions' },
      detail: 'Enter an amount of 0 or more, like 1250.00.',
    });
    const kept = await client.get('/api/v1/tax-years/2024-25/figures');
    expect(kept.json().data.attributes.payg_withheld).toBe('0.00');
  });

  it('answers 404 for a year that is not one', async () => {
    const { client } = await signedInUser(use());
    for (const year of ['2024', '2024-26', 'abc', '1999-00']) {
      expect((await client.get(`/api/v1/tax-years/${year}/estimate`)).statusCode).toBe(404);
    }
  });

  it('shows each person only their own figures', async () => {
    const stranger = await signedInUser(use());
    const figures = await stranger.client.get('/api/v1/tax-years/2024-25/figures');
    expect(figures.json().data.attributes.super_contributions).toBe('0.00');
    const attributes = await estimate(stranger.client);
    expect(attributes.not_applicable).toBe('no-business');
    expect(attributes.businesses).toEqual([]);
  });
});
