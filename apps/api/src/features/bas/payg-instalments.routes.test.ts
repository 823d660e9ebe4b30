import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { pdfText } from '../../test/pdf.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// PAYG instalments on the quarterly BAS (issue 31): the year's option, a quarter varied, T1/T11 from the
// period's figures, a lodged quarter locked, and the set-aside crediting the lodged instalments.

interface Setup {
  client: TestClient;
  companyId: string;
  customerId: string;
}

async function setUp(context: TestApp): Promise<Setup> {
  const { client } = await signedInUser(context);
  const company = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: {
        name: 'Harbour Electrical',
        abn: '51 824 753 556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const customer = await client.post('/api/v1/customers', {
    data: { type: 'customers', attributes: { name: 'Bondi Bakery', email: 'orders@bondi.test' } },
  });
  return { client, companyId: company.json().data.id, customerId: customer.json().data.id };
}

let numbers = 0;
/** An invoice of `price` including GST (one tenth of a taxable one's ex-GST), paid on its date. */
async function paidInvoice(setup: Setup, date: string, price: string) {
  numbers += 1;
  const created = await setup.client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: {
        name: `PAYG-${numbers}`,
        invoice_date: date,
        due_date: date,
        prices_include_gst: true,
        items: [{ name: 'Wiring', quantity: 1, price, taxable: true }],
      },
      relationships: {
        company: { data: { type: 'companies', id: setup.companyId } },
        customer: { data: { type: 'customers', id: setup.customerId } },
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const marked = await setup.client.patch(`/api/v1/invoices/${created.json().data.id}`, {
    data: { type: 'invoices', attributes: { status: 1, paid_date: date } },
  });
  expect(marked.statusCode, marked.body).toBe(200);
}

const option = (setup: Setup, year: number, attributes: Record<string, unknown>) =>
  setup.client.put(`/api/v1/companies/${setup.companyId}/payg-instalments/${year}`, {
    data: { type: 'paygInstalmentOptions', attributes },
  });

const vary = (setup: Setup, key: string, attributes: Record<string, unknown>) =>
  setup.client.put(`/api/v1/companies/${setup.companyId}/bas-periods/${key}/payg-variation`, {
    data: { type: 'paygInstalmentVariations', attributes },
  });

async function paygOfYear(setup: Setup, year: number) {
  const list = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods?year=${year}`);
  expect(list.statusCode, list.body).toBe(200);
  return Object.fromEntries(
    list
      .json()
      .data.map((entry: { id: string; attributes: { payg: unknown } }) => [entry.id, entry.attributes.payg]),
  );
}

const lodge = (setup: Setup, key: string) =>
  setup.client.post(`/api/v1/companies/${setup.companyId}/bas-periods/${key}/lodgement`);

const NONE = { t1: null, t2: null, t3: null, t11: null, t8: null, t9: null, t4: null };

describeOnEachDatabase('PAYG instalments', (use) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T02:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('puts the amount option T7 at 5A in each of the four quarters', async () => {
    const setup = await setUp(use());
    const none = await setup.client.get(`/api/v1/companies/${setup.companyId}/payg-instalments/2026`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({
      type: 'paygInstalmentOptions',
      id: `${setup.companyId}-2026`,
      attributes: { year: 2026, option: null, t7: null, t2: null, locked: false },
    });
    expect(Object.values(await paygOfYear(setup, 2026))).toEqual([null, null, null, null]);

    const saved = await option(setup, 2026, { option: 'amount', t7: '1250' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes).toEqual({
      year: 2026,
      option: 'amount',
      t7: '1250.00',
      t2: null,
      locked: false,
    });
    const quarter = { option: 'amount', ...NONE, t7: '1250.00', instalment: '1250.00', credit: '0.00' };
    expect(await paygOfYear(setup, 2026)).toEqual({
      '2026-Q3': quarter,
      '2026-Q4': quarter,
      '2027-Q1': quarter,
      '2027-Q2': quarter,
    });
    // Another year has no option of its own.
    expect(Object.values(await paygOfYear(setup, 2025))).toEqual([null, null, null, null]);
  });

  it('varies a quarter with a reason: T9 is the cumulative share of T8 less what the year paid', async () => {
    const setup = await setUp(use());
    expect((await option(setup, 2026, { option: 'amount', t7: '1250.00' })).statusCode).toBe(200);
    // No option for 2025-26: nothing to vary.
    const noOption = await vary(setup, '2026-Q2', { t8: '4000', t4: '23' });
    expect(noOption.statusCode, noOption.body).toBe(422);
    expect(noOption.json().errors[0].code).toBe('payg_option_missing');

    for (const t4 of ['x', '12']) {
      // Two digits are not enough: the reason is one the ATO lists.
      const badReason = await vary(setup, '2026-Q4', { t8: '4000', t4 });
      expect(badReason.statusCode).toBe(422);
      expect(badReason.json().errors[0]).toMatchObject({
        code: 'payg_reason_invalid',
        detail: 'Choose the reason code (T4) for the variation.',
        source: { pointer: '/data/attributes/t4' },
      });
    }
    const noAmount = await vary(setup, '2026-Q4', { t3: '5', t4: '23' });
    expect(noAmount.statusCode).toBe(422);
    expect(noAmount.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/t8' } });
    const badAmount = await vary(setup, '2026-Q4', { t8: '12.345', t4: '23' });
    expect(badAmount.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/t8' } });

    // 50 % of $4,000 less the first quarter's $1,250.
    const varied = await vary(setup, '2026-Q4', { t8: '4000', t4: '23' });
    expect(varied.statusCode, varied.body).toBe(200);
    expect(varied.json().data.attributes.payg).toEqual({
      option: 'amount',
      ...NONE,
      t7: '1250.00',
      t8: '4000.00',
      t9: '750.00',
      t4: '23',
      instalment: '750.00',
      credit: '0.00',
    });
    const year = await paygOfYear(setup, 2026);
    expect(year['2026-Q3'].instalment).toBe('1250.00');
    expect(year['2027-Q1']).toMatchObject({ t9: null, instalment: '1250.00' });
    // Varied down to $2,000 for the year in the third quarter: 75 % is $1,500, $2,000 paid: nil, $500 back at 5B.
    expect((await vary(setup, '2027-Q1', { t8: '2000.00', t4: '23' })).statusCode).toBe(200);
    expect((await paygOfYear(setup, 2026))['2027-Q1']).toMatchObject({
      t9: '0.00',
      instalment: '0.00',
      credit: '500.00',
    });

    const removed = await setup.client.delete(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q4/payg-variation`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.attributes.payg).toMatchObject({ t8: null, t4: null, instalment: '1250.00' });
  });

  it('works T1 out of the period figures and T11 at the rate T2, or the varied rate T3', async () => {
    const setup = await setUp(use());
    // $11,000 including $1,000 GST in July–September: T1 $10,000.
    await paidInvoice(setup, '2026-08-03', '11000.00');
    const bad = await option(setup, 2026, { option: 'rate', t2: '101' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({
      code: 'payg_rate_invalid',
      source: { pointer: '/data/attributes/t2' },
    });
    const missing = await option(setup, 2026, { option: 'rate' });
    expect(missing.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/t2' } });
    const wrong = await option(setup, 2026, { option: 'both', t2: '6' });
    expect(wrong.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/option' } });

    const saved = await option(setup, 2026, { option: 'rate', t2: '6.5' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({ option: 'rate', t2: '6.5', t7: null });
    const year = await paygOfYear(setup, 2026);
    expect(year['2026-Q3']).toEqual({
      option: 'rate',
      t1: '10000.00',
      t2: '6.5',
      t3: null,
      t11: '650.00',
      t7: null,
      t8: null,
      t9: null,
      t4: null,
      instalment: '650.00',
      credit: '0.00',
    });
    expect(year['2026-Q4']).toMatchObject({ t1: '0.00', t11: '0.00', instalment: '0.00' });

    const varied = await vary(setup, '2026-Q3', { t3: '4.25', t4: '21' });
    expect(varied.statusCode, varied.body).toBe(200);
    expect(varied.json().data.attributes.payg).toMatchObject({
      t1: '10000.00',
      t2: '6.5',
      t3: '4.25',
      t4: '21',
      t11: '425.00',
      instalment: '425.00',
    });

    // The worksheet's PDF and CSV carry the instalment as the screen does, and its total includes it:
    // GST $1,000 + 5A $425 = $1,425.
    const csv = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(
      [
        'T1,PAYG instalment income,10000.00',
        'T2,Instalment rate from the ATO,6.5',
        'T3,Varied rate,4.25',
        'T11,T1 × rate,425.00',
        'T4,Reason code for the variation,21',
        '5A,PAYG income tax instalment,425.00',
        '5B,Credit from a varied instalment,0.00',
        ',To pay with this activity statement (GST and instalment),1425.00',
      ].join('\r\n'),
    );
    const pdf = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText((pdf as unknown as { rawPayload: Uint8Array }).rawPayload);
    expect(text).toMatch(/T1\s+PAYG instalment income\s+\$10,000\.00/);
    expect(text).toMatch(/T2\s+Instalment rate from the ATO\s+6\.5%/);
    expect(text).toMatch(/T3\s+Varied rate\s+4\.25%/);
    expect(text).toMatch(/T4\s+Reason code for the variation\s+21/);
    expect(text).toMatch(/5A\s+PAYG income tax instalment\s+\$425\.00/);
    expect(text).toMatch(/To pay with this activity statement \(GST and instalment\)\s+\$1,425\.00/);
  });

  it('locks a lodged quarter: its instalment as lodged, no variation, the year’s option fixed', async () => {
    const setup = await setUp(use());
    await paidInvoice(setup, '2026-08-03', '11000.00');
    expect((await option(setup, 2026, { option: 'rate', t2: '5' })).statusCode).toBe(200);
    const lodged = await lodge(setup, '2026-Q3');
    expect(lodged.statusCode, lodged.body).toBe(201);
    expect(lodged.json().data.attributes.payg).toMatchObject({
      t1: '10000.00',
      t11: '500.00',
      instalment: '500.00',
    });

    const change = await vary(setup, '2026-Q3', { t3: '1', t4: '21' });
    expect(change.statusCode, change.body).toBe(409);
    expect(change.json().errors[0].code).toBe('bas_period_lodged');
    const remove = await setup.client.delete(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/payg-variation`,
    );
    expect(remove.statusCode).toBe(409);
    const fixed = await option(setup, 2026, { option: 'amount', t7: '100' });
    expect(fixed.statusCode, fixed.body).toBe(409);
    expect(fixed.json().errors[0].code).toBe('payg_year_locked');
    const read = await setup.client.get(`/api/v1/companies/${setup.companyId}/payg-instalments/2026`);
    expect(read.json().data.attributes).toMatchObject({ option: 'rate', t2: '5', locked: true });

    expect((await paygOfYear(setup, 2026))['2026-Q3']).toMatchObject({
      t1: '10000.00',
      instalment: '500.00',
    });
    // The open quarter may still be varied.
    expect((await vary(setup, '2026-Q4', { t3: '1', t4: '21' })).statusCode).toBe(200);
  });

  it('credits the lodged quarters’ instalments in the set-aside', async () => {
    const setup = await setUp(use());
    await paidInvoice(setup, '2026-08-03', '55000.00');
    const before = (await setup.client.get('/api/v1/set-aside')).json().data.attributes;
    expect(before.payg_instalments_paid).toBe('0.00');
    expect(before.tax_still_to_pay).toBe(before.tax_so_far);

    expect((await option(setup, 2026, { option: 'amount', t7: '1250.00' })).statusCode).toBe(200);
    // An instalment not lodged yet is not paid.
    expect((await setup.client.get('/api/v1/set-aside')).json().data.attributes.payg_instalments_paid).toBe(
      '0.00',
    );
    expect((await lodge(setup, '2026-Q3')).statusCode).toBe(201);
    const after = (await setup.client.get('/api/v1/set-aside')).json().data.attributes;
    expect(after.payg_instalments_paid).toBe('1250.00');
    const cents = (value: string) => Math.round(Number(value) * 100);
    expect(cents(after.tax_still_to_pay)).toBe(Math.max(0, cents(after.tax_so_far) - 125_000));
    expect(cents(after.total)).toBe(cents(after.tax_still_to_pay) + cents(after.gst_owed));
  });

  it("answers 404 for another user's business, and changes nothing of it", async () => {
    const owner = await setUp(use());
    const stranger = await setUp(use());
    expect((await option(owner, 2026, { option: 'amount', t7: '1250' })).statusCode).toBe(200);
    const as = { ...stranger, companyId: owner.companyId };
    expect(
      (await as.client.get(`/api/v1/companies/${owner.companyId}/payg-instalments/2026`)).statusCode,
    ).toBe(404);
    expect((await option(as, 2026, { option: 'amount', t7: '1' })).statusCode).toBe(404);
    expect((await vary(as, '2026-Q4', { t8: '1', t4: '23' })).statusCode).toBe(404);
    expect(
      (await as.client.delete(`/api/v1/companies/${owner.companyId}/bas-periods/2026-Q4/payg-variation`))
        .statusCode,
    ).toBe(404);
    expect((await paygOfYear(owner, 2026))['2026-Q4']).toMatchObject({ t7: '1250.00', t8: null });
    // A year that is not one.
    expect(
      (await owner.client.get(`/api/v1/companies/${owner.companyId}/payg-instalments/26`)).statusCode,
    ).toBe(404);
  });
});
