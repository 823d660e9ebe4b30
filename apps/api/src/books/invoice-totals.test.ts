import { addDays } from '@sorted/core/dates/calendar';
import { invoiceTotals, QUANTITY_SCALE } from '@sorted/core/sales-documents/totals';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { sessionUser } from '../test/users.ts';
import { type InvoiceFacts, rebuildInvoiceTotals, totalsChange } from './invoice-totals.repository.ts';
import { ledgerTotalsOf, rebuildLedgerTotals } from './ledger-totals.repository.ts';

// The dashboard totals are kept by every write of an invoice; after any sequence of writes they must
// equal a count from scratch of the invoices themselves (and so must a rebuild).

const facts = (overrides: Partial<InvoiceFacts>): InvoiceFacts => ({
  status: 0,
  invoice_date: '2026-06-10',
  due_date: '2026-06-24',
  paid_date: null,
  total_cents: 1_000,
  gst_cents: 0,
  customer_id: 7,
  company_id: 1,
  voided_on: null,
  payments: [],
  adjustments: [],
  ...overrides,
});

const entries = <K>(map: Map<K, { count: number; cents: number }>) => [...map];

describe('totalsChange', () => {
  it('a new unpaid invoice adds to its due date only', () => {
    const change = totalsChange(null, facts({}));
    expect(entries(change.dues)).toEqual([['2026-06-24', { count: 1, cents: 1_000 }]]);
    expect(entries(change.months)).toEqual([]);
    expect(entries(change.customers)).toEqual([]);
  });

  it('paying moves it from its due date to the month paid and its client', () => {
    const change = totalsChange(
      facts({}),
      facts({ status: 1, paid_date: '2026-07-01', payments: [{ date: '2026-07-01', amount: 1_000 }] }),
    );
    expect(entries(change.dues)).toEqual([['2026-06-24', { count: -1, cents: -1_000 }]]);
    expect(entries(change.months)).toEqual([['2026-07', { count: 1, cents: 1_000 }]]);
    expect(entries(change.customers)).toEqual([[7, { count: 1, cents: 1_000 }]]);
  });

  it('a part payment counts in its month; the balance stays due by the due date', () => {
    const change = totalsChange(facts({}), facts({ payments: [{ date: '2026-07-03', amount: 400 }] }));
    expect(entries(change.dues)).toEqual([['2026-06-24', { count: 0, cents: -400 }]]);
    expect(entries(change.months)).toEqual([['2026-07', { count: 1, cents: 400 }]]);
    expect(entries(change.customers)).toEqual([[7, { count: 1, cents: 400 }]]);
  });

  it('the rest paid in another month: each payment in its own month, nothing left due', () => {
    const first = { date: '2026-07-03', amount: 400 };
    const change = totalsChange(
      facts({ payments: [first] }),
      facts({ status: 1, paid_date: '2026-08-02', payments: [first, { date: '2026-08-02', amount: 600 }] }),
    );
    expect(entries(change.dues)).toEqual([['2026-06-24', { count: -1, cents: -600 }]]);
    expect(entries(change.months)).toEqual([['2026-08', { count: 1, cents: 600 }]]);
  });

  it('editing the amount of a paid invoice makes it partly paid: the difference is due', () => {
    const paid = facts({
      status: 1,
      paid_date: '2026-07-01',
      payments: [{ date: '2026-07-01', amount: 1_000 }],
    });
    const change = totalsChange(paid, { ...paid, status: 0, paid_date: null, total_cents: 1_500 });
    expect(entries(change.months)).toEqual([]);
    expect(entries(change.dues)).toEqual([['2026-06-24', { count: 1, cents: 500 }]]);
    expect(entries(totalsChange(paid, paid).months)).toEqual([]);
  });

  it('moving a paid invoice to another client moves its income; an invoice without a client has none', () => {
    const paid = facts({
      status: 1,
      paid_date: '2026-07-01',
      payments: [{ date: '2026-07-01', amount: 1_000 }],
    });
    const moved = totalsChange(paid, { ...paid, customer_id: 8 });
    expect(entries(moved.customers)).toEqual([
      [7, { count: -1, cents: -1_000 }],
      [8, { count: 1, cents: 1_000 }],
    ]);
    expect(entries(moved.months)).toEqual([]);
    expect(entries(totalsChange(null, { ...paid, customer_id: null }).customers)).toEqual([]);
  });

  it('deleting takes everything back', () => {
    const change = totalsChange(
      facts({ status: 1, paid_date: '2026-07-01', payments: [{ date: '2026-07-01', amount: 1_000 }] }),
      null,
    );
    expect(entries(change.months)).toEqual([['2026-07', { count: -1, cents: -1_000 }]]);
    expect(entries(change.customers)).toEqual([[7, { count: -1, cents: -1_000 }]]);
  });
});

