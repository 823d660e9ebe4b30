import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { pdfFirstPagePixels } from '../../test/pdf.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { multipart, PNG } from '../../test/uploads.ts';
import { signedInUser } from '../../test/users.ts';

const company = (attributes: Record<string, unknown>) => ({ data: { type: 'companies', attributes } });
const ACCENT = '#1F6FEB';

/** A solid image of one colour, in the format given, with EXIF (a phone's GPS would be there) when asked. */
function solidImage(width: number, height: number, rgb: [number, number, number], format: 'png' | 'jpeg') {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 95 }))
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Make: 'PhoneCo' } })
    .toBuffer();
}

const uploadLogo = (client: TestClient, id: string, bytes: Buffer, field = 'logo') => {
  const { body, contentType } = multipart(field, 'logo.png', 'image/png', bytes);
  return client.put(`/api/v1/companies/${id}/logo`, body, { 'content-type': contentType });
};

async function business(client: TestClient, attributes: Record<string, unknown> = {}) {
  const response = await client.post(
    '/api/v1/companies',
    company({
      name: 'Tidy Gardens',
      abn: '51 824 753 556',
      payment_details: { payid: 'pay@tidy-gardens.test', name: 'Tidy Gardens' },
      ...attributes,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    data: { id: string; attributes: Record<string, unknown> };
    included: [{ id: string }];
  };
}

async function invoicePdf(client: TestClient, companyId: string, paymentDetailId: string) {
  const customer = await client.post('/api/v1/customers', { data: { attributes: { name: 'Harbour Cafe' } } });
  const invoice = await client.post('/api/v1/invoices', {
    data: {
      attributes: {
        name: `INV-${Math.random().toString().slice(2, 8)}`,
        invoice_date: '2026-11-01',
        due_date: '2026-11-15',
        payment_method: 'payid',
        payment_detail_id: paymentDetailId,
        items: [{ name: 'Hedge trimming', quantity: 2, price: '45.50' }],
      },
      relationships: {
        company: { data: { type: 'companies', id: companyId } },
        customer: { data: { type: 'customers', id: customer.json().data.id } },
      },
    },
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  const pdf = await client.get(`/api/v1/invoices/${invoice.json().data.id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  return pdfFirstPagePixels(pdf.rawPayload);
}

const storedLogos = (context: TestApp, userId: number) =>
  context.db.kysely
    .selectFrom('stored_files')
    .select(['id', 'content_type'])
    .where('kind', '=', 'logo')
    .where('user_id', '=', userId)
    .execute();

const near = (pixel: [number, number, number], rgb: [number, number, number], tolerance = 12) =>
  pixel.every((value, index) => Math.abs(value - (rgb[index] ?? 0)) <= tolerance);

describeOnEachDatabase('a business’s look', (use) => {
  it('keeps a logo as a PNG of at most 600 px without metadata, serves it to its owner only, replaces and removes it', async () => {
    const { client, id: userId } = await signedInUser(use());
    const created = await business(client);
    const id = created.data.id;
    expect(created.data.attributes).toMatchObject({ logo_url: null, accent_color: null });

    const jpeg = await solidImage(1600, 800, [200, 30, 30], 'jpeg');
    const uploaded = await uploadLogo(client, id, jpeg);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logoUrl = uploaded.json().data.attributes.logo_url as string;
    expect(logoUrl).toMatch(new RegExp(`^/api/v1/companies/${id}/logo\\?v=\\d+$`));
    expect(uploaded.json().included).toHaveLength(1);

    const file = await client.get(logoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const kept = await sharp(file.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'png', width: 600, height: 300 });
    expect(kept.exif).toBeUndefined();
    expect(file.rawPayload.includes('Secret Camera Owner')).toBe(false);

    // Another user gets nothing of it, and can neither replace nor remove it.
    const other = await signedInUser(use());
    expect((await other.client.get(`/api/v1/companies/${id}/logo`)).statusCode).toBe(404);
    expect((await uploadLogo(other.client, id, PNG)).statusCode).toBe(404);
    expect((await other.client.delete(`/api/v1/companies/${id}/logo`)).statusCode).toBe(404);
    expect((await client.get(logoUrl)).statusCode).toBe(200);

    // A new logo is a new address; the store keeps one logo per business.
    const replaced = await uploadLogo(client, id, await solidImage(40, 40, [0, 0, 0], 'png'));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.attributes.logo_url).not.toBe(logoUrl);
    expect(await storedLogos(use(), userId)).toHaveLength(1);
    // Small logos are not enlarged.
    const small = await sharp(
      (await client.get(replaced.json().data.attributes.logo_url)).rawPayload,
    ).metadata();
    expect(small).toMatchObject({ width: 40, height: 40 });

    const removed = await client.delete(`/api/v1/companies/${id}/logo`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.attributes.logo_url).toBeNull();
    expect((await client.get(`/api/v1/companies/${id}/logo`)).statusCode).toBe(404);
    expect(await storedLogos(use(), userId)).toHaveLength(0);

    // A deleted business takes its logo with it.
    expect((await uploadLogo(client, id, PNG)).statusCode).toBe(200);
    expect((await client.delete(`/api/v1/companies/${id}`)).statusCode).toBe(204);
    expect(await storedLogos(use(), userId)).toHaveLength(0);
  });

  it('an account deleted with a business that has a logo takes both with it', async () => {
    const owner = await signedInUser(use());
    const { data } = await business(owner.client);
    expect((await uploadLogo(owner.client, data.id, PNG)).statusCode).toBe(200);
    const { client: admin } = await signedInUser(use(), { roles: ['admin'] });
    const deleted = await admin.delete(`/api/v1/users/${owner.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await storedLogos(use(), owner.id)).toHaveLength(0);
  });

  it.each([
    [
      'a page passed off as an image',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'logo',
      'logo_type',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo',
      'logo_type',
    ],
    [
      'a GIF',
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      'logo',
      'logo_type',
    ],
    ['an image cut short', PNG.subarray(0, 20), 'logo', 'logo_type'],
    ['more than 2 MB', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'logo', 'logo_too_large'],
    ['a file under another field', PNG, 'attachment', 'logo_required'],
  ])('refuses %s under the logo field, in the asker’s language', async (_label, bytes, field, code) => {
    const { client } = await signedInUser(use());
    const { data } = await business(client);
    const { body, contentType } = multipart(field, 'logo.png', 'image/png', bytes);
    const response = await client.put(`/api/v1/companies/${data.id}/logo`, body, {
      'content-type': contentType,
      'accept-language': 'de',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code, source: { pointer: '/data/attributes/logo' } });
    expect(response.json().errors[0].detail).not.toMatch(/logo may not|must be a PNG|Choose a logo/);
    expect((await client.get(`/api/v1/companies/${data.id}`)).json().data.attributes.logo_url).toBeNull();
  });

  it('refuses a missing body under the logo field', async () => {
    const { client } = await signedInUser(use());
    const { data } = await business(client);
    const response = await client.put(`/api/v1/companies/${data.id}/logo`, company({}));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'logo_required',
      source: { pointer: '/data/attributes/logo' },
    });
  });

  it('keeps an accent colour (upper case), clears it with null, and refuses one too light to read on white', async () => {
    const { client } = await signedInUser(use());
    const created = await business(client, { accent_color: '#1f6feb' });
    expect(created.data.attributes.accent_color).toBe(ACCENT);
    const id = created.data.id;
    const edit = (accent: unknown) =>
      client.patch(
        `/api/v1/companies/${id}`,
        company({ name: 'Tidy Gardens', email: 'a@tidy.test', accent_color: accent }),
      );

    const light = await edit('#FFE066');
    expect(light.statusCode).toBe(422);
    expect(light.json().errors[0]).toMatchObject({
      code: 'accent_color_too_light',
      source: { pointer: '/data/attributes/accent_color' },
    });
    const malformed = await edit('blue');
    expect(malformed.json().errors[0]).toMatchObject({ code: 'accent_color_invalid' });
    expect((await client.get(`/api/v1/companies/${id}`)).json().data.attributes.accent_color).toBe(ACCENT);

    // An edit that leaves it out keeps it; null is the plain look again.
    const kept = await client.patch(
      `/api/v1/companies/${id}`,
      company({ name: 'Tidy Gardens', email: 'a@tidy.test' }),
    );
    expect(kept.json().data.attributes.accent_color).toBe(ACCENT);
    expect((await edit(null)).json().data.attributes.accent_color).toBeNull();
  });

  it('draws the logo at the top of the saved invoice’s PDF and its title in the accent colour; without them, the plain look', async () => {
    const { client } = await signedInUser(use());
    const plain = await business(client);
    const before = await invoicePdf(client, plain.data.id, plain.included[0].id);

    const styled = await business(client, { accent_color: ACCENT });
    // 200×100: fitted into the 120×60 pt box, from the top left margin (48 pt).
    expect(
      (await uploadLogo(client, styled.data.id, await solidImage(200, 100, [220, 20, 60], 'png'))).statusCode,
    ).toBe(200);
    const page = await invoicePdf(client, styled.data.id, styled.included[0].id);

    const RED: [number, number, number] = [220, 20, 60];
    const BLUE: [number, number, number] = [0x1f, 0x6f, 0xeb];
    // The logo's pixels fill its box, and nothing of it past the box.
    for (const [x, y] of [
      [52, 52],
      [108, 78],
      [164, 104],
    ] as const)
      expect(near(page.at(x, y), RED)).toBe(true);
    expect(near(page.at(175, 78), RED)).toBe(false);
    expect(near(page.at(108, 112), RED)).toBe(false);
    // The title under it, in the accent colour.
    const inBand = (pixels: typeof page, top: number, bottom: number, rgb: [number, number, number]) => {
      let count = 0;
      for (let y = top; y <= bottom; y++)
        for (let x = 48; x < 220; x++) if (near(pixels.at(x, y), rgb, 30)) count++;
      return count;
    };
    expect(inBand(page, 116, 136, BLUE)).toBeGreaterThan(50);

    // The plain invoice: no logo, its title in ink where the logo would be.
    expect(near(before.at(108, 78), RED)).toBe(false);
    expect(inBand(before, 36, 70, BLUE)).toBe(0);
    expect(inBand(before, 36, 70, [26, 28, 31])).toBeGreaterThan(50);
  });
});
