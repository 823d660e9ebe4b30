import { basename } from 'node:path';
import { expect, it } from 'vitest';
import { createClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { multipart, PNG } from '../../test/uploads.ts';
import { signedInUser, uniqueEmail } from '../../test/users.ts';

describeOnEachDatabase('user administration', (use) => {
  it('is for administrators only: 401 signed out, 403 for other users', async () => {
    const context = use();
    const { client } = await signedInUser(context, { roles: ['grow'] });
    const visitor = createClient(context.app);
    for (const [method, url] of [
      ['GET', '/api/v1/users'],
      ['GET', '/api/v1/users/1'],
      ['POST', '/api/v1/users'],
      ['PATCH', '/api/v1/users/1'],
      ['DELETE', '/api/v1/users/1'],
    ] as const) {
      const call = (who: typeof client) =>
        method === 'GET'
          ? who.get(url)
          : method === 'POST'
            ? who.post(url, {})
            : method === 'PATCH'
              ? who.patch(url, {})
              : who.delete(url);
      expect((await call(visitor)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(client)).statusCode, `${method} ${url} as a user`).toBe(403);
    }
  });

  it('lets an administrator create, find, change and delete accounts', async () => {
    const context = use();
    const { client: admin } = await signedInUser(context, { roles: ['admin'] });
    const email = uniqueEmail('managed');
    const created = await admin.post('/api/v1/users', {
      data: {
        type: 'users',
        attributes: { name: 'Katherine Johnson', email, password: 'Orbital7Path', roles: ['grow'] },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data.attributes.email_verified_at).not.toBeNull();

    const found = await admin.get(`/api/v1/users?filter[search]=katherine&page[size]=5`);
    expect(found.json().meta.page.total).toBe(1);
    expect(found.json().data[0]).toMatchObject({
      id,
      relationships: { roles: { data: [{ type: 'roles', id: 'grow' }] } },
    });

    const changed = await admin.patch(`/api/v1/users/${id}`, {
      data: { attributes: { name: 'K. Johnson', roles: ['admin', 'grow'] } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().included.map((role: { id: string }) => role.id)).toEqual(['admin', 'grow']);

    expect((await admin.delete(`/api/v1/users/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/v1/users/${id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/v1/users/${id}`)).statusCode).toBe(404);
  });

  it("takes the account's mails out of the outbox when it is deleted", async () => {
    const context = use();
    const { client: admin } = await signedInUser(context, { roles: ['admin'] });
    const { id, email } = await signedInUser(context);
    await createClient(context.app).post('/api/v1/password-forgot', { data: { attributes: { email } } });
    await context.app.afterResponse.settled();
    const mailsOf = () =>
      context.db.kysely.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute();
    expect(await mailsOf()).toHaveLength(1);
    expect((await admin.delete(`/api/v1/users/${id}`)).statusCode).toBe(204);
    expect(await mailsOf()).toHaveLength(0);
  });

  it("deletes the account's profile image with it: the stored file is gone, its URL answers 404", async () => {
    const context = use();
    const { client: admin } = await signedInUser(context, { roles: ['admin'] });
    const member = await signedInUser(context);
    const { body, contentType } = multipart('attachment', 'me.png', 'image/png', PNG);
    const upload = await member.client.post(`/api/v1/uploads/users/${member.id}/profile-image`, body, {
      'content-type': contentType,
    });
    const url = upload.json().url as string;
    const storedFiles = () =>
      context.db.kysely.selectFrom('stored_files').select('name').where('user_id', '=', member.id).execute();
    expect((await storedFiles()).map((row) => row.name)).toEqual([basename(url)]);
    expect((await member.client.get(url)).statusCode).toBe(200);

    expect((await admin.delete(`/api/v1/users/${member.id}`)).statusCode).toBe(204);
    expect(await storedFiles()).toEqual([]);
    // The member's sessions went with the account; nobody else may see the image either.
    expect((await member.client.get(url)).statusCode).toBe(401);
    expect((await admin.get(url)).statusCode).toBe(404);
  });

  it('refuses a taken e-mail, an unknown role, and deleting oneself', async () => {
    const context = use();
    const { client: admin, id, email } = await signedInUser(context, { roles: ['admin'] });
    const taken = await admin.post('/api/v1/users', {
      data: { attributes: { name: 'Dup', email, password: 'Orbital7Path' } },
    });
    expect(taken.json().errors[0]).toMatchObject({
      code: 'email_taken',
      source: { pointer: '/data/attributes/email' },
    });
    const badRole = await admin.patch(`/api/v1/users/${id}`, { data: { attributes: { roles: ['root'] } } });
    expect(badRole.statusCode).toBe(422);
    expect(badRole.json().errors[0].code).toBe('role_invalid');
    expect((await admin.delete(`/api/v1/users/${id}`)).statusCode).toBe(409);
  });

  it('refuses a common password with the same field error as registration, and creates nothing', async () => {
    const context = use();
    const { client: admin } = await signedInUser(context, { roles: ['admin'] });
    const email = uniqueEmail('common-by-admin');
    const response = await admin.post('/api/v1/users', {
      data: { attributes: { name: 'Common Password', email, password: 'Password1' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'password_common',
      source: { pointer: '/data/attributes/password' },
    });
    const found = await admin.get(`/api/v1/users?filter[search]=${encodeURIComponent(email)}`);
    expect(found.json().meta.page.total).toBe(0);
  });

  it('pages with meta.page.total and caps the page size at 100', async () => {
    const context = use();
    const { client: admin } = await signedInUser(context, { roles: ['admin'] });
    const page = await admin.get('/api/v1/users?page[size]=1&page[number]=1');
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta.page.total).toBeGreaterThanOrEqual(1);
    expect((await admin.get('/api/v1/users?page[size]=101')).statusCode).toBe(400);
  });
});
