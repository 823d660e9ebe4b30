import { expect, it, vi } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// Part payments (issue 18): paid and balance on the invoice, its status, and the dashboard's, the client's
// and the BAS's figures, which count each payment in its own month.

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
        name: 'Sorted Plumbing',
        abn: '51 824 753 556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  const customer = await client.post('/api/v1/customers', {
    data: { type: 'customers', attributes: { name: 'Bondi Bakery' } },
  });
  return { client, companyId: company.json().data.id, customerId: customer.json().data.id };
}

/** An invoice of $1,100 ($100 of it GST), issued 2 Aug 2026 and due on the 16th. */
async function newInvoice(setup: Setup, name = 'INV-0001'): Promise<string> {
  const response = await setup.client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: '2026-08-02',
        due_date: '2026-08-16',
        items: [{ name: 'Hot water system', quantity: 1, price: '1000.00' }],
      },
      relationships: {
        company: { data: { type: 'companies', id: setup.companyId } },
        customer: { data: { type: 'customers', id: setup.customerId } },
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data.attributes.total).toBe('1100.00');
  return response.json().data.id;
}

const payment = (attributes: Record<string, unknown>) => ({
  data: { type: 'invoicePayments', attributes: { method: 'bank-transfer', ...attributes } },
});

const pay = (setup: Setup, id: string, attributes: Record<string, unknown>, query = '') =>
  setup.client.post(`/api/v1/invoices/${id}/payments${query}`, payment(attributes));

const invoiceOf = async (setup: Setup, id: string) =>
  (await setup.client.get(`/api/v1/invoices/${id}`)).json().data.attributes;

const dashboard = async (setup: Setup) =>
  (await setup.client.get('/api/v1/dashboard/summary?period=monthly')).json().data.attributes;

