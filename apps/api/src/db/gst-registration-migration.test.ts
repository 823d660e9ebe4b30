import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { down, up } from './migrations/0023-gst-registration.ts';

// The GST registration date on books kept before it (both databases): a registered business gets the
// first day of its earliest dated record's month, so no BAS figure changes; one without records the
// month it was created; one not registered none. It undoes cleanly.
describeOnEachDatabase('the GST registration migration', (use) => {
  it('dates each registered business from its earliest record’s month, and goes down and up again', async () => {
    const { client } = await signedInUser(use());
    const create = async (name: string, registered: boolean) => {
      const created = await client.post('/api/v1/companies', {
        data: {
          type: 'companies',
          attributes: {
            name,
            abn: '51 824 753 556',
            gst_registered: registered,
            gst_registered_from: '2026-11-20',
          },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as string;
    };
    const books = await create('Old Books', true);
    const empty = await create('New Books', true);
    const unregistered = await create('No GST', false);
    const customer = await client.post('/api/v1/customers', {
      data: { type: 'customers', attributes: { name: 'Bondi Bakery' } },
    });
    const invoice = await client.post('/api/v1/invoices', {
      data: {
        type: 'invoices',
        attributes: {
          name: 'OLD-1',
          invoice_date: '2026-03-17',
          due_date: '2026-03-31',
          items: [{ name: 'Wiring', quantity: 1, price: '100.00', taxable: true }],
        },
        relationships: {
          company: { data: { type: 'companies', id: books } },
          customer: { data: { type: 'customers', id: customer.json().data.id } },
        },
      },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const expense = await client.post('/api/v1/expenses', {
      data: {
        type: 'expenses',
        attributes: {
          expense_date: '2026-02-03',
          supplier_name: 'Bunnings Warehouse',
          category: 'tools-equipment',
          amount: '110.00',
          paid_date: '2026-02-03',
        },
        relationships: { company: { data: { type: 'companies', id: books } } },
      },
    });
    expect(expense.statusCode, expense.body).toBe(201);

    const { kysely } = use().db;
    await down(kysely);
    await up(kysely);
    const from = async (id: string) =>
      (await client.get(`/api/v1/companies/${id}`)).json().data.attributes.gst_registered_from;
    expect(await from(books)).toBe('2026-02-01');
    expect(await from(empty)).toMatch(/^\d{4}-\d{2}-01$/);
    expect(await from(unregistered)).toBeNull();
  });
});
