import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildLedgerTotals } from '../../books/ledger-totals.repository.ts';
import { bankBooks, RECONCILE_TRANSACTIONS, reconcile } from '../../test/bank-books.ts';
import { linesBeingImported, otherBusinessWithLines } from '../../test/bank-figures.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// Profit and loss, set-aside and the CSV exports for a hand-built year, every figure worked out by hand
// in the comments. "Today" is 20 November 2026 in Sydney (fake Date): 2026-27, day 143 of 365, the
// October–December quarter open.

interface Account {
  client: TestClient;
  id: number;
  companyId: string;
  customerId: string;
}

const TODAY = '2026-11-20T02:00:00Z';

async function account(context: TestApp, gstRegistered: boolean): Promise<Account> {
  const { client, id } = await signedInUser(context);
  const company = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: {
        name: 'Harbour Electrical',
        abn: '51 824 753 556',
        gst_registered: gstRegistered,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const customer = await client.post('/api/v1/customers', {
    data: {
      type: 'customers',
      attributes: { name: '=HYPERLINK("http://evil.test")', abn: '51 824 753 556' },
    },
  });
  expect(customer.statusCode, customer.body).toBe(201);
  return { client, id, companyId: company.json().data.id, customerId: customer.json().data.id };
}

let sequence = 0;

/** An invoice of one taxable item (prices without GST), paid on `paidDate` when given. */
async function invoice(owner: Account, date: string, price: string, paidDate?: string): Promise<void> {
  sequence += 1;
  const response = await owner.client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: {
        name: `INV-${String(sequence).padStart(4, '0')}`,
        invoice_date: date,
        due_date: date,
        items: [{ name: 'Labour', quantity: 1, price }],
      },
      relationships: {
        company: { data: { type: 'companies', id: owner.companyId } },
        customer: { data: { type: 'customers', id: owner.customerId } },
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  if (!paidDate) return;
  const id = response.json().data.id;
  const paid = await owner.client.patch(`/api/v1/invoices/${id}`, {
    data: { type: 'invoices', id, attributes: { status: 1, paid_date: paidDate } },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** Expenses written straight to the table (the expenses API is another feature), then the totals rebuilt. */
async function expenses(context: TestApp, owner: Account, rows: Array<Record<string, unknown>>) {
  for (const row of rows) {
    await context.db.kysely
      .insertInto('expenses')
      .values({
        user_id: owner.id,
        company_id: Number(owner.companyId),
        supplier_abn: null,
        description: null,
        due_date: null,
        paid_date: null,
        business_use_percent: 100,
        ...row,
      } as never)
      .execute();
  }
  await rebuildLedgerTotals(context.db.kysely, owner.id);
}

async function setBasis(context: TestApp, owner: Account, basis: 'cash' | 'accruals') {
  await context.db.kysely
    .updateTable('companies')
    .set({ bas_accounting_basis: basis })
    .where('id', '=', Number(owner.companyId))
    .execute();
}

async function read(owner: Account, path: string) {
  const response = await owner.client.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
}

const month = (attributes: { months: Array<{ month: string }> }, key: string) =>
  attributes.months.find((row) => row.month === key);

describeOnEachDatabase('profit and loss, set-aside and exports', (use) => {
  let owner: Account;
  let stranger: Account;

  beforeAll(async () => {
    sequence = 0;
    owner = await account(use(), true);
    stranger = await account(use(), false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TODAY));
    try {
      // Totals with 10% GST: $44,000, $22,000 (unpaid), $11,000 and, issued last year, $3,300.
      await invoice(owner, '2026-08-03', '40000.00', '2026-08-10');
      await invoice(owner, '2026-10-05', '20000.00');
      await invoice(owner, '2026-11-02', '10000.00', '2026-11-05');
      await invoice(owner, '2026-06-20', '3000.00', '2026-07-02');
      await expenses(use(), owner, [
        // Deductible $4,000, GST credit $400; paid when incurred.
        {
          expense_date: '2026-08-15',
          supplier_name: '@Tools Direct',
          category: 'tools-equipment',
          amount_cents: 440_000,
          gst_cents: 40_000,
          paid_date: '2026-08-15',
        },
        // Half for the business: deductible $50, credit $5; incurred in October, paid in November.
        {
          expense_date: '2026-10-20',
          supplier_name: 'Telstra',
          supplier_abn: '33051775556',
          description: 'Mobile, "half" business',
          category: 'phone-internet',
          amount_cents: 11_000,
          gst_cents: 1_000,
          business_use_percent: 50,
          paid_date: '2026-11-01',
        },
        // A bill not paid yet: deductible $1,000, credit $100, on accruals only.
        {
          expense_date: '2026-11-10',
          supplier_name: 'Harbour Leasing',
          category: 'rent',
          amount_cents: 110_000,
          gst_cents: 10_000,
          due_date: '2026-12-10',
        },
      ]);
      // The stranger's figures must never show in the owner's.
      await invoice(stranger, '2026-08-01', '99999.00', '2026-08-01');
    } finally {
      vi.useRealTimers();
    }
  });

  afterEach(() => {
    vi.useRealTimers();
    return setBasis(use(), owner, 'cash');
  });

  const onToday = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TODAY));
  };

  it('cash basis: income when paid, expenses when paid', async () => {
    onToday();
    const pnl = await read(owner, '/api/v1/profit-and-loss');
    expect(pnl.financial_year).toEqual({
      start: 2026,
      label: '2026-27',
      first_day: '2026-07-01',
      last_day: '2027-06-30',
    });
    // Income: July $3,000 (last year's invoice paid on 2 July), August $40,000, November $10,000.
    // Expenses: August $4,000, November $50 (the bill is unpaid).
    expect(pnl.totals).toEqual({ income: '53000.00', expenses: '4050.00', profit: '48950.00' });
    expect(month(pnl, '2026-07')).toEqual({
      month: '2026-07',
      income: '3000.00',
      expenses: '0.00',
      profit: '3000.00',
    });
    expect(month(pnl, '2026-08')).toEqual({
      month: '2026-08',
      income: '40000.00',
      expenses: '4000.00',
      profit: '36000.00',
    });
    expect(month(pnl, '2026-10')).toEqual({
      month: '2026-10',
      income: '0.00',
      expenses: '0.00',
      profit: '0.00',
    });
    expect(pnl.months).toHaveLength(12);
    expect(pnl.categories).toEqual([
      { category: 'tools-equipment', count: 1, amount: '4000.00' },
      { category: 'phone-internet', count: 1, amount: '50.00' },
    ]);
    expect(pnl.businesses).toEqual([
      {
        id: owner.companyId,
        name: 'Harbour Electrical',
        accounting_basis: 'cash',
        gst_registered: true,
        income: '53000.00',
        expenses: '4050.00',
        profit: '48950.00',
      },
    ]);
  });

  it('accruals basis: income when issued, expenses when incurred', async () => {
    onToday();
    await setBasis(use(), owner, 'accruals');
    const pnl = await read(owner, `/api/v1/profit-and-loss?year=2026&business=${owner.companyId}`);
    // Income: August $40,000, October $20,000, November $10,000 (June's invoice is last year's).
    // Expenses: $4,000 + $50 in October + $1,000 rent.
    expect(pnl.business_id).toBe(owner.companyId);
    expect(pnl.totals).toEqual({ income: '70000.00', expenses: '5050.00', profit: '64950.00' });
    expect(month(pnl, '2026-10')).toEqual({
      month: '2026-10',
      income: '20000.00',
      expenses: '50.00',
      profit: '19950.00',
    });
    expect(pnl.categories.map((row: { category: string }) => row.category)).toEqual([
      'tools-equipment',
      'rent',
      'phone-internet',
    ]);
    // Last year, on accruals: the June invoice.
    const last = await read(owner, '/api/v1/profit-and-loss?year=2025');
    expect(last.totals).toEqual({ income: '3000.00', expenses: '0.00', profit: '3000.00' });
  });

  it('sets aside a sole trader’s tax on the profit so far, the year projected, and the GST of every quarter not lodged', async () => {
    onToday();
    const aside = await read(owner, '/api/v1/set-aside');
    expect(aside.today).toBe('2026-11-20');
    expect(aside.rates_year).toBe('2026-27');
    expect([aside.days_elapsed, aside.days_in_year]).toEqual([143, 365]);
    expect(aside.profit_so_far).toBe('48950.00');
    // $48,950 × 365 ÷ 143 = $124,942.307… → $124,942.31.
    expect(aside.profit_projected).toBe('124942.31');
    // 2026-27: 15% of $26,800 = $4,020, plus 30% of $3,950 = $1,185: $5,205; less the low income tax
    // offset $325 − 1.5% of $3,950 = $265.75: $4,939.25. Medicare levy 2%: $979.
    expect(aside.individual.so_far).toEqual({
      profit: '48950.00',
      income_tax: '4939.25',
      medicare_levy: '979.00',
      total: '5918.25',
    });
    // Cash: the first payment is July's, so the quarters count from July–September. That one ended
    // and was not marked lodged (due 28 October: overdue): 1A $300 (July) + $4,000 (August), 1B $400
    // (the tools): $3,900. The open quarter (October–December): 1A $1,000 (November's payment), 1B $5
    // (the phone): $995. (Before issue 26 only the open quarter counted: $995.)
    expect(aside.gst).toEqual([
      {
        id: owner.companyId,
        name: 'Harbour Electrical',
        accounting_basis: 'cash',
        period: { key: '2026-Q4', start: '2026-10-01', end: '2026-12-31', due: '2027-02-28' },
        counted_from: '2026-07',
        periods: [
          {
            key: '2026-Q3',
            start: '2026-07-01',
            end: '2026-09-30',
            due: '2026-10-28',
            current: false,
            overdue: true,
            gst_on_sales: '4300.00',
            gst_on_purchases: '400.00',
            net: '3900.00',
            owed: '3900.00',
          },
          {
            key: '2026-Q4',
            start: '2026-10-01',
            end: '2026-12-31',
            due: '2027-02-28',
            current: true,
            overdue: false,
            gst_on_sales: '1000.00',
            gst_on_purchases: '5.00',
            net: '995.00',
            owed: '995.00',
          },
        ],
        gst_on_sales: '5300.00',
        gst_on_purchases: '405.00',
        owed: '4895.00',
      },
    ]);
    expect(aside.gst_owed).toBe('4895.00');
    expect(aside.tax_so_far).toBe('5918.25');
    expect(aside.total).toBe('10813.25');
    expect(aside.companies).toEqual([]);
  });

  it('on accruals, each quarter’s GST counts what was issued and incurred, from the first invoice’s', async () => {
    onToday();
    await setBasis(use(), owner, 'accruals');
    const aside = await read(owner, '/api/v1/set-aside');
    // Issued in June: April–June counts ($300, overdue since 28 July); July–September: 1A $4,000,
    // 1B $400; October–December: 1A October $2,000 + November $1,000, 1B $5 + $100.
    expect(aside.gst[0]).toMatchObject({ counted_from: '2026-06', owed: '6795.00' });
    expect(
      aside.gst[0].periods.map((entry: Record<string, unknown>) => [
        entry.key,
        entry.overdue,
        entry.gst_on_sales,
        entry.gst_on_purchases,
        entry.owed,
      ]),
    ).toEqual([
      ['2026-Q2', true, '300.00', '0.00', '300.00'],
      ['2026-Q3', true, '4000.00', '400.00', '3600.00'],
      ['2026-Q4', false, '3000.00', '105.00', '2895.00'],
    ]);
  });

  it('counts quarters from the previous financial year at the earliest; lodging one takes it out and it is no longer overdue', async () => {
    onToday();
    const other = await account(use(), true);
    // Paid in May 2025, before 2025-26: the quarters count from July 2025. Paid in February 2026: $50 GST.
    await invoice(other, '2025-05-10', '1000.00', '2025-05-10');
    await invoice(other, '2026-02-10', '500.00', '2026-02-10');
    const owed = async () => {
      const aside = await read(other, '/api/v1/set-aside');
      expect(aside.gst).toHaveLength(1);
      return aside.gst[0];
    };
    const before = await owed();
    expect(before.counted_from).toBe('2025-07');
    expect(
      before.periods.map((entry: { key: string; overdue: boolean }) => [entry.key, entry.overdue]),
    ).toEqual([
      ['2025-Q3', true],
      ['2025-Q4', true],
      ['2026-Q1', true],
      ['2026-Q2', true],
      ['2026-Q3', true],
      ['2026-Q4', false],
    ]);
    expect(before.owed).toBe('50.00');
    const basPeriod = async (key: string) =>
      (await read(other, `/api/v1/companies/${other.companyId}/bas-periods/${key}`)) as { overdue: boolean };
    // The BAS screen says the same of each period.
    expect((await basPeriod('2026-Q1')).overdue).toBe(true);
    expect((await basPeriod('2025-Q2')).overdue).toBe(false);

    const lodged = await other.client.post(
      `/api/v1/companies/${other.companyId}/bas-periods/2026-Q1/lodgement`,
    );
    expect(lodged.statusCode, lodged.body).toBe(201);
    expect(lodged.json().data.attributes.overdue).toBe(false);
    const after = await owed();
    expect(after.periods.map((entry: { key: string }) => entry.key)).toEqual([
      '2025-Q3',
      '2025-Q4',
      '2026-Q2',
      '2026-Q3',
      '2026-Q4',
    ]);
    expect(after.owed).toBe('0.00');
    expect((await read(other, '/api/v1/set-aside')).gst_owed).toBe('0.00');

    // An invoice of $300 + $30 GST paid in the lodged quarter, confirmed: the change is carried into the
    // next quarter not lodged (April–June), as its BAS shows, and is owed there.
    const created = await other.client.post('/api/v1/invoices?confirm=locked-period', {
      data: {
        type: 'invoices',
        attributes: {
          name: 'INV-LATE',
          invoice_date: '2026-03-02',
          due_date: '2026-03-02',
          items: [{ name: 'Labour', quantity: 1, price: '300.00' }],
        },
        relationships: {
          company: { data: { type: 'companies', id: other.companyId } },
          customer: { data: { type: 'customers', id: other.customerId } },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const paid = await other.client.patch(`/api/v1/invoices/${id}?confirm=locked-period`, {
      data: { type: 'invoices', id, attributes: { status: 1, paid_date: '2026-03-02' } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const carried = (await owed()).periods.find((entry: { key: string }) => entry.key === '2026-Q2');
    expect(carried).toMatchObject({ gst_on_sales: '30.00', net: '30.00', owed: '30.00', overdue: true });
    const q2 = (await read(other, `/api/v1/companies/${other.companyId}/bas-periods/2026-Q2`)) as {
      adjustments: { period_key: string }[];
      total: { net: string };
    };
    expect(q2.adjustments.map((line) => line.period_key)).toEqual(['2026-Q1']);
    expect(q2.total.net).toBe(carried.net);
    expect((await read(other, '/api/v1/set-aside')).gst_owed).toBe('30.00');
  });

  it('a partner is taxed on their share, a company at 25% or 30%', async () => {
    onToday();
    const patch = (business: Record<string, unknown>) =>
      owner.client.patch('/api/v1/tax-profile', {
        data: { type: 'taxProfiles', attributes: { businesses: [{ id: owner.companyId, ...business }] } },
      });
    try {
      expect((await patch({ business_type: 'partnership', partnership_share_percent: 50 })).statusCode).toBe(
        200,
      );
      let aside = await read(owner, '/api/v1/set-aside');
      // Half of $48,950 = $24,475: 15% of $6,275 = $941.25, less the $700 offset: $241.25; under the
      // Medicare levy's low-income threshold ($27,222): no levy.
      expect(aside.individual.so_far).toEqual({
        profit: '24475.00',
        income_tax: '241.25',
        medicare_levy: '0.00',
        total: '241.25',
      });

      expect((await patch({ business_type: 'company', company_tax_rate: 'base' })).statusCode).toBe(200);
      aside = await read(owner, '/api/v1/set-aside');
      expect(aside.individual).toBeNull();
      expect(aside.companies).toEqual([
        {
          id: owner.companyId,
          name: 'Harbour Electrical',
          company_tax_rate: 'base',
          so_far: { profit: '48950.00', income_tax: '12237.50', medicare_levy: '0.00', total: '12237.50' },
          // 25% of $124,942.31 = $31,235.5775 → $31,235.58.
          projected: {
            profit: '124942.31',
            income_tax: '31235.58',
            medicare_levy: '0.00',
            total: '31235.58',
          },
        },
      ]);
      // $12,237.50 and the GST owed, $4,895.
      expect(aside.total).toBe('17132.50');

      expect((await patch({ business_type: 'company', company_tax_rate: 'full' })).statusCode).toBe(200);
      aside = await read(owner, '/api/v1/set-aside');
      expect(aside.companies[0].so_far.total).toBe('14685.00');
    } finally {
      await patch({ business_type: 'sole-trader' });
    }
  });

  it('a foreign resident pays no Medicare levy and has no tax-free threshold', async () => {
    onToday();
    const change = (attributes: Record<string, unknown>) =>
      owner.client.patch('/api/v1/tax-profile', { data: { type: 'taxProfiles', attributes } });
    try {
      const response = await change({ residency: 'foreign', medicare_levy: false });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes).toMatchObject({ residency: 'foreign', medicare_levy: false });
      const aside = await read(owner, '/api/v1/set-aside');
      // 30% of $48,950.
      expect(aside.individual.so_far).toEqual({
        profit: '48950.00',
        income_tax: '14685.00',
        medicare_levy: '0.00',
        total: '14685.00',
      });
    } finally {
      await change({ residency: 'resident', medicare_levy: true });
    }
  });

  it('keeps each user to their own figures, and another user’s business is not found', async () => {
    onToday();
    const theirs = await read(stranger, '/api/v1/profit-and-loss');
    expect(theirs.totals.income).toBe('99999.00');
    expect(theirs.businesses).toHaveLength(1);
    expect(
      (await stranger.client.get(`/api/v1/profit-and-loss?business=${owner.companyId}`)).statusCode,
    ).toBe(404);
    expect((await stranger.client.get('/api/v1/profit-and-loss?business=abc')).statusCode).toBe(404);
    expect((await stranger.client.get('/api/v1/profit-and-loss?year=twenty')).statusCode).toBe(400);
    const patch = await stranger.client.patch('/api/v1/tax-profile', {
      data: {
        type: 'taxProfiles',
        attributes: { residency: 'foreign', businesses: [{ id: owner.companyId, business_type: 'company' }] },
      },
    });
    expect(patch.statusCode).toBe(404);
    // All or nothing: the residency named with it was not saved either.
    expect((await read(stranger, '/api/v1/tax-profile')).residency).toBe('resident');
    // A user not GST-registered owes no GST and has no open BAS period.
    const aside = await read(stranger, '/api/v1/set-aside');
    expect(aside.gst).toEqual([]);
    expect(aside.gst_owed).toBe('0.00');
  });

  it('says how many bank lines dated within the year are not reconciled yet, of one business or of them all', async () => {
    const books = await bankBooks(use(), [...RECONCILE_TRANSACTIONS, ['2026-07-01', -1000, 'Account Fee']]);
    const count = async (query: string) => {
      const response = await books.client.get(`/api/v1/profit-and-loss?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.attributes.unreconciled_bank_lines;
    };
    expect(await count('year=2025')).toBe(RECONCILE_TRANSACTIONS.length);

    const done = await reconcile(books, books.line('Transfer to xx1234 NetBank Savings'), {
      kind: 'transfer',
    });
    expect(done.statusCode, done.body).toBe(201);
    const gardening = await otherBusinessWithLines(books, [
      ['2026-03-04', 5000, 'Direct Credit GARDEN CLIENT'],
      ['2026-07-10', -2000, 'Hardware store'],
    ]);
    // Neither lines still being imported nor another user's count.
    await linesBeingImported(use(), books, [['2026-05-11', 7000, 'Direct Credit LATE CLIENT']]);
    await bankBooks(use());
    expect({
      all: await count('year=2025'),
      books: await count(`year=2025&business=${books.companyId}`),
      gardening: await count(`year=2025&business=${gardening}`),
      nextYear: await count('year=2026'),
      nextYearBooks: await count(`year=2026&business=${books.companyId}`),
      earlier: await count('year=2024'),
    }).toEqual({
      all: RECONCILE_TRANSACTIONS.length - 1 + 1,
      books: RECONCILE_TRANSACTIONS.length - 1,
      gardening: 1,
      nextYear: 2,
      nextYearBooks: 1,
      earlier: 0,
    });
  });

  it('refuses a bad tax profile with 422 and pointers, in the user’s language', async () => {
    const response = await owner.client.patch(
      '/api/v1/tax-profile',
      {
        data: {
          type: 'taxProfiles',
          attributes: {
            residency: 'martian',
            businesses: [{ id: owner.companyId, business_type: 'partnership', partnership_share_percent: 0 }],
          },
        },
      },
      { 'accept-language': 'de' },
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Array<{
      source: { pointer: string };
      code: string;
      detail: string;
    }>;
    expect(errors.map((error) => [error.source.pointer, error.code])).toEqual([
      ['/data/attributes/residency', 'residency_invalid'],
      ['/data/attributes/businesses.0.partnership_share_percent', 'partnership_share_invalid'],
    ]);
    expect(errors[1]?.detail).toBe('Ihr Anteil muss eine ganze Zahl von 1 bis 100 sein.');
  });

  describe('CSV exports', () => {
    it('lists the period’s invoices in an accountant’s columns, formulas defused', async () => {
      const unpaid = (await owner.client.get('/api/v1/invoices?page[size]=100')).json().data as Array<{
        id: string;
        attributes: { name: string };
      }>;
      const second = unpaid.find((invoice) => invoice.attributes.name === 'INV-0002');
      const payment = await owner.client.post(`/api/v1/invoices/${second?.id}/payments`, {
        data: {
          type: 'invoicePayments',
          attributes: { paid_on: '2026-10-20', amount: '5000.00', method: 'bank-transfer' },
        },
      });
      expect(payment.statusCode, payment.body).toBe(201);
      const response = await owner.client.get('/api/v1/exports/invoices.csv?from=2026-07-01&to=2026-10-31');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="invoices-2026-07-01-to-2026-10-31.csv"',
      );
      expect(response.body.split('\r\n')).toEqual([
        '\uFEFFInvoice number,Invoice date,Due date,Client,Client ABN,Business,Subtotal excl. GST,GST,Total,Adjusted,Amount paid,Balance due,Status,Paid date',
        `INV-0001,2026-08-03,2026-08-03,"'=HYPERLINK(""http://evil.test"")",51 824 753 556,Harbour Electrical,40000.00,4000.00,44000.00,0.00,44000.00,0.00,Paid,2026-08-10`,
        `INV-0002,2026-10-05,2026-10-05,"'=HYPERLINK(""http://evil.test"")",51 824 753 556,Harbour Electrical,20000.00,2000.00,22000.00,0.00,5000.00,17000.00,Partly paid,`,
        '',
      ]);
    });

    it('lists the period’s expenses with their GST credit and deductible part', async () => {
      const response = await owner.client.get('/api/v1/exports/expenses.csv?from=2026-08-01&to=2026-11-30');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body.split('\r\n')).toEqual([
        '\uFEFFDate,Business,Supplier,Supplier ABN,Description,Category,Amount incl. GST,GST,Business use %,GST credit,Deductible,Paid date,Due date',
        "2026-08-15,Harbour Electrical,'@Tools Direct,,,Tools and equipment,4400.00,400.00,100,400.00,4000.00,2026-08-15,",
        '2026-10-20,Harbour Electrical,Telstra,33 051 775 556,"Mobile, ""half"" business",Phone and internet,110.00,10.00,50,5.00,50.00,2026-11-01,',
        '2026-11-10,Harbour Electrical,Harbour Leasing,,,Rent,1100.00,100.00,100,100.00,1000.00,,2026-12-10',
        '',
      ]);
    });

    it('shows nobody else’s records, and refuses a bad period with 422', async () => {
      const theirs = await stranger.client.get('/api/v1/exports/expenses.csv?from=2026-01-01&to=2026-12-31');
      expect(theirs.body.split('\r\n')).toHaveLength(2);
      const bad = await owner.client.get('/api/v1/exports/invoices.csv?from=2026-12-01&to=2026-11-01');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0]).toMatchObject({
        code: 'export_period_invalid',
        source: { pointer: '/data/attributes/to' },
      });
      const missing = await owner.client.get('/api/v1/exports/expenses.csv');
      expect(missing.statusCode).toBe(422);
      expect(
        missing.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer),
      ).toEqual(['/data/attributes/from', '/data/attributes/to']);
    });
  });

  it('counts an expense written through the expenses API at once, without GST for a business not registered', async () => {
    const third = await account(use(), false);
    const created = await third.client.post('/api/v1/expenses', {
      data: {
        type: 'expenses',
        attributes: {
          expense_date: '2026-09-14',
          supplier_name: 'Bunnings',
          category: 'materials-stock',
          amount: '220.00',
          business_use_percent: 50,
          paid_date: '2026-09-14',
        },
        relationships: { company: { data: { type: 'companies', id: third.companyId } } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const pnl = await read(third, '/api/v1/profit-and-loss?year=2026');
    // Half of $220 (no GST in it): $110.
    expect(pnl.totals).toEqual({ income: '0.00', expenses: '110.00', profit: '-110.00' });
    expect(pnl.categories).toEqual([{ category: 'materials-stock', count: 1, amount: '110.00' }]);
    const csv = await third.client.get('/api/v1/exports/expenses.csv?from=2026-09-01&to=2026-09-30');
    expect(csv.body.split('\r\n')[1]).toBe(
      '2026-09-14,Harbour Electrical,Bunnings,,,Materials and stock,220.00,0.00,50,0.00,110.00,2026-09-14,',
    );
  });
});
