import { expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

const customer = (attributes: Record<string, unknown>) => ({ data: { type: 'customers', attributes } });

async function createCustomer(client: TestClient, attributes: Record<string, unknown>) {
  const response = await client.post('/api/v1/customers', customer(attributes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
}

const names = (document: { data: Array<{ attributes: { name: string } }> }) =>
  document.data.map((row) => row.attributes.name);

describeOnEachDatabase('clients', (use) => {
  it('creates, reads (with its invoices), edits and deletes a client', async () => {
    const { client } = await signedInUser(use());
    const created = await createCustomer(client, {
      name: ' Acme Pty Ltd ',
      email: 'Billing@Acme.test',
      abn: '33 051 775 556',
      phone: '0298765432',
    });
    expect(created.attributes).toMatchObject({
      name: 'Acme Pty Ltd',
      email: 'billing@acme.test',
      abn: '33051775556',
      abn_formatted: '33 051 775 556',
    });
    const read = (await client.get(`/api/v1/customers/${created.id}?include=invoice`)).json();
    expect(read.data.relationships).toEqual({ invoices: { data: [] } });
    expect(
      (await client.get(`/api/v1/customers/${created.id}?include=invoices`)).json().data.relationships
        .invoices.data,
    ).toEqual([]);
    const edited = await client.patch(
      `/api/v1/customers/${created.id}`,
      customer({ name: 'Acme Group', abn: '' }),
    );
    expect(edited.json().data.attributes).toMatchObject({ name: 'Acme Group', abn: null, email: null });
    expect((await client.delete(`/api/v1/customers/${created.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/v1/customers/${created.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ name: '' }, 'name', 'Client Name is required'],
    [{ name: 'A', abn: '123456789012' }, 'abn', 'The ABN must be 11 digits.'],
    [{ name: 'A', abn: '51 824 753 557' }, 'abn', 'This ABN is not valid. Check the digits.'],
    [
      { name: 'A', phone: '04123456789012' },
      'phone',
      'The phone number may not be greater than 13 characters.',
    ],
    [{ name: 'A', email: 'x@' }, 'email', 'Enter a valid email address.'],
  ])('refuses %j on %s with its message, and saves nothing', async (attributes, field, detail) => {
    const { client } = await signedInUser(use());
    const response = await client.post('/api/v1/customers', customer(attributes));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail,
      source: { pointer: `/data/attributes/${field}` },
    });
    expect((await client.get('/api/v1/customers')).json().meta.page.total).toBe(0);
  });

  it('searches name, e-mail and ABN, trimmed and case-insensitive, with paging and sorting', async () => {
    const { client } = await signedInUser(use());
    await createCustomer(client, { name: 'Acme Pty Ltd', email: 'billing@acme.test' });
    await createCustomer(client, { name: 'Bondi Bakery', email: 'orders@bondi.test', abn: '51 824 753 556' });
    await createCustomer(client, { name: 'Coastal 100% Co', email: 'hi@coastal.test' });
    const search = async (term: string) =>
      names((await client.get(`/api/v1/customers?filter[search]=${encodeURIComponent(term)}`)).json());
    expect(await search('  ACME ')).toEqual(['Acme Pty Ltd']);
    expect(await search('ORDERS@BONDI')).toEqual(['Bondi Bakery']);
    expect(await search('824 753')).toEqual(['Bondi Bakery']);
    expect(await search('100%')).toEqual(['Coastal 100% Co']);
    expect(await search('%')).toEqual(['Coastal 100% Co']);
    expect(await search('nobody')).toEqual([]);

    const page = (await client.get('/api/v1/customers?sort=-name&page[size]=2&page[number]=1')).json();
    expect(names(page)).toEqual(['Coastal 100% Co', 'Bondi Bakery']);
    expect(page.meta.page).toEqual({ total: 3, number: 1, size: 2 });
    expect(
      names((await client.get('/api/v1/customers?sort=-name&page[size]=2&page[number]=2')).json()),
    ).toEqual(['Acme Pty Ltd']);
    expect((await client.get('/api/v1/customers?sort=password')).statusCode).toBe(400);
    expect((await client.get('/api/v1/customers?page[size]=500')).statusCode).toBe(400);
  });

  it("answers 404 for another user's client on every verb, and never lists it", async () => {
    const context = use();
    const owner = await signedInUser(context);
    const stranger = await signedInUser(context);
    const { id } = await createCustomer(owner.client, { name: 'Private Client' });
    for (const response of [
      await stranger.client.get(`/api/v1/customers/${id}`),
      await stranger.client.get(`/api/v1/customers/${id}?include=invoices`),
      await stranger.client.patch(`/api/v1/customers/${id}`, customer({ name: 'Stolen' })),
      await stranger.client.delete(`/api/v1/customers/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await stranger.client.get('/api/v1/customers?filter[search]=private')).json().data).toEqual([]);
    expect((await owner.client.get(`/api/v1/customers/${id}`)).json().data.attributes.name).toBe(
      'Private Client',
    );
  });

  it('answers 404 for ids that are not numbers', async () => {
    const { client } = await signedInUser(use());
    expect((await client.get('/api/v1/customers/abc')).statusCode).toBe(404);
    expect((await client.get('/api/v1/customers/1e3')).statusCode).toBe(404);
  });

  // Found by fuzzing: PostgreSQL text cannot hold U+0000, and the insert failed with a 500.
  it('refuses a NUL character in a field with a 422 on that field, saving nothing', async () => {
    const { client } = await signedInUser(use());
    const response = await client.post('/api/v1/customers', customer({ name: 'Bondi\u0000Bakery' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ code: 'text_nul', source: { pointer: '/data/attributes/name' } }),
    ]);
    expect((await client.get('/api/v1/customers')).json().meta.page.total).toBe(0);
  });
});
