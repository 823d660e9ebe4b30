import { expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

async function business(client: TestClient, name = 'Tidy Gardens'): Promise<string> {
  const response = await client.post('/api/v1/companies', {
    data: { type: 'companies', attributes: { name, abn: '51 824 753 556' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const account = (companyId: string, attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'bank-accounts',
    attributes: {
      name: 'Everyday Business',
      bsb: '062-000',
      account_number: '1234 4321',
      opening_balance: '1,500.00',
      opening_date: '2026-03-01',
      ...attributes,
    },
    relationships: { company: { data: { type: 'companies', id: companyId } } },
  },
});

describeOnEachDatabase('bank accounts', (use) => {
  it('creates an account of a business, showing its number only masked, and lists it with its figures', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const created = await client.post('/api/v1/bank-accounts', account(companyId));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain('12344321');
    const { id, attributes, relationships } = created.json().data;
    expect(attributes).toMatchObject({
      name: 'Everyday Business',
      company_name: 'Tidy Gardens',
      bsb: '062000',
      account_number_masked: '•••• 4321',
      opening_balance: '1500.00',
      opening_date: '2026-03-01',
      statement_balance: '1500.00',
      reconciled_balance: '1500.00',
      unreconciled_count: 0,
      has_column_mapping: false,
      column_mapping: null,
    });
    expect(relationships.company.data).toEqual({ type: 'companies', id: companyId });

    const list = await client.get('/api/v1/bank-accounts');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((each: { id: string }) => each.id)).toEqual([id]);
    expect(list.json().meta.page).toEqual({ total: 1, number: 1, size: 25 });
    expect(list.body).not.toContain('12344321');
    expect((await client.get(`/api/v1/bank-accounts/${id}`)).json().data.attributes.name).toBe(
      'Everyday Business',
    );
  });

  it('takes an account without BSB, number or opening balance (a credit card starting at nothing)', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const created = await client.post(
      '/api/v1/bank-accounts',
      account(companyId, { name: 'Visa', bsb: '', account_number: null, opening_balance: undefined }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.attributes).toMatchObject({
      bsb: null,
      account_number_masked: null,
      opening_balance: '0.00',
    });
  });

  it.each([
    ['a missing name', { name: '  ' }, 'name', 'bank_account_name_required'],
    ['a BSB of 5 digits', { bsb: '062-00' }, 'bsb', 'bsb_invalid'],
    ['a BSB with letters', { bsb: '06A-000' }, 'bsb', 'bsb_invalid'],
    ['an account number of 4 digits', { account_number: '1234' }, 'account_number', 'account_number_invalid'],
    [
      'an opening balance in words',
      { opening_balance: 'lots' },
      'opening_balance',
      'opening_balance_invalid',
    ],
    [
      'an opening balance of thousandths',
      { opening_balance: '10.005' },
      'opening_balance',
      'opening_balance_invalid',
    ],
    [
      'an opening balance past $100,000,000',
      { opening_balance: '-100000000.01' },
      'opening_balance',
      'opening_balance_invalid',
    ],
    ['a missing opening date', { opening_date: '' }, 'opening_date', 'opening_date_required'],
    ['an opening date no calendar has', { opening_date: '2026-02-30' }, 'opening_date', 'date_invalid'],
  ])('refuses %s at the field', async (_label, attributes, field, code) => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const response = await client.post('/api/v1/bank-accounts', account(companyId, attributes));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code,
      source: { pointer: `/data/attributes/${field}` },
    });
    expect((await client.get('/api/v1/bank-accounts')).json().meta.page.total).toBe(0);
  });

  it("refuses an account without a business, or with another user's", async () => {
    const { client } = await signedInUser(use());
    const stranger = await signedInUser(use());
    const theirs = await business(stranger.client);
    const none = account('1');
    delete (none.data as { relationships?: unknown }).relationships;
    for (const body of [none, account(theirs)]) {
      const response = await client.post('/api/v1/bank-accounts', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source.pointer).toBe('/data/relationships/company');
    }
  });

  it('edits only what the edit sends: the number it never saw whole stays', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const otherCompany = await business(client, 'Tidy Gardens Wholesale');
    const { id } = (await client.post('/api/v1/bank-accounts', account(companyId))).json().data;
    const renamed = await client.patch(`/api/v1/bank-accounts/${id}`, {
      data: { type: 'bank-accounts', attributes: { name: 'Cheque account', opening_balance: '-20.50' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.attributes).toMatchObject({
      name: 'Cheque account',
      bsb: '062000',
      account_number_masked: '•••• 4321',
      opening_balance: '-20.50',
      statement_balance: '-20.50',
    });
    const moved = await client.patch(`/api/v1/bank-accounts/${id}`, {
      data: {
        type: 'bank-accounts',
        attributes: { account_number: '', bsb: null },
        relationships: { company: { data: { type: 'companies', id: otherCompany } } },
      },
    });
    expect(moved.json().data.attributes).toMatchObject({
      company_name: 'Tidy Gardens Wholesale',
      bsb: null,
      account_number_masked: null,
    });
    const bad = await client.patch(`/api/v1/bank-accounts/${id}`, {
      data: { type: 'bank-accounts', attributes: { bsb: '1' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source.pointer).toBe('/data/attributes/bsb');
  });

  it('deletes an account; a business that has one is archived rather than deleted', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const { id } = (await client.post('/api/v1/bank-accounts', account(companyId))).json().data;
    expect((await client.delete(`/api/v1/companies/${companyId}`)).statusCode).toBe(204);
    // Archived: the account still names it.
    expect((await client.get(`/api/v1/bank-accounts/${id}`)).json().data.attributes.company_name).toBe(
      'Tidy Gardens',
    );
    expect((await client.delete(`/api/v1/bank-accounts/${id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/v1/bank-accounts/${id}`)).statusCode).toBe(404);
    expect((await client.delete(`/api/v1/bank-accounts/${id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's account, whatever is asked", async () => {
    const owner = await signedInUser(use());
    const stranger = await signedInUser(use());
    const companyId = await business(owner.client);
    const { id } = (await owner.client.post('/api/v1/bank-accounts', account(companyId))).json().data;
    const edit = { data: { type: 'bank-accounts', attributes: { name: 'Mine now' } } };
    for (const response of [
      await stranger.client.get(`/api/v1/bank-accounts/${id}`),
      await stranger.client.patch(`/api/v1/bank-accounts/${id}`, edit),
      await stranger.client.delete(`/api/v1/bank-accounts/${id}`),
      await stranger.client.get(`/api/v1/bank-accounts/${id}/lines`),
      await stranger.client.get(`/api/v1/bank-accounts/${id}/imports`),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await stranger.client.get('/api/v1/bank-accounts')).json().data).toEqual([]);
    expect((await owner.client.get(`/api/v1/bank-accounts/${id}`)).json().data.attributes.name).toBe(
      'Everyday Business',
    );
  });

  it('refuses a line filter it does not know', async () => {
    const { client } = await signedInUser(use());
    const companyId = await business(client);
    const { id } = (await client.post('/api/v1/bank-accounts', account(companyId))).json().data;
    expect((await client.get(`/api/v1/bank-accounts/${id}/lines?filter[status]=pending`)).statusCode).toBe(
      400,
    );
    expect((await client.get(`/api/v1/bank-accounts/${id}/lines?filter[status]=all`)).statusCode).toBe(200);
  });
});
