import { expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

const company = (attributes: Record<string, unknown>) => ({ data: { type: 'companies', attributes } });
const VALID = {
  name: 'Sorted Plumbing',
  abn: '51 824 753 556',
  email: 'hello@sorted.test',
  phone: '0412345678',
};

async function createCompany(client: TestClient, attributes: Record<string, unknown> = VALID) {
  const response = await client.post('/api/v1/companies', company(attributes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
}

describeOnEachDatabase(
  'businesses',
  (use) => {
    it('creates a business with its PayID in one request, and lists it with the PayID included', async () => {
      const { client } = await signedInUser(use());
      const response = await client.post(
        '/api/v1/companies',
        company({
          ...VALID,
          gst_registered: true,
          gst_registered_from: '2020-01-01',
          address: '1 George St, Sydney NSW 2000',
          payment_details: { payid: '0412 345 678', name: 'Sorted Plumbing Pty Ltd' },
        }),
      );
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created.data.attributes).toMatchObject({
        name: 'Sorted Plumbing',
        abn: '51824753556',
        abn_formatted: '51 824 753 556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
        address: '1 George St, Sydney NSW 2000',
      });
      expect(created.included[0]).toMatchObject({
        type: 'paymentDetails',
        attributes: { payid: '+61-412345678', payid_type: 'phone', name: 'Sorted Plumbing Pty Ltd' },
      });

      const list = (await client.get('/api/v1/companies?include=paymentDetail&page[size]=1')).json();
      expect(list.meta.page).toEqual({ total: 1, number: 1, size: 1 });
      expect(list.data[0].relationships.paymentDetail.data).toEqual({
        type: 'paymentDetails',
        id: created.included[0].id,
      });
      expect(list.included).toHaveLength(1);
    });

    it('edits a business (name and e-mail required) and deletes it', async () => {
      const { client } = await signedInUser(use());
      const { id } = await createCompany(client);
      const missing = await client.patch(`/api/v1/companies/${id}`, company({ name: '', email: '' }));
      expect(missing.statusCode).toBe(422);
      expect(
        missing
          .json()
          .errors.map((error: { source: { pointer: string }; detail: string }) => [
            error.source.pointer,
            error.detail,
          ]),
      ).toEqual([
        ['/data/attributes/name', 'Business name is required.'],
        ['/data/attributes/email', 'Email is required.'],
      ]);
      const edited = await client.patch(
        `/api/v1/companies/${id}`,
        company({
          name: 'Sorted & Co',
          email: 'ACCOUNTS@sorted.test',
          gst_registered: true,
          gst_registered_from: '2020-01-01',
        }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.attributes).toMatchObject({
        name: 'Sorted & Co',
        email: 'accounts@sorted.test',
        abn: '51824753556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
      });
      expect((await client.delete(`/api/v1/companies/${id}`)).statusCode).toBe(204);
      expect((await client.get(`/api/v1/companies/${id}`)).statusCode).toBe(404);
    });

    it.each([
      [{ name: '', abn: '51824753556' }, 'name', 'Business name is required.'],
      [{ name: 'A' }, 'abn', 'ABN is required.'],
      [{ name: 'A', abn: '5182475355' }, 'abn', 'The ABN must be 11 digits.'],
      [{ name: 'A', abn: '51 824 753 557' }, 'abn', 'This ABN is not valid. Check the digits.'],
      [{ name: 'A', abn: '12 345 678 901' }, 'abn', 'This ABN is not valid. Check the digits.'],
      [
        { name: 'A', abn: '51824753556', phone: '04123456789012' },
        'phone',
        'The phone number may not be greater than 13 characters.',
      ],
      [{ name: 'A', abn: '51824753556', email: 'nope' }, 'email', 'Enter a valid email address.'],
    ])('refuses %j on %s with its message, and saves nothing', async (attributes, field, detail) => {
      const { client } = await signedInUser(use());
      const response = await client.post('/api/v1/companies', company(attributes));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        detail,
        source: { pointer: `/data/attributes/${field}` },
      });
      expect((await client.get('/api/v1/companies')).json().meta.page.total).toBe(0);
    });

    it.each(['48 123 123 124', '33 007 457 141', '12 004 044 937', '33 051 775 556'])(
      'accepts the valid ABN %s',
      async (abn) => {
        const { client } = await signedInUser(use());
        expect((await client.post('/api/v1/companies', company({ name: 'A', abn }))).statusCode).toBe(201);
      },
    );

    it('refuses a bad PayID inside the create request without creating the business', async () => {
      const { client } = await signedInUser(use());
      const response = await client.post(
        '/api/v1/companies',
        company({ ...VALID, payment_details: { payid: '0312345678', name: 'A' } }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source.pointer).toBe('/data/attributes/payment_details.payid');
      expect((await client.get('/api/v1/companies')).json().meta.page.total).toBe(0);
    });

    it('refuses a user whose e-mail is no longer verified', async () => {
      const context = use();
      const { client, id } = await signedInUser(context);
      await context.db.kysely
        .updateTable('users')
        .set({ email_verified_at: null })
        .where('id', '=', id)
        .execute();
      const response = await client.post('/api/v1/companies', company(VALID));
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].detail).toBe('Your email address is not verified.');
    });

    it('refuses a business past the limit', async () => {
      const { client } = await signedInUser(use());
      await createCompany(client);
      await createCompany(client);
      const response = await client.post('/api/v1/companies', company(VALID));
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].detail).toBe('You have reached your limit for this feature.');
    });

    it('adds, lists, edits and deletes PayIDs of a business', async () => {
      const { client } = await signedInUser(use());
      const { id } = await createCompany(client);
      const detail = (attributes: Record<string, unknown>, companyId = id) => ({
        data: {
          type: 'paymentDetails',
          attributes,
          relationships: { company: { data: { type: 'companies', id: companyId } } },
        },
      });
      const created = await client.post(
        '/api/v1/paymentDetails',
        detail({ payid: 'Pay@Sorted.test', name: 'Sorted Plumbing' }),
      );
      expect(created.statusCode).toBe(201);
      const detailId = created.json().data.id;
      expect(created.json().data.attributes).toMatchObject({ payid: 'pay@sorted.test', payid_type: 'email' });

      const list = (await client.get(`/api/v1/companies/${id}/payment-details`)).json();
      expect(list.data.map((row: { id: string }) => row.id)).toEqual([detailId]);

      const edited = await client.patch(
        `/api/v1/paymentDetails/${detailId}`,
        detail({ payid: '51 824 753 556', name: 'Sorted' }),
      );
      expect(edited.json().data.attributes).toMatchObject({
        payid: '51824753556',
        payid_type: 'abn',
        name: 'Sorted',
      });

      expect((await client.delete(`/api/v1/paymentDetails/${detailId}`)).statusCode).toBe(204);
      expect((await client.get(`/api/v1/companies/${id}/payment-details`)).json().data).toEqual([]);
    });

    it('explains which PayID forms are accepted, and needs the PayID, its name and the business', async () => {
      const { client } = await signedInUser(use());
      const { id } = await createCompany(client);
      const bad = await client.post('/api/v1/paymentDetails', {
        data: {
          attributes: { payid: '12345', name: 'A' },
          relationships: { company: { data: { type: 'companies', id } } },
        },
      });
      expect(bad.json().errors[0]).toMatchObject({
        detail:
          'Enter the PayID as an email address, an Australian mobile number (04… or +614…), an ABN or ACN, or an organisation identifier.',
        source: { pointer: '/data/attributes/payid' },
      });
      const empty = await client.post('/api/v1/paymentDetails', {
        data: { attributes: { payid: '', name: '' } },
      });
      expect(empty.json().errors.map((error: { detail: string }) => error.detail)).toEqual([
        'PayID is required.',
        'PayID name is required.',
      ]);
      const noCompany = await client.post('/api/v1/paymentDetails', {
        data: { attributes: { payid: 'a@b.co', name: 'A' } },
      });
      expect(noCompany.json().errors[0]).toMatchObject({
        detail: 'Company is required',
        source: { pointer: '/data/relationships/company' },
      });
      // An id that is an object whose toString and valueOf are not functions (the fuzzer sent one: a 500).
      const objectId = await client.post('/api/v1/paymentDetails', {
        data: {
          attributes: { payid: 'a@b.co', name: 'A' },
          relationships: { company: { data: { type: 'companies', id: { toString: 1, valueOf: 2 } } } },
        },
      });
      expect(objectId.statusCode).toBe(422);
      expect(objectId.json().errors[0].source).toEqual({ pointer: '/data/relationships/company' });
    });

    it("answers 404 for every one of another user's business and PayID ids, on every verb", async () => {
      const context = use();
      const owner = await signedInUser(context);
      const stranger = await signedInUser(context);
      const created = await owner.client.post(
        '/api/v1/companies',
        company({ ...VALID, payment_details: { payid: 'a@b.co', name: 'A' } }),
      );
      const companyId = created.json().data.id;
      const detailId = created.json().included[0].id;
      const payload = (attributes: Record<string, unknown>) => ({
        data: { attributes, relationships: { company: { data: { type: 'companies', id: companyId } } } },
      });
      const attempts = [
        stranger.client.get(`/api/v1/companies/${companyId}`),
        stranger.client.patch(`/api/v1/companies/${companyId}`, company({ name: 'Mine', email: 'x@y.co' })),
        stranger.client.delete(`/api/v1/companies/${companyId}`),
        stranger.client.get(`/api/v1/companies/${companyId}/payment-details`),
        stranger.client.post('/api/v1/paymentDetails', payload({ payid: 'x@y.co', name: 'X' })),
        stranger.client.patch(`/api/v1/paymentDetails/${detailId}`, payload({ payid: 'x@y.co', name: 'X' })),
        stranger.client.delete(`/api/v1/paymentDetails/${detailId}`),
      ];
      for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
      expect((await stranger.client.get('/api/v1/companies')).json().data).toEqual([]);
      const untouched = (
        await owner.client.get(`/api/v1/companies/${companyId}?include=paymentDetail`)
      ).json();
      expect(untouched.data.attributes.name).toBe('Sorted Plumbing');
      expect(untouched.included[0].attributes.payid).toBe('a@b.co');
    });

    it('needs a session', async () => {
      const { client } = await signedInUser(use());
      await client.post('/api/v1/logout');
      expect((await client.get('/api/v1/companies')).statusCode).toBe(401);
    });

    // Found by fuzzing: PostgreSQL refused an id past its integer columns with a 500.
    it('treats an id past the integer id columns as no record: 404 in the path, 422 as a relationship', async () => {
      const { client } = await signedInUser(use());
      const tooBig = '2147483648';
      expect((await client.patch(`/api/v1/paymentDetails/${tooBig}`, {})).statusCode).toBe(404);
      expect((await client.delete(`/api/v1/companies/${tooBig}`)).statusCode).toBe(404);
      const payId = await client.post('/api/v1/paymentDetails', {
        data: {
          type: 'paymentDetails',
          attributes: { payid: '0412 345 678', name: 'Sorted Plumbing Pty Ltd' },
          relationships: { company: { data: { type: 'companies', id: tooBig } } },
        },
      });
      expect(payId.statusCode).toBe(422);
      expect(payId.json().errors[0].source).toEqual({ pointer: '/data/relationships/company' });
    });
  },
  { env: { BUSINESS_LIMIT: '2' } },
);

describeOnEachDatabase(
  'business limit under concurrent creates',
  (use) => {
    // PostgreSQL once let all 16 of these count the same number of businesses and all be created.
    it('creates exactly the limit when 16 creates arrive at once, and refuses the rest', async () => {
      const context = use();
      const { client, id } = await signedInUser(context);
      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          client.post('/api/v1/companies', company({ ...VALID, name: `Concurrent ${index}` })),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      const refused = responses.filter((response) => response.statusCode !== 201);
      expect(refused).toHaveLength(6);
      for (const response of refused) {
        expect(response.statusCode).toBe(403);
        expect(response.json().errors[0].detail).toBe('You have reached your limit for this feature.');
      }
      const { count } = await context.db.kysely
        .selectFrom('companies')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(10);
    });
  },
  { env: { BUSINESS_LIMIT: '10' } },
);
