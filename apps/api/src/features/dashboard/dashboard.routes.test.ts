import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { bankBooks, RECONCILE_TRANSACTIONS, reconcile, undoReconcile } from '../../test/bank-books.ts';
import { linesBeingImported, otherBusinessWithLines } from '../../test/bank-figures.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// Every figure of the dashboard for a hand-built set of invoices, the answers written out. "Now" is
// moved with a fake clock (Date only); Sydney is UTC+10 in winter (AEST) and UTC+11 in summer (AEDT).

interface Account {
  client: TestClient;
  companyId: string;
  customers: Record<string, string>;
}

async function account(context: TestApp, customerNames: string[]): Promise<Account> {
  const { client } = await signedInUser(context);
  const company = await client.post('/api/v1/companies', {
    data: { type: 'companies', attributes: { name: 'Sorted Plumbing', abn: '51 824 753 556' } },
  });
  expect(company.statusCode, company.body).toBe(201);
  const customers: Record<string, string> = {};
  for (const name of customerNames) {
    const customer = await client.post('/api/v1/customers', {
      data: { type: 'customers', attributes: { name } },
    });
    expect(customer.statusCode, customer.body).toBe(201);
    customers[name] = customer.json().data.id;
  }
  return { client, companyId: company.json().data.id, customers };
}

let sequence = 0;

