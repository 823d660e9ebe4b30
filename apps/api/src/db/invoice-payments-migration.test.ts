import { expect, it } from 'vitest';
import { rebuildInvoiceTotals } from '../books/invoice-totals.repository.ts';
import { ledgerTotalsOf, rebuildLedgerTotals } from '../books/ledger-totals.repository.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { down, up } from './migrations/0013-invoice-payments.ts';
import { createOutstandingIndex, dropOutstandingIndex } from './migrations/0028-bank-reconciliation.ts';

// The part-payments migration on books kept before it: each paid invoice gets one payment of its total
// on its paid date (its invoice date when it has none), and the kept totals stay exactly as they were.
describeOnEachDatabase('the invoice payments migration', (use) => {
  it('backfills one payment per paid invoice, and the totals agree with a rebuild', async () => {
    const { client, id: userId } = await signedInUser(use());
    const company = await client.post('/api/v1/companies', {
      data: {
        type: 'companies',
        attributes: {
          name: 'Old Books',
          abn: '51 824 753 556',
          gst_registered: true,
          gst_registered_from: '2020-01-01',
        },
      },
    });
    const customer = await client.post('/api/v1/customers', {
      data: { type: 'customers', attributes: { name: 'Bondi Bakery' } },
    });
    const ids: string[] = [];
    for (const [name, price] of [
      ['OLD-1', '100.00'],
      ['OLD-2', '250.00'],
      ['OLD-3', '75.50'],
    ] as const) {
      const created = await client.post('/api/v1/invoices', {
        data: {
          type: 'invoices',
          attributes: {
            name,
            invoice_date: '2026-07-02',
            due_date: '2026-07-16',
            items: [{ name: 'Work', quantity: 1, price }],
          },
          relationships: {
            company: { data: { type: 'companies', id: company.json().data.id } },
            customer: { data: { type: 'customers', id: customer.json().data.id } },
          },
        },
      });
      ids.push(created.json().data.id);
    }
    for (const id of ids.slice(0, 2)) {
      await client.patch(`/api/v1/invoices/${id}`, {
        data: { type: 'invoices', attributes: { status: 1, paid_date: '2026-08-10' } },
      });
    }
    const { kysely } = use().db;
    const ledger = await ledgerTotalsOf(kysely, userId);
    // As the books were before the migration: no payments, and one paid invoice without a paid date.
    // The later index on the column goes first (SQLite drops no column an index names).
    await dropOutstandingIndex(kysely);
    await down(kysely);
    await kysely.updateTable('invoices').set({ paid_date: null }).where('id', '=', Number(ids[1])).execute();
    await up(kysely);
    await createOutstandingIndex(kysely);

    const payments = await kysely
      .selectFrom('invoice_payments')
      .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
      .select([
        'invoices.name',
        'invoice_payments.paid_on',
        'invoice_payments.amount_cents',
        'invoices.paid_cents',
      ])
      .where('invoice_payments.user_id', '=', userId)
      .orderBy('invoices.name')
      .execute();
    expect(
      payments.map((row) => [row.name, row.paid_on, Number(row.amount_cents), Number(row.paid_cents)]),
    ).toEqual([
      ['OLD-1', '2026-08-10', 11_000, 11_000],
      ['OLD-2', '2026-07-02', 27_500, 27_500],
    ]);
    const unpaid = await client.get(`/api/v1/invoices/${ids[2]}`);
    expect(unpaid.json().data.attributes).toMatchObject({ amount_paid: '0.00', balance_due: '83.05' });
    // Counted from the payments, the ledger is what it was (OLD-2 now counts on its invoice date, as the
    // totals did for a paid invoice without a paid date).
    await rebuildInvoiceTotals(kysely, userId);
    await rebuildLedgerTotals(kysely, userId);
    const rebuilt = await ledgerTotalsOf(kysely, userId);
    expect(rebuilt.months.filter((row) => row.basis === 'accruals')).toEqual(
      ledger.months.filter((row) => row.basis === 'accruals'),
    );
    expect(rebuilt.months.filter((row) => row.basis === 'cash')).toEqual([
      expect.objectContaining({ month: '2026-07', sales_cents: 27_500, gst_on_sales_cents: 2_500 }),
      expect.objectContaining({ month: '2026-08', sales_cents: 11_000, gst_on_sales_cents: 1_000 }),
    ]);
  });
});
