import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { moveDiskProfileImages } from '../../storage/move-disk-profile-images.ts';
import { createClient, type TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { multipart, PNG } from '../../test/uploads.ts';
import { signedInUser } from '../../test/users.ts';

// An HTML page that pretends to be a PNG.
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

/** A phone photo: 40×20 stored sideways (EXIF orientation 6), with the author and where it was taken. */
const PHOTO = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
  .jpeg()
  .withMetadata({ orientation: 6 })
  .withExif({
    IFD0: { Artist: 'Casey Secret', Model: 'Phone 12' },
    IFD3: {
      GPSLatitudeRef: 'S',
      GPSLatitude: '33/1 51/1 54/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '151/1 12/1 36/1',
    },
  })
  .toBuffer();

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

  it('takes a PNG as the profile image and serves it back, re-encoded, to its owner', async () => {
    const { client, id } = await signedInUser(use());
    const response = await upload(client, id, 'attachment', 'me.png', 'image/png', PNG);
    expect(response.statusCode).toBe(200);
    const url = response.json().url as string;
    expect(url).toMatch(new RegExp(`^/api/v1/uploads/profile-images/${id}-[\\w-]{16}\\.png$`));
    expect((await client.get('/api/v1/me')).json().data.attributes.profile_image_url).toBe(url);
    const image = await client.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('strips EXIF (GPS, author, camera) from a photo, keeping it upright', async () => {
    const original = await sharp(PHOTO).metadata();
    expect(original).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(original.exif).toBeDefined();
    expect(PHOTO.includes('Casey Secret')).toBe(true);

    const context = use();
    const { client, id } = await signedInUser(context);
    const response = await upload(client, id, 'attachment', 'photo.jpg', 'image/jpeg', PHOTO);
    expect(response.statusCode).toBe(200);
    const url = response.json().url as string;
    expect(url).toMatch(/\.jpg$/);
    // Kept in the database, not on the server's disk.
    const row = await context.db.kysely
      .selectFrom('stored_files')
      .select(['content', 'user_id', 'kind'])
      .where('name', '=', basename(url))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: id, kind: 'profile-image' });
    const served = (await client.get(url)).rawPayload;
    expect(served.equals(Buffer.from(row.content))).toBe(true);
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.includes('Casey Secret')).toBe(false);
  });

  it('scales a large image down to fit 1024 px', async () => {
    const { client, id } = await signedInUser(use());
    const large = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#2e86c1' } })
      .webp()
      .toBuffer();
    const response = await upload(client, id, 'attachment', 'wide.webp', 'image/webp', large);
    expect(response.statusCode).toBe(200);
    const served = (await client.get(response.json().url)).rawPayload;
    expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 512 });
  });

  it('serves the image to its owner only: signed out 401, another user 404', async () => {
    const context = use();
    const owner = await signedInUser(context);
    const other = await signedInUser(context, { roles: ['admin'] });
    const url = (await upload(owner.client, owner.id, 'attachment', 'me.png', 'image/png', PNG)).json().url;
    expect((await createClient(context.app).get(url)).statusCode).toBe(401);
    const stranger = await other.client.get(url);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.rawPayload.includes(Buffer.from('PNG'))).toBe(false);
    expect((await owner.client.get(url)).statusCode).toBe(200);
  });

  it('takes an image with a small flaw browsers forgive (a wrong checksum), as the e2e journey uploads', async () => {
    const { client, id } = await signedInUser(use());
    const flawed = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAKklEQVR4nGNkYPjPQApgIkn1qIZRDaMaRjWMahjVMKphVMOohlENVNYAAHaTAR8W2ySaAAAAAElFTkSuQmCC',
      'base64',
    );
    const response = await upload(client, id, 'attachment', 'me.png', 'image/png', flawed);
    expect(response.statusCode, response.body).toBe(200);
    const served = (await client.get(response.json().url)).rawPayload;
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 16, height: 16 });
  });

  it('refuses a file that starts like a PNG but does not decode (scrambled, cut short)', async () => {
    const { client, id } = await signedInUser(use());
    const scrambled = Buffer.from(PNG).fill(0xab, 41, 60);
    for (const broken of [scrambled, PNG.subarray(0, 40)]) {
      const response = await upload(client, id, 'attachment', 'broken.png', 'image/png', broken);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'image_type',
        source: { pointer: '/data/attributes/attachment' },
      });
    }
    expect((await client.get('/api/v1/me')).json().data.attributes.profile_image_url).toBeNull();
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

  it('keeps one image per account: a new upload replaces the old, whose URL then answers 404', async () => {
    const context = use();
    const { client, id } = await signedInUser(context);
    const first = (await upload(client, id, 'attachment', 'a.png', 'image/png', PNG)).json().url as string;
    const second = (await upload(client, id, 'attachment', 'b.png', 'image/png', PNG)).json().url as string;
    expect(second).not.toBe(first);
    expect((await client.get(first)).statusCode).toBe(404);
    expect((await client.get(second)).statusCode).toBe(200);
    const names = await context.db.kysely
      .selectFrom('stored_files')
      .select('name')
      .where('user_id', '=', id)
      .execute();
    expect(names.map((row) => row.name)).toEqual([basename(second)]);
  });

  it('moves images an earlier version kept on the disk into the database, once, under the same URL', async () => {
    const context = use();
    const { client, id } = await signedInUser(context);
    const name = `${id}-abcdefghijklmnop.png`;
    const dir = join(context.config.dataDir, 'uploads', 'profile-images');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), PNG);
    writeFileSync(join(dir, '999999-nobodyusesthisx.png'), PNG);
    await context.db.kysely.updateTable('users').set({ profile_image: name }).where('id', '=', id).execute();
    expect((await client.get(`/api/v1/uploads/profile-images/${name}`)).statusCode).toBe(404);

    expect(await moveDiskProfileImages(context.db.kysely, context.config.dataDir)).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
    const served = await client.get(`/api/v1/uploads/profile-images/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await moveDiskProfileImages(context.db.kysely, context.config.dataDir)).toBe(0);
  });
});