type Operation =
  | { kind: 'create'; customer: number; day: number; dueIn: number; cents: number }
  | { kind: 'edit'; pick: number; customer: number; day: number; dueIn: number; cents: number }
  | { kind: 'pay'; pick: number; paidDay: number | null; status: number }
  | { kind: 'unpay'; pick: number }
  | { kind: 'part'; pick: number; paidDay: number; share: number }
  | { kind: 'unpart'; pick: number; which: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'note'; pick: number; day: number; share: number; cancel: boolean };

const day = (offset: number) => addDays('2025-06-01', offset);
const price = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    customer: fc.nat(2),
    day: fc.nat(500),
    dueIn: fc.nat(60),
    cents: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    customer: fc.nat(2),
    day: fc.nat(500),
    dueIn: fc.nat(60),
    cents: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    pick: fc.nat(),
    paidDay: fc.option(fc.nat(500)),
    // Paid is the one received state the API takes: 2–9 are refused (rows that hold them still count
    // as received, which the unit test above covers).
    status: fc.constant(1),
  }),
  fc.record({ kind: fc.constant('unpay' as const), pick: fc.nat() }),
  // A part of what is due, in tenths (10: all of it), or (above 10) more than is due, which is refused.
  fc.record({
    kind: fc.constant('part' as const),
    pick: fc.nat(),
    paidDay: fc.nat(500),
    share: fc.integer({ min: 1, max: 11 }),
  }),
  fc.record({ kind: fc.constant('unpart' as const), pick: fc.nat(), which: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  // An adjustment note: a part of what remains in tenths, more than remains (above 10, refused), or the
  // rest cancelled; dated before its invoice it is refused too.
  fc.record({
    kind: fc.constant('note' as const),
    pick: fc.nat(),
    day: fc.nat(500),
    share: fc.integer({ min: 1, max: 11 }),
    cancel: fc.boolean(),
  }),
);

interface Books {
  client: TestClient;
  userId: number;
  companyId: string;
  customerIds: string[];
  invoices: string[];
  made: number;
}

async function openBooks(context: TestApp): Promise<Books> {
  const { client, id } = await sessionUser(context);
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
  const customerIds: string[] = [];
  for (const name of ['Bondi Bakery', 'Coogee Cafe', 'Manly Meats']) {
    const customer = await client.post('/api/v1/customers', {
      data: { type: 'customers', attributes: { name } },
    });
    customerIds.push(customer.json().data.id);
  }
  return { client, userId: id, companyId: company.json().data.id, customerIds, invoices: [], made: 0 };
}

function invoiceDocument(
  books: Books,
  name: string,
  op: { customer: number; day: number; dueIn: number; cents: number },
) {
  return {
    data: {
      type: 'invoices',
      attributes: {
        name,
        invoice_date: day(op.day),
        due_date: day(op.day + op.dueIn),
        items: [{ name: 'Labour', quantity: 1, price: price(op.cents) }],
      },
      relationships: {
        company: { data: { type: 'companies', id: books.companyId } },
        customer: { data: { type: 'customers', id: books.customerIds[op.customer] } },
      },
    },
  };
}

async function apply(books: Books, op: Operation): Promise<void> {
  const { client } = books;
  if (op.kind === 'create') {
    books.made += 1;
    const response = await client.post('/api/v1/invoices', invoiceDocument(books, `INV-${books.made}`, op));
    expect(response.statusCode, response.body).toBe(201);
    books.invoices.push(response.json().data.id);
    return;
  }
  if (books.invoices.length === 0) return;
  const index = op.pick % books.invoices.length;
  const id = books.invoices[index] ?? '';
  let response: Awaited<ReturnType<TestClient['get']>>;
  if (op.kind === 'edit') {
    const current = (await client.get(`/api/v1/invoices/${id}`)).json().data.attributes;
    response = await client.patch(`/api/v1/invoices/${id}`, invoiceDocument(books, current.name, op));
    // A total below what is paid already is refused; so is a new total once notes adjusted it.
    if (Number(current.adjusted) > 0 && response.statusCode === 422) return;
    // The business is registered for GST, so the new total is the price and its GST.
    const { total } = invoiceTotals({
      lines: [{ quantityMilli: QUANTITY_SCALE, priceCents: op.cents, taxable: true }],
      gstRegistered: true,
      pricesIncludeGst: false,
    });
    if (total < Math.round(Number(current.amount_paid) * 100)) {
      expect(response.statusCode, response.body).toBe(422);
      return;
    }
  } else if (op.kind === 'pay') {
    const attributes = { status: op.status, ...(op.paidDay === null ? {} : { paid_date: day(op.paidDay) }) };
    response = await client.patch(`/api/v1/invoices/${id}`, { data: { type: 'invoices', id, attributes } });
  } else if (op.kind === 'part') {
    const payments = await client.get(`/api/v1/invoices/${id}/payments`);
    const due = Math.round(Number(payments.json().meta.balance_due) * 100);
    const cents = op.share > 10 ? due + 1 : Math.max(1, Math.floor((due * op.share) / 10));
    response = await client.post(`/api/v1/invoices/${id}/payments`, {
      data: {
        type: 'invoicePayments',
        attributes: { paid_on: day(op.paidDay), amount: price(cents), method: 'cash' },
      },
    });
    if (due === 0 || op.share > 10) {
      expect(response.statusCode, response.body).toBe(422);
      return;
    }
  } else if (op.kind === 'note') {
    const [notes, invoice] = await Promise.all([
      client.get(`/api/v1/invoices/${id}/adjustment-notes`),
      client.get(`/api/v1/invoices/${id}`),
    ]);
    const remaining = Math.round(Number(notes.json().meta.remaining) * 100);
    const cents = op.share > 10 ? remaining + 1 : Math.max(1, Math.floor((remaining * op.share) / 10));
    response = await client.post(`/api/v1/invoices/${id}/adjustment-notes`, {
      data: {
        type: 'adjustmentNotes',
        attributes: op.cancel
          ? { kind: 'cancel', issued_on: day(op.day), reason: 'Cancelled' }
          : { kind: 'reduce', issued_on: day(op.day), reason: 'Discount', amount: price(cents) },
      },
    });
    if (
      remaining === 0 ||
      (!op.cancel && op.share > 10) ||
      day(op.day) < invoice.json().data.attributes.invoice_date
    ) {
      expect(response.statusCode, response.body).toBe(422);
      return;
    }
  } else if (op.kind === 'unpart') {
    const payments = (await client.get(`/api/v1/invoices/${id}/payments`)).json().data as { id: string }[];
    const payment = payments[op.which % Math.max(payments.length, 1)];
    if (!payment) return;
    response = await client.delete(`/api/v1/invoices/${id}/payments/${payment.id}`);
  } else if (op.kind === 'unpay') {
    response = await client.patch(`/api/v1/invoices/${id}`, {
      data: { type: 'invoices', id, attributes: { status: 0 } },
    });
  } else {
    // A draft is deleted; one paid or adjusted is kept and voided instead (it then counts nowhere).
    response = await client.delete(`/api/v1/invoices/${id}`);
    if (response.statusCode === 409) {
      expect(response.json().errors[0].code).toBe('invoice_issued');
      response = await client.post(`/api/v1/invoices/${id}/void`, {
        data: { type: 'invoices', attributes: { reason: 'Raised in error' } },
      });
    }
    books.invoices.splice(index, 1);
  }
  expect(response.statusCode, response.body).toBeLessThan(300);
}

type Table = [string, number, number][];

/** The user's totals as stored, without rows that came back to nothing. */
async function storedTotals(context: TestApp, userId: number) {
  const { kysely } = context.db;
  const clean = (rows: Table) => rows.filter(([, count, cents]) => count !== 0 || cents !== 0).sort();
  const months = await kysely
    .selectFrom('invoice_month_totals')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  const customers = await kysely
    .selectFrom('invoice_customer_totals')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  const dues = await kysely
    .selectFrom('invoice_due_totals')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  const paid = await kysely
    .selectFrom('invoice_paid_totals')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  const count = await kysely
    .selectFrom('invoice_counts')
    .select('invoices')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    months: clean(months.map((row) => [row.month, Number(row.paid_count), Number(row.paid_cents)])),
    customers: clean(
      customers.map((row) => [String(row.customer_id), Number(row.paid_count), Number(row.paid_cents)]),
    ),
    dues: clean(dues.map((row) => [row.due_date, Number(row.unpaid_count), Number(row.unpaid_cents)])),
    paid: clean(paid.map((row) => ['paid', Number(row.paid_count), Number(row.paid_cents)])),
    count: Number(count?.invoices ?? 0),
  };
}

