import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { backfillNumberValues } from './migrations/0028-bank-reconciliation.ts';

// Migration 0028 keeps beside each invoice the value its number is found by in a bank narrative: the
// invoices' repository writes it with every save, and the migration fills it in for invoices saved before.
describeOnEachDatabase('the bank reconciliation migration', (use) => {
  it('gives every invoice its number value: kept on save and rename, and backfilled for older ones', async () => {
    const { client, id: userId } = await signedInUser(use());
    const company = await client.post('/api/v1/companies', {
      data: { type: 'companies', attributes: { name: 'Old Books', abn: '51 824 753 556' } },
    });
    const customer = await client.post('/api/v1/customers', {
      data: { type: 'customers', attributes: { name: 'Bondi Bakery' } },
    });
    const invoice = (name: string) => ({
      data: {
        type: 'invoices',
        attributes: {
          name,
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
    const ids: string[] = [];
    for (const name of ['INV-0012', 'A-107', 'Job twelve']) {
      const created = await client.post('/api/v1/invoices', invoice(name));
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().data.id);
    }
    const renamed = await client.patch(`/api/v1/invoices/${ids[1]}`, invoice('A-0108'));
    expect(renamed.statusCode, renamed.body).toBe(200);
    const { kysely } = use().db;
    const values = async () =>
      (
        await kysely
          .selectFrom('invoices')
          .select(['name', 'number_value'])
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute()
      ).map((row) => [row.name, row.number_value]);
    const expected = [
      ['INV-0012', '12'],
      ['A-0108', '108'],
      ['Job twelve', null],
    ];
    expect(await values()).toEqual(expected);

    await kysely.updateTable('invoices').set({ number_value: null }).where('user_id', '=', userId).execute();
    await backfillNumberValues(kysely);
    expect(await values()).toEqual(expected);
  });
});
