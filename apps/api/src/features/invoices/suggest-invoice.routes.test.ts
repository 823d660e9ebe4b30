import { expect, it } from 'vitest';
import { createClient, type TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

interface Seeded {
  client: TestClient;
  companyId: string;
  customerId: string;
}

async function seed(context: TestApp, roles?: string[]): Promise<Seeded> {
  const { client } = await signedInUser(context, roles ? { roles } : {});
  const company = await client.post('/api/v1/companies', {
    data: { attributes: { name: 'Tidy Gardens', abn: '51824753556' } },
  });
  const customer = await client.post('/api/v1/customers', { data: { attributes: { name: 'Harbour Cafe' } } });
  return { client, companyId: company.json().data.id, customerId: customer.json().data.id };
}

async function invoice(
  seeded: Seeded,
  name: string,
  dates: [string, string],
  items: { name: string; quantity: number; price: string; description?: string }[],
): Promise<void> {
  const response = await seeded.client.post('/api/v1/invoices', {
    data: {
      attributes: { name, invoice_date: dates[0], due_date: dates[1], items },
      relationships: {
        company: { data: { type: 'companies', id: seeded.companyId } },
        customer: { data: { type: 'customers', id: seeded.customerId } },
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describeOnEachDatabase('GET /invoices/suggest/{customerId}', (use) => {
  it('suggests the next number, the usual terms and the recurring items from the client’s history', async () => {
    const seeded = await seed(use());
    await invoice(
      seeded,
      'TG-0007',
      ['2026-08-01', '2026-08-31'],
      [
        { name: 'Mowing', quantity: 1, price: '70.00' },
        { name: 'Gutters', quantity: 1, price: '150.00' },
      ],
    );
    await invoice(
      seeded,
      'TG-0008',
      ['2026-09-01', '2026-10-01'],
      [
        { name: 'Mowing', quantity: 1, price: '75.00' },
        { name: 'Hedge trim', quantity: 1, price: '50.00' },
      ],
    );
    await invoice(
      seeded,
      'TG-0009',
      ['2026-10-01', '2026-10-31'],
      [
        { name: 'Mowing', quantity: 2, price: '80.00', description: 'Front and back' },
        { name: 'Hedge trim', quantity: 1, price: '55.00' },
      ],
    );

    const response = await seeded.client.get(`/api/v1/invoices/suggest/${seeded.customerId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({
      number: 'TG-0010',
      company_id: seeded.companyId,
      terms_days: 30,
      amount: '215.00',
      status: 0,
      based_on: 3,
    });
    expect(attributes.items).toEqual([
      {
        name: 'Mowing',
        description: 'Front and back',
        quantity: '2',
        price: '80.00',
        taxable: true,
        amount: '160.00',
        times_billed: 3,
      },
      {
        name: 'Hedge trim',
        description: null,
        quantity: '1',
        price: '55.00',
        taxable: true,
        amount: '55.00',
        times_billed: 2,
      },
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    expect(attributes.invoice_date).toBe(today);
  });

  it('answers 404 with a clear detail for a client without history', async () => {
    const seeded = await seed(use());
    const response = await seeded.client.get(`/api/v1/invoices/suggest/${seeded.customerId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({
      code: 'no_invoice_history',
      detail: 'There are no past invoices for this client to learn from yet.',
    });
  });

  it('is for the grow role only', async () => {
    const seeded = await seed(use(), []);
    const response = await seeded.client.get(`/api/v1/invoices/suggest/${seeded.customerId}`);
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for another user’s client and learns nothing from it', async () => {
    const owner = await seed(use());
    await invoice(
      owner,
      'INV-0001',
      ['2026-10-01', '2026-10-15'],
      [{ name: 'Secret', quantity: 1, price: '1.00' }],
    );
    const other = await signedInUser(use());
    const response = await other.client.get(`/api/v1/invoices/suggest/${owner.customerId}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Secret');
  });

  it('needs a session', async () => {
    const response = await createClient(use().app).get('/api/v1/invoices/suggest/1');
    expect(response.statusCode).toBe(401);
  });
});