/** The same totals counted from the invoices and payments, written out independently of the code under test. */
async function countedTotals(context: TestApp, userId: number) {
  const invoices = await context.db.kysely
    .selectFrom('invoices')
    .select([
      'id',
      'status',
      'due_date',
      'total_cents',
      'paid_cents',
      'adjusted_cents',
      'customer_id',
      'voided_on',
    ])
    .where('user_id', '=', userId)
    .execute();
  const payments = await context.db.kysely
    .selectFrom('invoice_payments')
    .select(['invoice_id', 'paid_on', 'amount_cents'])
    .where('user_id', '=', userId)
    .execute();
  const notes = await context.db.kysely
    .selectFrom('adjustment_notes')
    .select(['invoice_id', 'amount_cents'])
    .where('user_id', '=', userId)
    .execute();
  const months = new Map<string, [number, number]>();
  const customers = new Map<string, [number, number]>();
  const dues = new Map<string, [number, number]>();
  const paidInFull = new Map<string, [number, number]>();
  const bump = (map: Map<string, [number, number]>, key: string, cents: number) => {
    const [count, sum] = map.get(key) ?? [0, 0];
    map.set(key, [count + 1, sum + cents]);
  };
  for (const invoice of invoices) {
    const own = payments.filter((payment) => payment.invoice_id === invoice.id);
    const paid = own.reduce((sum, payment) => sum + Number(payment.amount_cents), 0);
    const itsNotes = notes.filter((note) => note.invoice_id === invoice.id);
    const adjusted = itsNotes.reduce((sum, note) => sum + Number(note.amount_cents), 0);
    // The running columns agree with the payments and notes, and status 1 is exactly "paid in full"
    // (of the total less its notes).
    expect(Number(invoice.paid_cents)).toBe(paid);
    expect(Number(invoice.adjusted_cents)).toBe(adjusted);
    const due = Number(invoice.total_cents) - adjusted;
    expect(invoice.status).toBe((own.length > 0 || itsNotes.length > 0) && paid >= due ? 1 : 0);
    // A voided invoice keeps its payments and notes, and counts nowhere.
    if (invoice.voided_on !== null) continue;
    if (invoice.status === 0) bump(dues, invoice.due_date, due - paid);
    // Paid in full: counted once, with what it received, however many payments.
    else bump(paidInFull, 'paid', paid);
    for (const payment of own) {
      bump(months, payment.paid_on.slice(0, 7), Number(payment.amount_cents));
      if (invoice.customer_id !== null)
        bump(customers, String(invoice.customer_id), Number(payment.amount_cents));
    }
  }
  const table = (map: Map<string, [number, number]>): Table =>
    [...map].map(([key, [count, cents]]): Table[number] => [key, count, cents]).sort();
  return {
    months: table(months),
    customers: table(customers),
    dues: table(dues),
    paid: table(paidInFull).filter(([, count, cents]) => count !== 0 || cents !== 0),
    count: invoices.length,
  };
}

