import { addDays } from '@sorted/core/dates/calendar';
import { EXPENSE_CATEGORIES } from '@sorted/core/expenses/categories';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ledgerTotalsOf, rebuildLedgerTotals } from '../../books/ledger-totals.repository.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { sessionUser } from '../../test/users.ts';

// The ledger's totals are kept by every write of an expense; after any sequence of writes, and after
// writes of one expense racing each other, they must equal a recount from the expenses (the rebuild,
// whose SQL is written apart from core's ledgerChange).

interface Books {
  client: TestClient;
  userId: number;
  companies: string[];
  expenses: string[];
}

const day = (offset: number) => addDays('2025-06-01', offset);

const fields = fc.record({
  company: fc.nat(1),
  day: fc.nat(400),
  paidAfter: fc.option(fc.nat(60)),
  cents: fc.integer({ min: 1, max: 5_000_000 }),
  gstFree: fc.boolean(),
  share: fc.integer({ min: 1, max: 100 }),
  category: fc.constantFrom(...EXPENSE_CATEGORIES),
});
type Fields = typeof fields extends fc.Arbitrary<infer T> ? T : never;

const operation = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), fields }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), fields }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function document(books: Books, op: Fields) {
  const cents = String(op.cents).padStart(3, '0');
  return {
    data: {
      type: 'expenses',
      attributes: {
        expense_date: day(op.day),
        supplier_name: 'Officeworks',
        category: op.category,
        amount: `${cents.slice(0, -2)}.${cents.slice(-2)}`,
        ...(op.gstFree ? { gst: '0' } : {}),
        business_use_percent: op.share,
        paid_date: op.paidAfter === null ? null : day(op.day + op.paidAfter),
        due_date: day(op.day + 30),
      },
      relationships: { company: { data: { type: 'companies', id: books.companies[op.company] } } },
    },
  };
}

async function openBooks(context: TestApp): Promise<Books> {
  const { client, id } = await sessionUser(context);
  const companies: string[] = [];
  // One business registered for GST and one not: their expenses hold GST, or none.
  for (const gst_registered of [true, false]) {
    const response = await client.post('/api/v1/companies', {
      data: {
        type: 'companies',
        attributes: {
          name: 'Books',
          abn: '51 824 753 556',
          gst_registered,
          gst_registered_from: '2020-01-01',
        },
      },
    });
    companies.push(response.json().data.id);
  }
  return { client, userId: id, companies, expenses: [] };
}

async function apply(books: Books, op: Operation): Promise<void> {
  if (op.kind === 'create') {
    const response = await books.client.post('/api/v1/expenses', document(books, op.fields));
    expect(response.statusCode, response.body).toBe(201);
    books.expenses.push(response.json().data.id);
    return;
  }
  if (books.expenses.length === 0) return;
  const index = op.pick % books.expenses.length;
  const id = books.expenses[index] ?? '';
  const response =
    op.kind === 'edit'
      ? await books.client.patch(`/api/v1/expenses/${id}`, document(books, op.fields))
      : await books.client.delete(`/api/v1/expenses/${id}`);
  if (op.kind === 'delete') books.expenses.splice(index, 1);
  expect(response.statusCode, response.body).toBeLessThan(300);
}

async function expectKeptEqualsRecount(context: TestApp, userId: number) {
  const kept = await ledgerTotalsOf(context.db.kysely, userId);
  await rebuildLedgerTotals(context.db.kysely, userId);
  expect(kept).toEqual(await ledgerTotalsOf(context.db.kysely, userId));
}

describeOnEachDatabase('ledger totals kept by expense writes', (use) => {
  it('equal a recount after any sequence of creates, edits and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 20 }), async (operations) => {
        const books = await openBooks(use());
        for (const op of operations) await apply(books, op);
        await expectKeptEqualsRecount(use(), books.userId);
      }),
      { numRuns: 10 },
    );
  });

  it('stay right when one expense is written by several requests at once', async () => {
    const books = await openBooks(use());
    const base = { company: 0, day: 10, paidAfter: 5, gstFree: false, share: 100, category: 'rent' as const };
    for (const cents of [110_00, 220_00]) await apply(books, { kind: 'create', fields: { ...base, cents } });
    const [first = '', second = ''] = books.expenses;
    const edit = (id: string, fields: Partial<Fields>) =>
      books.client.patch(`/api/v1/expenses/${id}`, document(books, { ...base, cents: 330_00, ...fields }));
    await Promise.all([
      edit(first, { day: 40 }),
      edit(first, { paidAfter: null }),
      edit(first, { company: 1, share: 50 }),
      edit(second, { cents: 55_00 }),
      books.client.delete(`/api/v1/expenses/${second}`),
      edit(second, { category: 'travel' }),
      books.client.delete(`/api/v1/expenses/${second}`),
    ]);
    await expectKeptEqualsRecount(use(), books.userId);
  });
});
