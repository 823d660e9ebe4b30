import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// GST registration has a date, and the reporting period and basis take effect after the lodged
// periods (issue 26 §3).

interface Setup {
  client: TestClient;
  companyId: string;
  customerId: string;
}

const TODAY = '2026-11-26T02:00:00Z';

async function setUp(context: TestApp, attributes: Record<string, unknown>): Promise<Setup> {
  const { client } = await signedInUser(context);
  const company = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: { name: 'Harbour Electrical', abn: '51 824 753 556', gst_registered: true, ...attributes },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const customer = await client.post('/api/v1/customers', {
    data: { type: 'customers', attributes: { name: 'Bondi Bakery', email: 'orders@bondi.test' } },
  });
  return { client, companyId: company.json().data.id, customerId: customer.json().data.id };
}

let numbers = 0;
/** An invoice of $1,100 including $100 GST, paid on its date. */
async function invoice(setup: Setup, date: string) {
  numbers += 1;
  const created = await setup.client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: {
        name: `INV-${numbers}`,
        invoice_date: date,
        due_date: date,
        prices_include_gst: true,
        items: [{ name: 'Wiring', quantity: 1, price: '1100.00', taxable: true }],
      },
      relationships: {
        company: { data: { type: 'companies', id: setup.companyId } },
        customer: { data: { type: 'customers', id: setup.customerId } },
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  const paid = await setup.client.patch(`/api/v1/invoices/${id}`, {
    data: { type: 'invoices', attributes: { status: 1, paid_date: date } },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

async function expense(setup: Setup, date: string) {
  const created = await setup.client.post('/api/v1/expenses', {
    data: {
      type: 'expenses',
      attributes: {
        expense_date: date,
        paid_date: date,
        supplier_name: 'Bunnings Warehouse',
        category: 'tools-equipment',
        amount: '110.00',
      },
      relationships: { company: { data: { type: 'companies', id: setup.companyId } } },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
}

const edit = (setup: Setup, attributes: Record<string, unknown>, confirm = false) =>
  setup.client.patch(`/api/v1/companies/${setup.companyId}${confirm ? '?confirm=locked-period' : ''}`, {
    data: {
      type: 'companies',
      attributes: { name: 'Harbour Electrical', email: 'hi@harbour.test', ...attributes },
    },
  });

const period = async (setup: Setup, key: string) => {
  const response = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/${key}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
};

const periods = async (setup: Setup, year: number) => {
  const response = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods?year=${year}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .data.map(
      ({
        id,
        attributes,
      }: {
        id: string;
        attributes: { lodged: boolean; overdue: boolean; lodged_within: string[] };
      }) =>
        `${id}${attributes.lodged ? ' lodged' : ''}${attributes.overdue ? ' overdue' : ''}${
          attributes.lodged_within.length > 0 ? ` in ${attributes.lodged_within.join(',')}` : ''
        }`,
    );
};

const lodge = (setup: Setup, key: string) =>
  setup.client.post(`/api/v1/companies/${setup.companyId}/bas-periods/${key}/lodgement`);

describeOnEachDatabase('GST registration and BAS settings over time', (use) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TODAY));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a registration without a date as registered all along, and keeps no date while not registered', async () => {
    const { client } = await signedInUser(use());
    // API callers written before the date (the form always sends one, today by default).
    const undated = await client.post('/api/v1/companies', {
      data: { type: 'companies', attributes: { name: 'A', abn: '51 824 753 556', gst_registered: true } },
    });
    expect(undated.statusCode, undated.body).toBe(201);
    expect(undated.json().data.attributes).toMatchObject({ gst_registered: true, gst_registered_from: null });
    const unregistered = await client.post('/api/v1/companies', {
      data: {
        type: 'companies',
        attributes: {
          name: 'B',
          abn: '51 824 753 556',
          gst_registered: false,
          gst_registered_from: '2026-08-15',
        },
      },
    });
    expect(unregistered.statusCode, unregistered.body).toBe(201);
    expect(unregistered.json().data.attributes).toMatchObject({
      gst_registered_from: null,
      bas_changes_from: null,
    });
    const setup = { client, companyId: unregistered.json().data.id, customerId: '' };
    const registering = await edit(setup, { gst_registered: true });
    expect(registering.statusCode, registering.body).toBe(200);
    expect(registering.json().data.attributes).toMatchObject({
      gst_registered: true,
      gst_registered_from: null,
    });
    const registered = await edit(setup, { gst_registered: true, gst_registered_from: '2026-09-01' });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data.attributes.gst_registered_from).toBe('2026-09-01');
  });

  it('starts the BAS at the registration date: a mid-month date leaves out the sales and purchases before it', async () => {
    const setup = await setUp(use(), { gst_registered_from: '2026-08-15' });
    await invoice(setup, '2026-06-10'); // before registering, a quarter earlier
    await invoice(setup, '2026-08-01');
    const later = await invoice(setup, '2026-08-20');
    await expense(setup, '2026-08-03');
    await expense(setup, '2026-08-16');

    const q3 = await period(setup, '2026-Q3');
    expect(q3.figures).toEqual({
      g1: '1100.00',
      gst_on_sales: '100.00',
      gst_on_purchases: '10.00',
      net: '90.00',
    });
    const records = await setup.client.get(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/records?figure=g1`,
    );
    expect(
      records.json().data.map((row: { attributes: { record_id: string } }) => row.attributes.record_id),
    ).toEqual([later]);
    // The same on the accruals basis (each record on its own date).
    expect((await edit(setup, { bas_accounting_basis: 'accruals' })).statusCode).toBe(200);
    expect((await period(setup, '2026-Q3')).figures).toEqual({
      g1: '1100.00',
      gst_on_sales: '100.00',
      gst_on_purchases: '10.00',
      net: '90.00',
    });
    // No period before the one holding the date: the BAS screen's year starts there.
    expect(await periods(setup, 2025)).toEqual([]);
    expect(await periods(setup, 2026)).toEqual(['2026-Q3 overdue', '2026-Q4', '2027-Q1', '2027-Q2']);
    expect(
      (await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/2026-Q2`)).statusCode,
    ).toBe(404);
    expect((await lodge(setup, '2026-Q2')).statusCode).toBe(404);

    // The set-aside owes the GST from the registration date only.
    const aside = await setup.client.get('/api/v1/set-aside');
    expect(aside.statusCode, aside.body).toBe(200);
    const gst = aside.json().data.attributes.gst[0];
    expect(gst.counted_from).toBe('2026-08');
    expect(gst.periods.map((entry: { key: string; net: string }) => [entry.key, entry.net])).toEqual([
      ['2026-Q3', '90.00'],
      ['2026-Q4', '0.00'],
    ]);
  });

  it('keeps the months of a lodged quarter lodged after a change to monthly; the change applies after it', async () => {
    const setup = await setUp(use(), { gst_registered_from: '2026-07-01' });
    await invoice(setup, '2026-08-20');
    await invoice(setup, '2026-10-05');
    const lodged = await lodge(setup, '2026-Q3');
    expect(lodged.statusCode, lodged.body).toBe(201);
    const before = await setup.client.get(`/api/v1/companies/${setup.companyId}`);
    expect(before.json().data.attributes.bas_changes_from).toBe('2026-10');

    const monthly = await edit(setup, { bas_reporting_period: 'monthly' });
    expect(monthly.statusCode, monthly.body).toBe(200);
    expect(monthly.json().data.attributes.bas_changes_from).toBe('2026-10');
    expect((await periods(setup, 2026)).slice(0, 5)).toEqual([
      '2026-07 lodged in 2026-Q3',
      '2026-08 lodged in 2026-Q3',
      '2026-09 lodged in 2026-Q3',
      '2026-10 overdue',
      '2026-11',
    ]);
    // Not lodgeable again, not owed.
    for (const key of ['2026-07', '2026-08', '2026-09']) {
      const again = await lodge(setup, key);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().errors[0].code).toBe('bas_period_lodged');
    }
    expect((await period(setup, '2026-08')).figures.g1).toBe('1100.00');
    const aside = await setup.client.get('/api/v1/set-aside');
    expect(aside.json().data.attributes.gst[0].periods.map((entry: { key: string }) => entry.key)).toEqual([
      '2026-10',
      '2026-11',
    ]);
    // The change is in the lodged period's history.
    const history = await setup.client.get(`/api/v1/history/bas-period/${setup.companyId}:2026-Q3`);
    expect(history.statusCode, history.body).toBe(200);
    expect(
      history.json().data.map((entry: { attributes: { action: string } }) => entry.attributes.action),
    ).toEqual(['lodged', 'edited']);
    // October lodges monthly.
    expect((await lodge(setup, '2026-10')).statusCode).toBe(201);
  });

  it('lodges only the months left of a quarter after a change from monthly, on the new basis', async () => {
    const setup = await setUp(use(), { gst_registered_from: '2026-07-01', bas_reporting_period: 'monthly' });
    await invoice(setup, '2026-07-10');
    await invoice(setup, '2026-08-20');
    expect((await lodge(setup, '2026-07')).statusCode).toBe(201);
    expect(
      (await edit(setup, { bas_reporting_period: 'quarterly', bas_accounting_basis: 'accruals' })).statusCode,
    ).toBe(200);
    const q3 = await period(setup, '2026-Q3');
    expect(q3).toMatchObject({
      first_month: '2026-08',
      start: '2026-08-01',
      lodged: false,
      overdue: true,
      lodged_within: ['2026-07'],
      basis: 'accruals',
      figures: { g1: '1100.00' },
    });
    const lodged = await lodge(setup, '2026-Q3');
    expect(lodged.statusCode, lodged.body).toBe(201);
    expect(lodged.json().data.attributes).toMatchObject({ lodged: true, first_month: '2026-08' });
    // July keeps the basis it was lodged on.
    const edited = await edit(setup, { bas_reporting_period: 'monthly' });
    expect(edited.statusCode).toBe(200);
    expect((await period(setup, '2026-07')).lodgement.basis).toBe('cash');
  });

  it('refuses to move the registration date into or before a lodged period unless confirmed', async () => {
    const setup = await setUp(use(), { gst_registered_from: '2026-08-15' });
    await invoice(setup, '2026-08-01');
    await invoice(setup, '2026-08-20');
    expect((await lodge(setup, '2026-Q3')).statusCode).toBe(201);
    // Into it, before it, or out of it (its figures from 15 August would go): each changes it.
    for (const date of ['2026-08-01', '2026-07-01', '2025-01-01', '2026-09-10', '2026-10-01']) {
      const refused = await edit(setup, { gst_registered_from: date });
      expect(refused.statusCode, date).toBe(409);
      expect(refused.json().errors[0]).toMatchObject({ code: 'period_locked', meta: { period: '2026-Q3' } });
    }
    // The same date, or other settings, change no lodged figure.
    expect((await edit(setup, { gst_registered_from: '2026-08-15', phone: '02 9999 9999' })).statusCode).toBe(
      200,
    );
    // Back into the lodged quarter, confirmed: the lodged BAS stays, the difference is carried.
    const confirmed = await edit(setup, { gst_registered_from: '2026-08-01' }, true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const q3 = await period(setup, '2026-Q3');
    expect(q3.lodgement.reported.g1).toBe('1100.00');
    expect(q3.lodgement.pending_adjustment).toMatchObject({ g1: '1100.00' });
    expect((await period(setup, '2026-Q4')).adjustments).toEqual([
      expect.objectContaining({ period_key: '2026-Q3', g1: '1100.00' }),
    ]);
  });
});
