import { expect, it } from 'vitest';
import { createClient, type TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { multipart, PNG } from '../../test/uploads.ts';
import { signedInUser } from '../../test/users.ts';

// An HTML page that pretends to be a PNG.
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

async function upload(
  client: TestClient,
  userId: number,
  field: string,
  filename: string,
  type: string,
  bytes: Buffer,
) {
  const { body, contentType } = multipart(field, filename, type, bytes);
  return client.post(`/api/v1/uploads/users/${userId}/profile-image`, body, {
    'content-type': contentType,
  });
}

describeOnEachDatabase('profile', (use) => {
  it('updates the name and keeps the e-mail as it is', async () => {
    const { client, email } = await signedInUser(use());
    const response = await client.patch('/api/v1/me', {
      data: { type: 'users', attributes: { name: '  Mary Jackson ', email: 'new@example.com' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ name: 'Mary Jackson', email });
    expect((await client.get('/api/v1/me')).json().data.attributes.name).toBe('Mary Jackson');
  });

  it('refuses an empty name on the name field', async () => {
    const { client } = await signedInUser(use());
    const response = await client.patch('/api/v1/me', { data: { attributes: { name: ' ' } } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'name_required',
      source: { pointer: '/data/attributes/name' },
    });
  });

  it('keeps the language chosen in the menu, which the account e-mails then use', async () => {
    const { client } = await signedInUser(use());
    const response = await client.patch('/api/v1/me', {
      data: { type: 'users', attributes: { locale: 'pt-br' } },
    });
    expect(response.statusCode).toBe(200);
    expect((await client.get('/api/v1/me')).json().data.attributes).toMatchObject({
      locale: 'pt-br',
      name: 'Grace Hopper',
    });
    const refused = await client.patch('/api/v1/me', { data: { attributes: { locale: 'klingon' } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'locale_invalid',
      source: { pointer: '/data/attributes/locale' },
    });
  });

  it('needs a session', async () => {
    const response = await createClient(use().app).patch('/api/v1/me', {
      data: { attributes: { name: 'X' } },
    });
    expect(response.statusCode).toBe(401);
  });

  it('takes a PNG as the profile image and serves it back', async () => {
    const { client, id } = await signedInUser(use());
    const response = await upload(client, id, 'attachment', 'me.png', 'image/png', PNG);
    expect(response.statusCode).toBe(200);
    const url = response.json().url as string;
    expect(url).toMatch(new RegExp(`^/api/v1/uploads/profile-images/${id}-[\\w-]{16}\\.png$`));
    expect((await client.get('/api/v1/me')).json().data.attributes.profile_image_url).toBe(url);
    const image = await client.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an HTML file named .png, judging by content', async () => {
    const { client, id } = await signedInUser(use());
    const response = await upload(client, id, 'attachment', 'me.png', 'image/png', HTML);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'image_type',
      source: { pointer: '/data/attributes/attachment' },
    });
    expect((await client.get('/api/v1/me')).json().data.attributes.profile_image_url).toBeNull();
  });

  it('refuses an image over 2 MB', async () => {
    const { client, id } = await signedInUser(use());
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const response = await upload(client, id, 'attachment', 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('image_too_large');
  });

  it("refuses an upload to another user's profile as if it did not exist", async () => {
    const context = use();
    const owner = await signedInUser(context);
    const intruder = await signedInUser(context);
    const response = await upload(intruder.client, owner.id, 'attachment', 'me.png', 'image/png', PNG);
    expect(response.statusCode).toBe(404);
    expect((await owner.client.get('/api/v1/me')).json().data.attributes.profile_image_url).toBeNull();
  });

  it('asks for the attachment field', async () => {
    const { client, id } = await signedInUser(use());
    const response = await upload(client, id, 'photo', 'me.png', 'image/png', PNG);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('image_required');
  });

  // Found by fuzzing: both answered 500.
  it('answers attributes that are not an object with a 422, not a 500', async () => {
    const { client } = await signedInUser(use());
    const response = await client.patch('/api/v1/me', { data: { type: 'users', attributes: 0 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].status).toBe('422');
  });

  it('answers multipart it cannot read (no boundary, cut short) as no image', async () => {
    const { client, id } = await signedInUser(use());
    const { body, contentType } = multipart('attachment', 'me.png', 'image/png', PNG);
    for (const [payload, type] of [
      ['', 'multipart/form-data'],
      [body.subarray(0, 90), contentType],
    ] as const) {
      const response = await client.post(`/api/v1/uploads/users/${id}/profile-image`, payload, {
        'content-type': type,
      });
      expect(response.statusCode, type).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'image_required',
        source: { pointer: '/data/attributes/attachment' },
      });
    }
  });
});