describeOnEachDatabase('dashboard totals kept by invoice writes', (use) => {
  it('equal a count from scratch after any sequence of creates, edits, part and full payments, adjustment notes, removals, deletes and voids', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        const books = await openBooks(use());
        for (const op of operations) await apply(books, op);
        const counted = await countedTotals(use(), books.userId);
        expect(await storedTotals(use(), books.userId)).toEqual(counted);
        // And the rebuild command comes to the same.
        await rebuildInvoiceTotals(use().db.kysely, books.userId);
        expect(await storedTotals(use(), books.userId)).toEqual(counted);
        // So do the BAS's and the profit and loss's totals, kept by the same writes.
        const ledger = await ledgerTotalsOf(use().db.kysely, books.userId);
        await rebuildLedgerTotals(use().db.kysely, books.userId);
        expect(await ledgerTotalsOf(use().db.kysely, books.userId)).toEqual(ledger);
      }),
      { numRuns: 12 },
    );
    // Twelve books of up to 25 writes through the API: seconds on a quiet machine, more on a loaded one.
  }, 60_000);

  it('stay right when the same invoice is written by several requests at once', async () => {
    const books = await openBooks(use());
    for (let index = 0; index < 3; index++)
      await apply(books, {
        kind: 'create',
        customer: index,
        day: 10 * index,
        dueIn: 14,
        cents: 10_000 + index,
      });
    const [first = '', second = ''] = books.invoices;
    const status = (id: string, value: number) =>
      books.client.patch(`/api/v1/invoices/${id}`, {
        data: { type: 'invoices', id, attributes: { status: value } },
      });
    await Promise.all([
      status(first, 1),
      status(first, 1),
      status(first, 0),
      status(first, 1),
      status(second, 1),
      apply(books, { kind: 'edit', pick: 1, customer: 2, day: 40, dueIn: 7, cents: 55_555 }),
      status(second, 1),
      books.client.delete(`/api/v1/invoices/${first}`),
      books.client.delete(`/api/v1/invoices/${first}`),
    ]);
    expect(await storedTotals(use(), books.userId)).toEqual(await countedTotals(use(), books.userId));
    const ledger = await ledgerTotalsOf(use().db.kysely, books.userId);
    await rebuildLedgerTotals(use().db.kysely, books.userId);
    expect(await ledgerTotalsOf(use().db.kysely, books.userId)).toEqual(ledger);
  });

  it('the rebuild recomputes totals that went wrong, for one user or for all', async () => {
    const books = await openBooks(use());
    await apply(books, { kind: 'create', customer: 0, day: 3, dueIn: 14, cents: 12_345 });
    await apply(books, { kind: 'pay', pick: 0, paidDay: 20, status: 1 });
    await apply(books, { kind: 'create', customer: 1, day: 5, dueIn: 14, cents: 500 });
    const right = await storedTotals(use(), books.userId);
    const { kysely } = use().db;
    await kysely
      .updateTable('invoice_month_totals')
      .set({ paid_cents: 1 })
      .where('user_id', '=', books.userId)
      .execute();
    await kysely.deleteFrom('invoice_due_totals').where('user_id', '=', books.userId).execute();
    await rebuildInvoiceTotals(kysely, books.userId);
    expect(await storedTotals(use(), books.userId)).toEqual(right);
    await kysely.deleteFrom('invoice_customer_totals').where('user_id', '=', books.userId).execute();
    await rebuildInvoiceTotals(kysely);
    expect(await storedTotals(use(), books.userId)).toEqual(right);
  });
});
