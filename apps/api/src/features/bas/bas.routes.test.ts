import { expect, it, vi } from 'vitest';
import { bankBooks, RECONCILE_TRANSACTIONS, reconcile } from '../../test/bank-books.ts';
import { linesBeingImported, otherBusinessWithLines } from '../../test/bank-figures.ts';
import type { TestClient } from '../../test/http-client.ts';
import { pdfText } from '../../test/pdf.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

interface Setup {
  client: TestClient;
  companyId: string;
  customerId: string;
  userId: number;
}

async function setUp(context: TestApp, options: { gstRegistered?: boolean; basis?: string } = {}) {
  const { client, id } = await signedInUser(context);
  const company = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: {
        name: 'Harbour Electrical',
        abn: '51 824 753 556',
        gst_registered: options.gstRegistered ?? true,
        gst_registered_from: '2020-01-01',
        ...(options.basis ? { bas_accounting_basis: options.basis } : {}),
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const customer = await client.post('/api/v1/customers', {
    data: { type: 'customers', attributes: { name: 'Bondi Bakery', email: 'orders@bondi.test' } },
  });
  return {
    client,
    userId: id,
    companyId: company.json().data.id as string,
    customerId: customer.json().data.id as string,
  } satisfies Setup;
}

let numbers = 0;
/** An invoice of $1,100 including $100 GST (prices include GST; GST-free when not taxable), paid on `paid` when given. */
async function invoice(setup: Setup, invoiceDate: string, paid?: string, price = '1100.00', taxable = true) {
  numbers += 1;
  const created = await setup.client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: {
        name: `INV-${numbers}`,
        invoice_date: invoiceDate,
        due_date: invoiceDate,
        prices_include_gst: true,
        items: [{ name: 'Wiring', quantity: 1, price, taxable }],
      },
      relationships: {
        company: { data: { type: 'companies', id: setup.companyId } },
        customer: { data: { type: 'customers', id: setup.customerId } },
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  if (paid) {
    const marked = await setup.client.patch(`/api/v1/invoices/${id}`, {
      data: { type: 'invoices', attributes: { status: 1, paid_date: paid } },
    });
    expect(marked.statusCode, marked.body).toBe(200);
  }
  return id;
}

const period = async (setup: Setup, key: string) => {
  const response = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/${key}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
};

describeOnEachDatabase('the BAS', (use) => {
  it('sums a quarter on the cash basis from payments, and on accruals from issue dates', async () => {
    const cash = await setUp(use());
    await invoice(cash, '2026-08-10', '2026-08-20');
    await invoice(cash, '2026-09-25', '2026-10-02'); // issued in Q3, paid in Q4
    await invoice(cash, '2026-09-26'); // unpaid
    const q3 = await period(cash, '2026-Q3');
    expect(q3).toMatchObject({
      basis: 'cash',
      due_date: '2026-10-28',
      figures: { g1: '1100.00', gst_on_sales: '100.00', gst_on_purchases: '0.00', net: '100.00' },
      total: { net: '100.00' },
      lodged: false,
      adjustments: [],
    });
    expect((await period(cash, '2026-Q4')).figures.g1).toBe('1100.00');

    const switched = await cash.client.patch(`/api/v1/companies/${cash.companyId}`, {
      data: {
        type: 'companies',
        attributes: {
          name: 'Harbour Electrical',
          email: 'hi@harbour.test',
          bas_accounting_basis: 'accruals',
        },
      },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data.attributes.bas_accounting_basis).toBe('accruals');
    expect((await period(cash, '2026-Q3')).figures).toMatchObject({ g1: '3300.00', gst_on_sales: '300.00' });
  });

  it('lists a financial year of periods with their due dates, monthly too', async () => {
    const setup = await setUp(use());
    await invoice(setup, '2026-07-03', '2026-07-04');
    const year = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods?year=2026`);
    expect(year.statusCode, year.body).toBe(200);
    expect(
      year
        .json()
        .data.map((entry: { id: string; attributes: { due_date: string } }) => [
          entry.id,
          entry.attributes.due_date,
        ]),
    ).toEqual([
      ['2026-Q3', '2026-10-28'],
      ['2026-Q4', '2027-02-28'],
      ['2027-Q1', '2027-04-28'],
      ['2027-Q2', '2027-07-28'],
    ]);
    await setup.client.patch(`/api/v1/companies/${setup.companyId}`, {
      data: {
        type: 'companies',
        attributes: { name: 'Harbour Electrical', email: 'hi@harbour.test', bas_reporting_period: 'monthly' },
      },
    });
    const months = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods?year=2026`);
    expect(months.json().data).toHaveLength(12);
    expect(months.json().data[0].attributes).toMatchObject({ key: '2026-07', due_date: '2026-08-21' });
    expect(months.json().data[0].attributes.figures.g1).toBe('1100.00');
    expect(
      (await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3`)).statusCode,
    ).toBe(404);
  });

  it('opens the invoices behind G1, paged, on the business basis', async () => {
    const setup = await setUp(use());
    await invoice(setup, '2026-08-10', '2026-08-20');
    await invoice(setup, '2026-09-25', '2026-10-02');
    await invoice(setup, '2026-07-01', '2026-07-02', '50.00', false);
    const records = await setup.client.get(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/records?figure=g1&page[size]=1`,
    );
    expect(records.statusCode, records.body).toBe(200);
    expect(records.json().meta.page).toEqual({ total: 2, number: 1, size: 1 });
    expect(records.json().data[0].attributes).toMatchObject({
      kind: 'invoice',
      date: '2026-07-02',
      party: 'Bondi Bakery',
      amount: '50.00',
      gst: '0.00',
    });
    const gst = await setup.client.get(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/records?figure=1a`,
    );
    expect(gst.json().data.map((entry: { attributes: { date: string } }) => entry.attributes.date)).toEqual([
      '2026-08-20',
    ]);
    const purchases = await setup.client.get(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/records?figure=1b`,
    );
    expect(purchases.json().data).toEqual([]);
    const bad = await setup.client.get(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/records?figure=9z`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('locks a lodged period, asks to confirm an edit, and carries the change into the next open period', async () => {
    const setup = await setUp(use());
    const id = await invoice(setup, '2025-08-10', '2025-08-20');
    const lodged = await setup.client.post(
      `/api/v1/companies/${setup.companyId}/bas-periods/2025-Q3/lodgement`,
    );
    expect(lodged.statusCode, lodged.body).toBe(201);
    expect(lodged.json().data.attributes).toMatchObject({
      lodged: true,
      lodgement: { reported: { g1: '1100.00', net: '100.00' }, pending_adjustment: null },
    });
    const early = await setup.client.post(
      `/api/v1/companies/${setup.companyId}/bas-periods/2999-Q1/lodgement`,
    );
    expect(early.statusCode).toBe(422);
    expect(early.json().errors[0]).toMatchObject({ code: 'bas_period_not_ended' });
    expect(early.json().errors[0].detail).toContain('31/03/2999');
    const again = await setup.client.post(
      `/api/v1/companies/${setup.companyId}/bas-periods/2025-Q3/lodgement`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('bas_period_lodged');

    // Marking it unpaid changes a lodged quarter: refused until confirmed.
    const unpaid = { data: { type: 'invoices', attributes: { status: 0 } } };
    const refused = await setup.client.patch(`/api/v1/invoices/${id}`, unpaid, { 'accept-language': 'de' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'period_locked', meta: { period: '2025-Q3' } });
    // The message names the period as people do, in the request's language.
    expect(refused.json().errors[0].detail).toContain('BAS-Zeitraum Juli–Sept. 2025 datiert');
    expect(refused.json().errors[0].detail).toContain('eingereicht');
    expect((await period(setup, '2025-Q3')).figures.g1).toBe('1100.00');
    const deleted = await setup.client.delete(`/api/v1/invoices/${id}`);
    expect(deleted.statusCode).toBe(409);

    const confirmed = await setup.client.patch(`/api/v1/invoices/${id}?confirm=locked-period`, unpaid);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const q3 = await period(setup, '2025-Q3');
    expect(q3.total.g1).toBe('1100.00');
    expect(q3.lodgement).toMatchObject({
      pending_adjustment: { g1: '-1100.00', gst_on_sales: '-100.00', net: '-100.00' },
      adjusted_in: '2025-Q4',
    });
    await invoice(setup, '2025-10-05', '2025-10-06', '220.00');
    const q4 = await period(setup, '2025-Q4');
    expect(q4.figures).toMatchObject({ g1: '220.00', gst_on_sales: '20.00' });
    expect(q4.adjustments).toEqual([
      {
        period_key: '2025-Q3',
        g1: '-1100.00',
        gst_on_sales: '-100.00',
        gst_on_purchases: '0.00',
        net: '-100.00',
      },
    ]);
    expect(q4.total).toMatchObject({ g1: '-880.00', net: '-80.00' });
    // As the BAS takes it: no label below zero, the decreasing adjustments beyond 1A at 1B, the same net.
    expect(q4.labels).toEqual({ g1: '0.00', gst_on_sales: '0.00', gst_on_purchases: '80.00', net: '-80.00' });
    expect(q4.label_shifts).toEqual({ sales_to_purchases: '80.00', purchases_to_sales: '0.00' });

    // Lodging Q4 reports the adjustment: Q1 does not carry it again.
    const q4Lodged = await setup.client.post(
      `/api/v1/companies/${setup.companyId}/bas-periods/2025-Q4/lodgement`,
    );
    expect(q4Lodged.json().data.attributes.lodgement).toMatchObject({
      reported: { g1: '220.00' },
      adjustment: { g1: '-1100.00', net: '-100.00' },
    });
    expect((await period(setup, '2025-Q3')).lodgement.pending_adjustment).toBeNull();
    expect((await period(setup, '2026-Q1')).adjustments).toEqual([]);
    const csv = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/2025-Q4/csv`);
    expect(csv.body).toContain('G1,Adjustments of earlier periods,-1100.00\r\n');
    expect(csv.body).toContain(',Refund due,80.00\r\n');
    expect(csv.body).toContain(
      'G1,Total sales (including GST),0.00\r\n1A,GST on sales,0.00\r\n1B,GST on purchases,80.00\r\n',
    );
    expect(csv.body).not.toMatch(/^(G1|1A|1B),(Total sales|GST on)[^,]*,-/m);
  });

  it('never shows a label below zero: a quarter whose only activity is a note on an earlier invoice; lodged as summed, so nothing is carried', async () => {
    const setup = await setUp(use(), { basis: 'accruals' });
    const id = await invoice(setup, '2026-05-10');
    const issued = await setup.client.post(`/api/v1/invoices/${id}/adjustment-notes`, {
      data: {
        type: 'adjustmentNotes',
        attributes: { kind: 'reduce', amount: '220.00', reason: 'Discount', issued_on: '2026-08-05' },
      },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const q3 = await period(setup, '2026-Q3');
    // Summed: the note takes $220 and its $20 GST off August, so G1 and 1A come to less than zero.
    expect(q3.figures).toEqual({
      g1: '-220.00',
      gst_on_sales: '-20.00',
      gst_on_purchases: '0.00',
      net: '-20.00',
    });
    // Reported: G1 and 1A 0, the $20 at 1B (ATO QC 17537), a refund of $20 as before.
    expect(q3.labels).toEqual({ g1: '0.00', gst_on_sales: '0.00', gst_on_purchases: '20.00', net: '-20.00' });
    expect(q3.label_shifts).toEqual({ sales_to_purchases: '20.00', purchases_to_sales: '0.00' });
    const csv = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/csv`);
    expect(csv.body).toContain(
      'G1,Total sales (including GST),0.00\r\n1A,GST on sales,0.00\r\n1B,GST on purchases,20.00\r\n' +
        ',"Decreasing adjustments beyond GST on sales, reported at 1B",20.00\r\n,Refund due,20.00\r\n',
    );

    const pdf = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/pdf`);
    const text = pdfText((pdf as unknown as { rawPayload: Uint8Array }).rawPayload);
    expect(text).toMatch(/G1\s+Total sales \(including GST\)\s+\$0\.00/);
    expect(text).toMatch(/1A\s+GST on sales\s+\$0\.00/);
    expect(text).toMatch(/1B\s+GST on purchases\s+\$20\.00/);
    expect(text).toMatch(/Decreasing adjustments beyond GST on sales, reported at 1B\s+\$20\.00/);
    expect(text).not.toContain('-$');
    const lodged = await setup.client.post(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/lodgement`,
    );
    expect(lodged.statusCode, lodged.body).toBe(201);
    // The sums are recorded, so what it reported equals what it is: no correction to carry.
    expect(lodged.json().data.attributes).toMatchObject({
      lodgement: {
        reported: { g1: '-220.00', gst_on_sales: '-20.00', net: '-20.00' },
        pending_adjustment: null,
        adjusted_in: null,
      },
      labels: { g1: '0.00', gst_on_sales: '0.00', gst_on_purchases: '20.00', net: '-20.00' },
    });
    expect((await period(setup, '2026-Q4')).adjustments).toEqual([]);
  });

  it('shows an ended period not lodged as overdue after its due date, from the first month with figures', async () => {
    const setup = await setUp(use());
    await invoice(setup, '2026-05-10', '2026-05-10');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const overdue = async (year: number) => {
        const list = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods?year=${year}`);
        expect(list.statusCode, list.body).toBe(200);
        return list
          .json()
          .data.map((entry: { id: string; attributes: { overdue: boolean } }) => [
            entry.id,
            entry.attributes.overdue,
          ]);
      };
      // On 28 July 2026 the April–June quarter is due that day: not overdue yet; the next day it is.
      // The quarters before May 2026 had no figures: never overdue.
      vi.setSystemTime(new Date('2026-07-28T02:00:00+10:00'));
      expect(await overdue(2025)).toEqual([
        ['2025-Q3', false],
        ['2025-Q4', false],
        ['2026-Q1', false],
        ['2026-Q2', false],
      ]);
      // Sydney's 29 July starts at 14:00 UTC on the 28th: the app's day, not the server's.
      vi.setSystemTime(new Date('2026-07-28T14:30:00Z'));
      expect((await overdue(2025)).at(-1)).toEqual(['2026-Q2', true]);
      vi.setSystemTime(new Date('2026-11-26T02:00:00Z'));
      expect(await overdue(2026)).toEqual([
        ['2026-Q3', true],
        ['2026-Q4', false],
        ['2027-Q1', false],
        ['2027-Q2', false],
      ]);
      const lodged = await setup.client.post(
        `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q2/lodgement`,
      );
      expect(lodged.statusCode, lodged.body).toBe(201);
      expect(lodged.json().data.attributes).toMatchObject({ lodged: true, overdue: false });
      expect((await overdue(2025)).at(-1)).toEqual(['2026-Q2', false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts expenses in 1B (GST × business use) on each basis, opens them, and locks them once lodged', async () => {
    const setup = await setUp(use());
    const expense = (attributes: Record<string, unknown>) => ({
      data: {
        type: 'expenses',
        attributes: {
          expense_date: '2026-08-03',
          supplier_name: 'Bunnings Warehouse',
          category: 'tools-equipment',
          amount: '110.00',
          paid_date: '2026-08-03',
          ...attributes,
        },
        relationships: { company: { data: { type: 'companies', id: setup.companyId } } },
      },
    });
    const paid = await setup.client.post('/api/v1/expenses', expense({ business_use_percent: 50 }));
    expect(paid.statusCode, paid.body).toBe(201);
    const bill = await setup.client.post(
      '/api/v1/expenses',
      expense({
        expense_date: '2026-09-01',
        paid_date: '2026-10-04',
        amount: '220.00',
        supplier_name: 'Sparky Supplies',
      }),
    );
    expect(bill.statusCode, bill.body).toBe(201);
    const q3 = await period(setup, '2026-Q3');
    expect(q3.figures).toMatchObject({ gst_on_purchases: '5.00', net: '-5.00' });
    const records = await setup.client.get(
      `/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/records?figure=1b`,
    );
    expect(records.json().data.map((entry: { attributes: unknown }) => entry.attributes)).toEqual([
      {
        kind: 'expense',
        record_id: paid.json().data.id,
        date: '2026-08-03',
        reference: null,
        category: 'tools-equipment',
        party: 'Bunnings Warehouse',
        amount: '110.00',
        gst: '5.00',
      },
    ]);

    await setup.client.post(`/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/lodgement`);
    const id = paid.json().data.id;
    const edit = expense({ business_use_percent: 100 });
    const refused = await setup.client.patch(`/api/v1/expenses/${id}`, edit);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('period_locked');
    expect((await setup.client.delete(`/api/v1/expenses/${id}`)).statusCode).toBe(409);
    const confirmed = await setup.client.patch(`/api/v1/expenses/${id}?confirm=locked-period`, edit);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const q4 = await period(setup, '2026-Q4');
    expect(q4.figures.gst_on_purchases).toBe('20.00');
    expect(q4.adjustments).toEqual([
      { period_key: '2026-Q3', g1: '0.00', gst_on_sales: '0.00', gst_on_purchases: '5.00', net: '-5.00' },
    ]);
    expect(q4.total).toMatchObject({ gst_on_purchases: '25.00', net: '-25.00' });
  });

  it('prints the worksheet to PDF and exports it as CSV safe for spreadsheets', async () => {
    const setup = await setUp(use());
    await invoice(setup, '2026-08-10', '2026-08-20');
    await setup.client.patch(`/api/v1/companies/${setup.companyId}`, {
      data: { type: 'companies', attributes: { name: '=cmd|calc', email: 'hi@harbour.test' } },
    });
    const pdf = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText((pdf as unknown as { rawPayload: Uint8Array }).rawPayload);
    expect(text).toContain('BAS worksheet');
    expect(text).toMatch(/G1\s+Total sales \(including GST\)\s+\$1,100\.00/);
    expect(text).toMatch(/Amount to pay\s+\$100\.00/);
    expect(text).toContain('28/10/2026');

    const csv = await setup.client.get(`/api/v1/companies/${setup.companyId}/bas-periods/2026-Q3/csv`, {
      'accept-language': 'fr',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    // Named by the ATO's quarter of the financial year: July–September 2026 is 2026-27's first.
    expect(csv.headers['content-disposition']).toContain('BAS-2026-27-Q1.csv');
    expect(csv.body).toContain("Entreprise,'=cmd|calc\r\n");
    expect(csv.body).toContain('G1,Ventes totales (GST comprise),1100.00\r\n');
    expect(csv.body).toContain('1A,GST sur les ventes,100.00\r\n');
  });

  it('says how many of the business’s bank lines dated within each period are not reconciled yet', async () => {
    // The books' lines (Jan–Mar 2026: 4, Apr–Jun: 6) and two on the edges of the quarters.
    const transactions = [
      ...RECONCILE_TRANSACTIONS.slice(0, 4),
      ['2026-03-31', 212, 'Credit Interest'] as const,
      ...RECONCILE_TRANSACTIONS.slice(4),
      ['2026-07-01', -1000, 'Account Fee'] as const,
    ];
    const books = await bankBooks(use(), transactions);
    const counts = async (companyId: string, year: number) => {
      const response = await books.client.get(`/api/v1/companies/${companyId}/bas-periods?year=${year}`);
      expect(response.statusCode, response.body).toBe(200);
      return Object.fromEntries(
        response
          .json()
          .data.map((period: { id: string; attributes: { unreconciled_bank_lines: number } }) => [
            period.id,
            period.attributes.unreconciled_bank_lines,
          ]),
      );
    };
    expect(await counts(books.companyId, 2025)).toEqual({
      '2025-Q3': 0,
      '2025-Q4': 0,
      '2026-Q1': 5,
      '2026-Q2': 6,
    });

    const done = await reconcile(books, books.line('BPAY ATO 551234567890 BAS Q3'), { kind: 'ato-payment' });
    expect(done.statusCode, done.body).toBe(201);
    // Another business of the owner's, lines still being imported, another user's: none of them count.
    const gardening = await otherBusinessWithLines(books, [
      ['2026-03-04', 5000, 'Direct Credit GARDEN CLIENT'],
    ]);
    await linesBeingImported(use(), books, [['2026-03-25', 7000, 'Direct Credit LATE CLIENT']]);
    await bankBooks(use(), transactions);
    expect(await counts(books.companyId, 2025)).toMatchObject({ '2026-Q1': 4, '2026-Q2': 6 });
    expect(await counts(books.companyId, 2026)).toMatchObject({ '2026-Q3': 1, '2026-Q4': 0 });
    expect(await counts(gardening, 2025)).toMatchObject({ '2026-Q1': 1, '2026-Q2': 0 });

    const period = await books.client.get(`/api/v1/companies/${books.companyId}/bas-periods/2026-Q1`);
    expect(period.json().data.attributes.unreconciled_bank_lines).toBe(4);
    const lodged = await books.client.post(
      `/api/v1/companies/${books.companyId}/bas-periods/2026-Q1/lodgement`,
    );
    expect(lodged.statusCode, lodged.body).toBe(201);
    expect(lodged.json().data.attributes.unreconciled_bank_lines).toBe(4);
  });

  it('has no BAS for a business not registered for GST, nor for another user', async () => {
    const plain = await setUp(use(), { gstRegistered: false });
    const answer = await plain.client.get(`/api/v1/companies/${plain.companyId}/bas-periods`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().errors[0].code).toBe('bas_not_registered');
    const owner = await setUp(use());
    const stranger = await setUp(use());
    const theirs = await stranger.client.get(`/api/v1/companies/${owner.companyId}/bas-periods/2026-Q3`);
    expect(theirs.statusCode).toBe(404);
    const lodge = await stranger.client.post(
      `/api/v1/companies/${owner.companyId}/bas-periods/2026-Q3/lodgement`,
    );
    expect(lodge.statusCode).toBe(404);
  });

  it('refuses a reporting period or basis it does not know, naming the field', async () => {
    const setup = await setUp(use());
    const answer = await setup.client.patch(`/api/v1/companies/${setup.companyId}`, {
      data: {
        type: 'companies',
        attributes: { name: 'Harbour', email: 'hi@harbour.test', bas_reporting_period: 'weekly' },
      },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[0]).toMatchObject({
      code: 'bas_reporting_period_invalid',
      source: { pointer: '/data/attributes/bas_reporting_period' },
    });
  });
});
