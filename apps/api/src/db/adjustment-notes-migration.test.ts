import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { down, up } from './migrations/0018-adjustment-notes.ts';
import * as adjustedIndex from './migrations/0020-adjusted-invoices.ts';
import { createOutstandingIndex, dropOutstandingIndex } from './migrations/0028-bank-reconciliation.ts';

// The adjustment notes migration on books kept before it: every invoice has nothing adjusted, and it
// undoes cleanly (both databases).
describeOnEachDatabase('the adjustment notes migration', (use) => {
  it('starts every invoice at nothing adjusted, and goes down and up again', async () => {
    const { client } = await signedInUser(use());
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
    const created = await client.post('/api/v1/invoices', {
      data: {
        type: 'invoices',
        attributes: {
          name: 'OLD-1',
          invoice_date: '2026-07-02',
          due_date: '2026-07-16',
          items: [{ name: 'Work', quantity: 1, price: '100.00' }],
        },
        relationships: {
          company: { data: { type: 'companies', id: company.json().data.id } },
          customer: { data: { type: 'customers', id: customer.json().data.id } },
        },
      },
    });
    const id = created.json().data.id;
    const { kysely } = use().db;
    // Undone in order, as a migration down would: the later indexes on its column go first.
    await dropOutstandingIndex(kysely);
    await adjustedIndex.down(kysely);
    await down(kysely);
    // PostgreSQL lists the tables of every schema: other test files' databases are schemas beside this one.
    const schema = use().db.schema;
    const tables = (await kysely.introspection.getTables()).filter(
      (table) => schema === undefined || table.schema === schema,
    );
    expect(tables.map((table) => table.name)).toContain('invoices');
    expect(tables.map((table) => table.name)).not.toContain('adjustment_notes');
    await up(kysely);
    await adjustedIndex.up(kysely);
    await createOutstandingIndex(kysely);
    const after = await client.get(`/api/v1/invoices/${id}`);
    expect(after.json().data?.attributes, after.body).toMatchObject({
      adjusted: '0.00',
      credit_owed: '0.00',
      balance_due: '110.00',
    });
    const issued = await client.post(`/api/v1/invoices/${id}/adjustment-notes`, {
      data: {
        type: 'adjustmentNotes',
        attributes: { kind: 'cancel', reason: 'Called off', issued_on: '2026-07-03' },
      },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().data.attributes.number).toBe('AN-0001');
  });
});