const basMonth = async (setup: Setup, key: string) =>
  (await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/${key}`)).json().data.attributes
    .figures;

describeOnEachDatabase('part payments', (use) => {
  it('a part payment then the rest: partly paid with its balance, then paid on the last date', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const first = await pay(setup, id, { paid_on: '2026-08-20', amount: '400.00', note: 'Deposit' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      data: {
        type: 'invoicePayments',
        attributes: { paid_on: '2026-08-20', amount: '400.00', method: 'bank-transfer', note: 'Deposit' },
      },
      meta: { amount_paid: '400.00', balance_due: '700.00', payment_state: 'partly-paid', status: 0 },
    });
    expect(await invoiceOf(setup, id)).toMatchObject({
      status: 0,
      paid_date: null,
      amount_paid: '400.00',
      balance_due: '700.00',
      payment_state: 'partly-paid',
    });
    const listed = (await setup.client.get('/api/v1/invoices')).json().data[0].attributes;
    expect(listed).toMatchObject({
      amount_paid: '400.00',
      balance_due: '700.00',
      payment_state: 'partly-paid',
    });

    const rest = await pay(setup, id, { paid_on: '2026-09-03', amount: '700', method: 'payid' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().meta).toEqual({
      amount_paid: '1100.00',
      balance_due: '0.00',
      payment_state: 'paid',
      status: 1,
      paid_date: '2026-09-03',
    });
    expect(await invoiceOf(setup, id)).toMatchObject({
      status: 1,
      paid_date: '2026-09-03',
      display_status: 'Paid',
      payment_state: 'paid',
      balance_due: '0.00',
    });
    const payments = (await setup.client.get(`/api/v1/invoices/${id}/payments`)).json();
    expect(payments.data.map((entry: { attributes: { amount: string } }) => entry.attributes.amount)).toEqual(
      ['400.00', '700.00'],
    );

    // Cash basis: each payment in its own month with its share of the GST.
    expect(await basMonth(setup, '2026-Q3')).toMatchObject({ g1: '1100.00', gst_on_sales: '100.00' });
    const records = await setup.client.get(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/records?figure=1a`,
    );
    expect(
      records
        .json()
        .data.map((record: { attributes: { date: string; amount: string; gst: string } }) => [
          record.attributes.date,
          record.attributes.amount,
          record.attributes.gst,
        ]),
    ).toEqual([
      ['2026-08-20', '400.00', '36.36'],
      ['2026-09-03', '700.00', '63.64'],
    ]);
  });

  it('a payment in the next quarter takes its GST share after the ones before it, in the BAS drill-down', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    expect((await pay(setup, id, { paid_on: '2026-09-25', amount: '400.00' })).statusCode).toBe(201);
    expect((await pay(setup, id, { paid_on: '2026-10-02', amount: '700.00' })).statusCode).toBe(201);
    const records = await setup.client.get(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q4/records?figure=1a`,
    );
    expect(records.statusCode, records.body).toBe(200);
    expect(
      records
        .json()
        .data.map((record: { attributes: { date: string; amount: string; gst: string } }) => [
          record.attributes.date,
          record.attributes.amount,
          record.attributes.gst,
        ]),
    ).toEqual([['2026-10-02', '700.00', '63.64']]);
  });

  it('counts each payment in the dashboard month it was received; outstanding is the balance; the client too', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const today = (await dashboard(setup)).today as string;
    expect((await dashboard(setup)).outstanding).toMatchObject({ amount: '1100.00', count: 1 });
    await pay(setup, id, { paid_on: today, amount: '250.50' });
    const figures = await dashboard(setup);
    expect(figures.income.this_month).toBe('250.50');
    expect(figures.outstanding).toMatchObject({ amount: '849.50', count: 1 });
    const client = await setup.client.get(`/api/v1/customers/${setup.customerId}?include=invoices`);
    expect(client.json().meta.invoices).toMatchObject({ received: '250.50', outstanding: '849.50' });
  });

  it('refuses more than the balance, naming it, and saves nothing', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    await pay(setup, id, { paid_on: '2026-08-20', amount: '1000.00' });
    const over = await pay(setup, id, { paid_on: '2026-08-21', amount: '100.01' });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      detail: 'The payment is more than the $100.00 still due.',
      source: { pointer: '/data/attributes/amount' },
    });
    const german = await setup.client.post(
      `/api/v1/invoices/${id}/payments`,
      payment({ paid_on: '2026-08-21', amount: '200' }),
      {
        'accept-language': 'de',
      },
    );
    expect(german.json().errors[0].detail).toBe('Die Zahlung ist höher als die noch offenen $100.00.');
    const payments = (await setup.client.get(`/api/v1/invoices/${id}/payments`)).json();
    expect(payments.data).toHaveLength(1);
    expect(payments.meta).toMatchObject({ amount_paid: '1000.00', balance_due: '100.00' });
  });

  it('answers 422 with pointers for a bad amount, date, method and note', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const bad = await setup.client.post(`/api/v1/invoices/${id}/payments`, {
      data: {
        type: 'invoicePayments',
        attributes: { paid_on: '2026-02-30', amount: '1.005', method: 'cheque' },
      },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    const pointers = bad.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/paid_on',
        '/data/attributes/amount',
        '/data/attributes/method',
      ]),
    );
    const zero = await pay(setup, id, { paid_on: '2026-08-20', amount: '0' });
    expect(zero.statusCode).toBe(422);
    const long = await pay(setup, id, { paid_on: '2026-08-20', amount: '1', note: 'x'.repeat(2001) });
    expect(long.json().errors[0].source.pointer).toBe('/data/attributes/note');
  });

  it('removing a payment makes it partly paid (or unpaid) again, and the totals with it', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const today = (await dashboard(setup)).today as string;
    await pay(setup, id, { paid_on: today, amount: '100.00' });
    const second = (await pay(setup, id, { paid_on: today, amount: '1000.00' })).json().data.id;
    expect((await invoiceOf(setup, id)).status).toBe(1);
    const removed = await setup.client.delete(`/api/v1/invoices/${id}/payments/${second}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().meta).toMatchObject({
      status: 0,
      payment_state: 'partly-paid',
      balance_due: '1000.00',
    });
    expect((await invoiceOf(setup, id)).paid_date).toBeNull();
    const figures = await dashboard(setup);
    expect(figures.income.this_month).toBe('100.00');
    expect(figures.outstanding).toMatchObject({ amount: '1000.00' });
    expect((await setup.client.delete(`/api/v1/invoices/${id}/payments/${second}`)).statusCode).toBe(404);
  });

  it('Mark paid records one payment of the balance; mark unpaid removes the payments', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    await pay(setup, id, { paid_on: '2026-08-20', amount: '300.00' });
    const marked = await setup.client.patch(`/api/v1/invoices/${id}`, {
      data: { type: 'invoices', attributes: { status: 1, paid_date: '2026-08-25' } },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.attributes).toMatchObject({
      status: 1,
      paid_date: '2026-08-25',
      amount_paid: '1100.00',
      balance_due: '0.00',
    });
    const payments = (await setup.client.get(`/api/v1/invoices/${id}/payments`)).json().data;
    expect(payments.map((entry: { attributes: object }) => entry.attributes)).toMatchObject([
      { paid_on: '2026-08-20', amount: '300.00' },
      { paid_on: '2026-08-25', amount: '800.00', method: 'other' },
    ]);
    const unmarked = await setup.client.patch(`/api/v1/invoices/${id}`, {
      data: { type: 'invoices', attributes: { status: 0 } },
    });
    expect(unmarked.json().data.attributes).toMatchObject({
      status: 0,
      amount_paid: '0.00',
      payment_state: 'unpaid',
    });
    expect((await setup.client.get(`/api/v1/invoices/${id}/payments`)).json().data).toEqual([]);
    expect((await basMonth(setup, '2026-Q3')).g1).toBe('0.00');
  });

  it('an edit to a total below what is paid is refused; above it, the invoice is partly paid again', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    await pay(setup, id, { paid_on: '2026-08-20', amount: '1100.00' });
    const edit = (price: string) =>
      setup.client.patch(`/api/v1/invoices/${id}`, {
        data: {
          type: 'invoices',
          attributes: {
            name: 'INV-0001',
            invoice_date: '2026-08-02',
            due_date: '2026-08-16',
            items: [{ name: 'Hot water system', quantity: 1, price }],
          },
          relationships: {
            company: { data: { type: 'companies', id: setup.companyId } },
            customer: { data: { type: 'customers', id: setup.customerId } },
          },
        },
      });
    const lower = await edit('900.00');
    expect(lower.statusCode, lower.body).toBe(422);
    expect(lower.json().errors[0].detail).toBe('The total cannot be less than the $1,100.00 already paid.');
    const higher = await edit('1100.00');
    expect(higher.json().data.attributes).toMatchObject({
      status: 0,
      payment_state: 'partly-paid',
      balance_due: '110.00',
    });
  });

  it("another user's invoice or payment is not found", async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const paymentId = (await pay(setup, id, { paid_on: '2026-08-20', amount: '1.00' })).json().data.id;
    const stranger = await setUp(use());
    const strangerInvoice = await newInvoice(stranger);
    expect((await stranger.client.get(`/api/v1/invoices/${id}/payments`)).statusCode).toBe(404);
    expect((await pay(stranger, id, { paid_on: '2026-08-20', amount: '1.00' })).statusCode).toBe(404);
    expect((await stranger.client.delete(`/api/v1/invoices/${id}/payments/${paymentId}`)).statusCode).toBe(
      404,
    );
    // Nor is one invoice's payment reachable through another invoice of one's own.
    expect(
      (await stranger.client.delete(`/api/v1/invoices/${strangerInvoice}/payments/${paymentId}`)).statusCode,
    ).toBe(404);
    expect((await invoiceOf(setup, id)).amount_paid).toBe('1.00');
  });

  it('refuses a payment, or Mark paid, dated after today in the app’s time zone, under its field; saves nothing', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const markPaid = (paid_date: string, headers: Record<string, string> = {}) =>
      setup.client.patch(
        `/api/v1/invoices/${id}`,
        { data: { type: 'invoices', attributes: { status: 1, paid_date } } },
        headers,
      );
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 00:30 on 24 November in Sydney (AEDT) is still the 23rd in UTC: the 24th is today, the 25th is not.
      vi.setSystemTime(new Date('2026-11-23T13:30:00Z'));
      const early = await pay(setup, id, { paid_on: '2026-11-25', amount: '100.00' });
      expect(early.statusCode, early.body).toBe(422);
      expect(early.json().errors).toEqual([
        expect.objectContaining({
          code: 'date_after_today',
          detail: 'The date cannot be after today.',
          source: { pointer: '/data/attributes/paid_on' },
        }),
      ]);
      const german = await setup.client.post(
        `/api/v1/invoices/${id}/payments`,
        payment({ paid_on: '2026-11-25', amount: '100.00' }),
        { 'accept-language': 'de' },
      );
      expect(german.json().errors[0].detail).toBe('Das Datum darf nicht nach dem heutigen Tag liegen.');
      const marked = await markPaid('2026-11-25');
      expect(marked.statusCode, marked.body).toBe(422);
      expect(marked.json().errors).toEqual([
        expect.objectContaining({
          code: 'date_after_today',
          source: { pointer: '/data/attributes/paid_date' },
        }),
      ]);
      expect((await markPaid('2027-01-01', { 'accept-language': 'fr' })).json().errors[0].detail).toBe(
        'La date ne peut pas être postérieure à aujourd’hui.',
      );
      expect((await setup.client.get(`/api/v1/invoices/${id}/payments`)).json().data).toEqual([]);
      expect(await invoiceOf(setup, id)).toMatchObject({ status: 0, amount_paid: '0.00', paid_date: null });

      // Today, in Sydney, is taken.
      expect((await pay(setup, id, { paid_on: '2026-11-24', amount: '100.00' })).statusCode).toBe(201);
      const rest = await markPaid('2026-11-24');
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json().data.attributes).toMatchObject({ status: 1, paid_date: '2026-11-24' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a payment dated in a lodged BAS period needs confirming', async () => {
    const setup = await setUp(use());
    const id = await newInvoice(setup);
    const lodged = await setup.client.post(
      `/api/v1/companies/${setup.companyId}/bas-periods/2025-Q3/lodgement`,
    );
    expect(lodged.statusCode, lodged.body).toBe(201);
    const locked = await pay(setup, id, { paid_on: '2025-09-30', amount: '10.00' });
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json().errors[0].code).toBe('period_locked');
    expect((await setup.client.get(`/api/v1/invoices/${id}/payments`)).json().data).toEqual([]);
    const confirmed = await pay(
      setup,
      id,
      { paid_on: '2025-09-30', amount: '10.00' },
      '?confirm=locked-period',
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const paymentId = confirmed.json().data.id;
    expect((await setup.client.delete(`/api/v1/invoices/${id}/payments/${paymentId}`)).statusCode).toBe(409);
    expect(
      (await setup.client.delete(`/api/v1/invoices/${id}/payments/${paymentId}?confirm=locked-period`))
        .statusCode,
    ).toBe(200);
  });
});