/** An unpaid invoice of one item (no GST: the business is not registered), answering its id. */
async function invoice(
  account: Account,
  customer: string,
  invoiceDate: string,
  dueDate: string,
  price: string,
): Promise<string> {
  sequence += 1;
  const response = await account.client.post('/api/v1/invoices', {
    data: {
      type: 'invoices',
      attributes: {
        name: `INV-${String(sequence).padStart(4, '0')}`,
        invoice_date: invoiceDate,
        due_date: dueDate,
        items: [{ name: 'Labour', quantity: 1, price }],
      },
      relationships: {
        company: { data: { type: 'companies', id: account.companyId } },
        customer: { data: { type: 'customers', id: account.customers[customer] } },
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function setStatus(account: Account, id: string, status: number, paidDate?: string) {
  const response = await account.client.patch(`/api/v1/invoices/${id}`, {
    data: { type: 'invoices', id, attributes: { status, ...(paidDate ? { paid_date: paidDate } : {}) } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes as { paid_date: string | null };
}

async function summary(account: Pick<Account, 'client'>, period = 'monthly') {
  const response = await account.client.get(`/api/v1/dashboard/summary?period=${period}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
}

const at = (instant: string) => vi.setSystemTime(new Date(instant));

describeOnEachDatabase('dashboard summary', (use) => {
  let main: Account;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Signed in at the real time; the fake clock only ever goes back from there (sessions stay live).
    main = await account(use(), ['Bondi Bakery', 'Coogee Cafe', 'Manly Meats']);
    const other = await account(use(), ['Bondi Bakery']);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      ids.a1 = await invoice(main, 'Bondi Bakery', '2026-06-10', '2026-06-24', '1000.00');
      ids.a2 = await invoice(main, 'Bondi Bakery', '2026-06-20', '2026-07-04', '500.00');
      ids.a3 = await invoice(main, 'Coogee Cafe', '2025-12-15', '2026-01-14', '300.00');
      ids.a4 = await invoice(main, 'Coogee Cafe', '2025-12-20', '2026-01-19', '200.00');
      ids.a5 = await invoice(main, 'Coogee Cafe', '2026-06-01', '2026-06-30', '250.00');
      ids.a6 = await invoice(main, 'Bondi Bakery', '2026-06-25', '2026-07-01', '150.00');
      ids.a7 = await invoice(main, 'Manly Meats', '2026-07-01', '2026-07-31', '80.00');
      ids.a8 = await invoice(main, 'Manly Meats', '2026-03-01', '2026-03-15', '400.00');
      ids.a9 = await invoice(main, 'Manly Meats', '2024-05-01', '2024-05-15', '50.00');
      // Paid on the last day of a month, of a quarter, of a financial year, of a calendar year, and on
      // the first day after each.
      await setStatus(main, ids.a1, 1, '2026-06-30');
      await setStatus(main, ids.a2, 1, '2026-07-01');
      await setStatus(main, ids.a3, 1, '2025-12-31');
      await setStatus(main, ids.a4, 1, '2026-01-01');
      await setStatus(main, ids.a9, 1, '2024-05-20');
      // Another user's invoices, paid and unpaid, in the same months.
      const big = await invoice(other, 'Bondi Bakery', '2026-06-01', '2026-06-02', '99999.00');
      await setStatus(other, big, 1, '2026-07-01');
      await invoice(other, 'Bondi Bakery', '2026-06-01', '2026-06-02', '77777.00');
      await invoice(other, 'Bondi Bakery', '2026-07-01', '2026-07-02', '11111.00');
      // Paid at 23:30 in Sydney on 31 March (12:30 UTC, AEDT): March's income, not April's. Last, as
      // the clock then says 31 March, and a payment dated after today is refused.
      at('2026-03-31T12:30:00Z');
      expect((await setStatus(main, ids.a8, 1)).paid_date).toBe('2026-03-31');
    } finally {
      vi.useRealTimers();
    }
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts, income, outstanding, top customers and recent activity on 1 July (Sydney)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-07-01T02:00:00Z'); // 12:00 AEST on 1 July 2026: a new month, quarter and financial year.
    const figures = await summary(main);
    expect(figures.today).toBe('2026-07-01');
    expect(figures.invoices).toEqual({ count: 9, paid: 6, unpaid: 3, last_invoice_date: '2026-07-01' });
    expect(figures.income).toEqual({
      this_month: '500.00',
      last_month: '1000.00',
      average: '408.33',
      total: '2450.00',
    });
    // a5 was due on 30 June: overdue. a6 is due today: not yet.
    expect(figures.outstanding).toEqual({ amount: '480.00', count: 3, overdue: 1, share: 16.38 });
    expect(figures.top_customers).toEqual([
      { id: main.customers['Bondi Bakery'], name: 'Bondi Bakery', total: '1500.00', share: 61.22 },
      { id: main.customers['Coogee Cafe'], name: 'Coogee Cafe', total: '500.00', share: 20.41 },
      { id: main.customers['Manly Meats'], name: 'Manly Meats', total: '450.00', share: 18.37 },
    ]);
    expect(
      figures.recent_invoices.map((entry: Record<string, unknown>) => [
        entry.id,
        entry.activity_status,
        entry.amount,
        entry.customer_name,
      ]),
    ).toEqual([
      [ids.a7, 'issued', '80.00', 'Manly Meats'],
      [ids.a6, 'issued', '150.00', 'Bondi Bakery'],
      [ids.a2, 'paid', '500.00', 'Bondi Bakery'],
      [ids.a1, 'paid', '1000.00', 'Bondi Bakery'],
      [ids.a5, 'overdue', '250.00', 'Coogee Cafe'],
    ]);
    expect(figures.recent_invoices[0]).toMatchObject({
      name: expect.stringMatching(/^INV-/),
      invoice_date: '2026-07-01',
      due_date: '2026-07-31',
      paid_date: null,
      status: 0,
      display_status: 'Pending',
      customer_id: main.customers['Manly Meats'],
    });
    expect(
      figures.outstanding_invoices.map((entry: Record<string, unknown>) => [
        entry.id,
        entry.due_date,
        entry.display_status,
      ]),
    ).toEqual([
      [ids.a5, '2026-06-30', 'Overdue'],
      [ids.a6, '2026-07-01', 'Pending'],
      [ids.a7, '2026-07-31', 'Pending'],
    ]);
  });

  it('revenue by month, quarter and financial year, empty periods as 0, with growth', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-07-01T02:00:00Z');
    const monthly = (await summary(main, 'monthly')).revenue;
    expect(monthly.period).toBe('monthly');
    expect(monthly.series.map((point: { key: string; amount: string }) => [point.key, point.amount])).toEqual(
      [
        ['2025-08', '0.00'],
        ['2025-09', '0.00'],
        ['2025-10', '0.00'],
        ['2025-11', '0.00'],
        ['2025-12', '300.00'],
        ['2026-01', '200.00'],
        ['2026-02', '0.00'],
        ['2026-03', '400.00'],
        ['2026-04', '0.00'],
        ['2026-05', '0.00'],
        ['2026-06', '1000.00'],
        ['2026-07', '500.00'],
      ],
    );
    expect(monthly.series[11]).toEqual({
      key: '2026-07',
      label: 'Jul 2026',
      first_month: '2026-07',
      last_month: '2026-07',
      amount: '500.00',
    });
    expect(monthly.growth).toBe(-50);

    const quarterly = (await summary(main, 'quarterly')).revenue;
    expect(
      quarterly.series.map((point: { label: string; amount: string }) => [point.label, point.amount]),
    ).toEqual([
      ['Oct–Dec 2025', '300.00'],
      ['Jan–Mar 2026', '600.00'],
      ['Apr–Jun 2026', '1000.00'],
      ['Jul–Sep 2026', '500.00'],
    ]);
    expect(quarterly.growth).toBe(-50);

    const annual = (await summary(main, 'annual')).revenue;
    expect(
      annual.series.map((point: { label: string; amount: string }) => [point.label, point.amount]),
    ).toEqual([
      ['FY 2024-25', '0.00'],
      ['FY 2025-26', '1900.00'],
      ['FY 2026-27', '500.00'],
    ]);
    expect(annual.growth).toBe(-73.68);
  });

  it('the day before, 30 June is still the old month and financial year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-06-30T13:59:00Z'); // 23:59 AEST on 30 June.
    const figures = await summary(main, 'annual');
    expect(figures.today).toBe('2026-06-30');
    expect(figures.income.this_month).toBe('1000.00');
    expect(figures.income.last_month).toBe('0.00');
    expect(figures.revenue.series.map((point: { label: string }) => point.label)).toEqual([
      'FY 2023-24',
      'FY 2024-25',
      'FY 2025-26',
    ]);
    expect(figures.revenue.series.map((point: { amount: string }) => point.amount)).toEqual([
      '50.00',
      '0.00',
      '1900.00',
    ]);
    // Previous year 0: growth 0.
    expect(figures.revenue.growth).toBeCloseTo(0);
    expect(figures.outstanding.overdue).toBe(0);
  });

  it('a payment at 23:30 on 31 March is March income on the 31st and last month on 1 April', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-03-31T12:30:00Z');
    const march = await summary(main);
    expect(march.today).toBe('2026-03-31');
    expect(march.income.this_month).toBe('400.00');
    expect(march.income.last_month).toBe('0.00');
    // The previous month (February) had nothing: growth 0.
    expect(march.revenue.growth).toBe(0);
    at('2026-03-31T13:00:00Z'); // midnight in Sydney
    const april = await summary(main);
    expect(april.today).toBe('2026-04-01');
    expect(april.income.this_month).toBe('0.00');
    expect(april.income.last_month).toBe('400.00');
    expect(april.revenue.growth).toBe(-100);
  });

  it('quarters turn over on 31 December / 1 January', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2025-12-31T12:59:00Z'); // 23:59 AEDT
    const december = await summary(main, 'quarterly');
    expect(december.today).toBe('2025-12-31');
    expect(december.revenue.series.map((point: { key: string }) => point.key)).toEqual([
      '2025-Q1',
      '2025-Q2',
      '2025-Q3',
      '2025-Q4',
    ]);
    expect(december.revenue.series[3].amount).toBe('300.00');
    at('2025-12-31T13:00:00Z');
    const january = await summary(main, 'quarterly');
    expect(january.today).toBe('2026-01-01');
    expect(
      january.revenue.series.map((point: { key: string; amount: string }) => [point.key, point.amount]),
    ).toEqual([
      ['2025-Q2', '0.00'],
      ['2025-Q3', '0.00'],
      ['2025-Q4', '300.00'],
      ['2026-Q1', '600.00'],
    ]);
    expect(january.revenue.growth).toBe(100);
    expect(january.income).toMatchObject({ this_month: '200.00', last_month: '300.00' });
  });

  it('overdue moves with today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-07-01T14:00:00Z'); // 2 July in Sydney: a6 (due 1 July) is overdue now.
    const figures = await summary(main);
    expect(figures.outstanding.overdue).toBe(2);
    expect(figures.recent_invoices[1].activity_status).toBe('overdue');
  });

  it('Paid moves an amount from outstanding to income, and back when marked unpaid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-07-01T02:00:00Z');
    await setStatus(main, ids.a5 ?? '', 1);
    let figures = await summary(main);
    expect(figures.income.this_month).toBe('750.00');
    expect(figures.outstanding).toEqual({ amount: '230.00', count: 2, overdue: 0, share: 7.85 });
    expect(figures.invoices).toMatchObject({ paid: 7, unpaid: 2 });
    expect(figures.top_customers[1]).toMatchObject({ name: 'Coogee Cafe', total: '750.00' });
    await setStatus(main, ids.a5 ?? '', 0);
    figures = await summary(main);
    expect(figures.income.this_month).toBe('500.00');
    expect(figures.outstanding).toMatchObject({ amount: '480.00', overdue: 1 });
    expect(figures.top_customers[1]).toMatchObject({ name: 'Coogee Cafe', total: '500.00' });
  });

  it('a part payment is income, and its invoice is still one invoice, unpaid', async () => {
    const books = await account(use(), ['Bondi Bakery']);
    const id = await invoice(books, 'Bondi Bakery', '2026-06-01', '2026-06-15', '300.00');
    await invoice(books, 'Bondi Bakery', '2026-06-02', '2026-06-16', '100.00');
    for (const amount of ['100.00', '50.00']) {
      const paid = await books.client.post(`/api/v1/invoices/${id}/payments`, {
        data: { type: 'invoice-payments', attributes: { paid_on: '2026-06-10', amount, method: 'cash' } },
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const figures = await summary(books);
    expect(figures.invoices).toMatchObject({ count: 2, paid: 0, unpaid: 2 });
    expect(figures.income.total).toBe('150.00');
    expect(figures.outstanding).toMatchObject({ amount: '250.00', count: 2 });
  });

  it("the average invoice is the paid invoices' totals over how many they are, not over the payments", async () => {
    const books = await account(use(), ['Bondi Bakery']);
    // 600.00 paid in two parts (250 + 350), 300.00 paid at once, and 200.00 part paid (50): the part-paid
    // invoice is not paid, and its 50.00 is income but no paid invoice's.
    const twoParts = await invoice(books, 'Bondi Bakery', '2026-06-01', '2026-06-15', '600.00');
    const once = await invoice(books, 'Bondi Bakery', '2026-06-02', '2026-06-16', '300.00');
    const part = await invoice(books, 'Bondi Bakery', '2026-06-03', '2026-06-17', '200.00');
    const pay = async (id: string, amount: string) => {
      const paid = await books.client.post(`/api/v1/invoices/${id}/payments`, {
        data: { type: 'invoice-payments', attributes: { paid_on: '2026-06-10', amount, method: 'cash' } },
      });
      expect(paid.statusCode, paid.body).toBe(201);
    };
    await pay(twoParts, '250.00');
    await pay(twoParts, '350.00');
    await pay(once, '300.00');
    await pay(part, '50.00');
    let figures = await summary(books);
    expect(figures.invoices).toMatchObject({ count: 3, paid: 2, unpaid: 1 });
    expect(figures.income.total).toBe('950.00');
    // (600 + 300) / 2 invoices; over the 4 payments it was 237.50.
    expect(figures.income.average).toBe('450.00');
    // Marked unpaid again, the two-part invoice leaves the average.
    await setStatus(books, twoParts, 0);
    figures = await summary(books);
    expect(figures.income.average).toBe('300.00');
  });

  it('top 5 by paid total: ties by name, unpaid-only clients left out', async () => {
    const names = ['Zeta', 'Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    const ranked = await account(use(), names);
    const paid: Record<string, string> = {
      Zeta: '100.00',
      Alpha: '100.00',
      Bravo: '300.00',
      Charlie: '50.00',
      Delta: '200.00',
      Echo: '10.00',
    };
    for (const [name, price] of Object.entries(paid)) {
      await setStatus(
        ranked,
        await invoice(ranked, name, '2026-05-01', '2026-05-15', price),
        1,
        '2026-05-02',
      );
    }
    await invoice(ranked, 'Foxtrot', '2026-05-01', '2026-05-15', '9000.00');
    const figures = await summary(ranked);
    expect(
      figures.top_customers.map((entry: { name: string; total: string; share: number }) => [
        entry.name,
        entry.total,
        entry.share,
      ]),
    ).toEqual([
      ['Bravo', '300.00', 39.47],
      ['Delta', '200.00', 26.32],
      ['Alpha', '100.00', 13.16],
      ['Zeta', '100.00', 13.16],
      ['Charlie', '50.00', 6.58],
    ]);
  });

  it('a deleted client (kept archived for its invoices) leaves Top Customers and the next one moves up', async () => {
    const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    const ranked = await account(use(), names);
    const prices = ['600.00', '500.00', '400.00', '300.00', '200.00', '100.00'];
    for (const [index, name] of names.entries()) {
      const id = await invoice(ranked, name, '2026-05-01', '2026-05-15', prices[index] ?? '0.00');
      await setStatus(ranked, id, 1, '2026-05-02');
    }
    const removed = await ranked.client.delete(`/api/v1/customers/${ranked.customers.Alpha}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const figures = await summary(ranked);
    expect(figures.top_customers.map((entry: { name: string }) => entry.name)).toEqual([
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
      'Foxtrot',
    ]);
    expect(figures.income.total).toBe('2100.00');
  });

  it('an empty account: zeros, no dates, empty lists, every period present', async () => {
    const empty = await account(use(), []);
    const figures = await summary(empty, 'quarterly');
    expect(figures.invoices).toEqual({ count: 0, paid: 0, unpaid: 0, last_invoice_date: null });
    expect(figures.income).toEqual({
      this_month: '0.00',
      last_month: '0.00',
      average: '0.00',
      total: '0.00',
    });
    expect(figures.outstanding).toEqual({ amount: '0.00', count: 0, overdue: 0, share: 0 });
    expect(figures.revenue.growth).toBe(0);
    expect(figures.revenue.series.map((point: { amount: string }) => point.amount)).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(figures.top_customers).toEqual([]);
    expect(figures.recent_invoices).toEqual([]);
    expect(figures.outstanding_invoices).toEqual([]);
    expect(figures.unreconciled_bank_lines).toBe(0);
  });

  it('counts the bank lines left to reconcile: of every business, not those reconciled, being imported or another user’s', async () => {
    const books = await bankBooks(use());
    const before = await summary(books);
    expect(before.unreconciled_bank_lines).toBe(RECONCILE_TRANSACTIONS.length);
    await otherBusinessWithLines(books, [
      ['2026-03-04', 5000, 'Direct Credit GARDEN CLIENT'],
      ['2026-07-10', -2000, 'Hardware store'],
    ]);
    const done = await reconcile(books, books.line('Transfer to xx1234 NetBank Savings'), {
      kind: 'transfer',
    });
    expect(done.statusCode, done.body).toBe(201);
    await linesBeingImported(use(), books, [['2026-05-11', 7000, 'Direct Credit LATE CLIENT']]);
    const other = await bankBooks(use());
    expect((await summary(books)).unreconciled_bank_lines).toBe(RECONCILE_TRANSACTIONS.length - 1 + 2);
    expect((await summary(other)).unreconciled_bank_lines).toBe(RECONCILE_TRANSACTIONS.length);
    const undone = await undoReconcile(books, books.line('Transfer to xx1234 NetBank Savings'));
    expect(undone.statusCode, undone.body).toBe(204);
    expect((await summary(books)).unreconciled_bank_lines).toBe(RECONCILE_TRANSACTIONS.length + 2);
  });

  it('refuses an unknown period, and anyone signed out', async () => {
    const response = await main.client.get('/api/v1/dashboard/summary?period=weekly');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].status).toBe('400');
    const anonymous = await use().app.inject({ method: 'GET', url: '/api/v1/dashboard/summary' });
    expect(anonymous.statusCode).toBe(401);
  });
});
