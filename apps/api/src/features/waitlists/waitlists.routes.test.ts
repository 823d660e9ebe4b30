import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

const join = (userId: number, name = 'Tax Summary') => ({
  data: {
    type: 'waitlists',
    attributes: { name },
    relationships: { user: { data: { type: 'users', id: String(userId) } } },
  },
});

describeOnEachDatabase('waitlists', (use) => {
  it('joins the Tax Summary waitlist once; a second time answers 409', async () => {
    const { client, id } = await signedInUser(use());
    const before = await client.get(`/api/v1/waitlists?filter[user_id]=${id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: [], meta: { page: { total: 0, number: 1, size: 1 } } });

    const joined = await client.post('/api/v1/waitlists', join(id));
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().data).toMatchObject({
      type: 'waitlists',
      attributes: { name: 'Tax Summary' },
      relationships: { user: { data: { type: 'users', id: String(id) } } },
    });

    const after = await client.get(`/api/v1/waitlists?filter[user_id]=${id}`);
    expect(after.json().data.map((entry: { attributes: { name: string } }) => entry.attributes.name)).toEqual(
      ['Tax Summary'],
    );
    expect(after.json().meta.page.total).toBe(1);

    const again = await client.post('/api/v1/waitlists', join(id));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      status: '409',
      detail: 'You are already on the waitlist...',
    });
  });

  it("never shows another user's entries, whatever the filter says", async () => {
    const first = await signedInUser(use());
    const second = await signedInUser(use());
    expect((await first.client.post('/api/v1/waitlists', join(first.id))).statusCode).toBe(201);
    const peek = await second.client.get(`/api/v1/waitlists?filter[user_id]=${first.id}`);
    expect(peek.statusCode).toBe(200);
    expect(peek.json().data).toEqual([]);
    expect((await second.client.get('/api/v1/waitlists')).json().data).toEqual([]);
    // Naming someone else in the relationship still puts only yourself on the list.
    const joined = await second.client.post('/api/v1/waitlists', join(first.id));
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data.relationships.user.data.id).toBe(String(second.id));
    expect((await first.client.get('/api/v1/waitlists')).json().data).toHaveLength(1);
  });

  it('refuses an unknown waitlist with a 422 on the name, and anyone signed out', async () => {
    const { client, id } = await signedInUser(use());
    const unknown = await client.post('/api/v1/waitlists', join(id, 'Payroll'));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].source).toEqual({ pointer: '/data/attributes/name' });
    const anonymous = await use().app.inject({ method: 'GET', url: '/api/v1/waitlists' });
    expect(anonymous.statusCode).toBe(401);
  });
});
