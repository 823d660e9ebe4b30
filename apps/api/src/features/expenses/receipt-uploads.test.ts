import { performance } from 'node:perf_hooks';
import { expect, it, vi } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { HEIC, multipart, PNG } from '../../test/uploads.ts';
import { signedInUser } from '../../test/users.ts';

// A 4.8 MB iPhone photo takes seconds of CPU to decode (4.6 s measured on the main thread, during
// which no other request was answered). The fixture is a tiny HEIC, so here decoding costs 2 s of CPU
// wherever the app's module graph loads heic-decode: should the decode run on the main thread again,
// every request would wait for it. Mocks do not reach worker threads: the heavy-work worker loads
// the real module and decodes the fixture in milliseconds.
const BUSY_MS = 2000;
vi.mock('heic-decode', async (importOriginal) => {
  const original = (await importOriginal<typeof import('heic-decode')>()).default;
  const busy = () => {
    const end = Date.now() + BUSY_MS;
    while (Date.now() < end) {
      // Holding the thread, as a big photo's decode does.
    }
  };
  const decode = Object.assign(
    (input: { buffer: Uint8Array }) => {
      busy();
      return original(input);
    },
    {
      all: (input: { buffer: Uint8Array }) => {
        busy();
        return original.all(input);
      },
    },
  );
  return { default: decode };
});

async function expenseOf(client: TestClient): Promise<string> {
  const company = await client.post('/api/v1/companies', {
    data: { attributes: { name: 'Small Co', abn: '51 824 753 556', gst_registered: false } },
  });
  expect(company.statusCode, company.body).toBe(201);
  const expense = await client.post('/api/v1/expenses', {
    data: {
      attributes: {
        expense_date: '2026-08-03',
        supplier_name: 'Bunnings Warehouse',
        category: 'tools-equipment',
        amount: '110.00',
        paid_date: '2026-08-03',
      },
      relationships: { company: { data: { type: 'companies', id: company.json().data.id } } },
    },
  });
  expect(expense.statusCode, expense.body).toBe(201);
  return expense.json().data.id;
}

const uploadReceipt = (client: TestClient, id: string, bytes: Buffer, name: string, type: string) => {
  const { body, contentType } = multipart('receipt', name, type, bytes);
  return client.put(`/api/v1/expenses/${id}/receipt`, body, { 'content-type': contentType });
};

describeOnEachDatabase('receipt uploads', (use) => {
  it('converts a HEIC photo off the main thread: other requests are answered meanwhile', async () => {
    const { client } = await signedInUser(use());
    const id = await expenseOf(client);
    let converting = true;
    const uploading = uploadReceipt(client, id, HEIC, 'IMG_0042.HEIC', 'image/heic').finally(() => {
      converting = false;
    });
    const waits: number[] = [];
    while (converting && waits.length < 10_000) {
      const started = performance.now();
      // A turn of the event loop, as between two requests off the network (the worker's answer too),
      // then a health check: how long both took is how long any request waited.
      await new Promise((resolve) => setImmediate(resolve));
      expect((await client.get('/api/v1/health')).statusCode).toBe(200);
      waits.push(performance.now() - started);
    }
    const uploaded = await uploading;
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.attributes.receipt.content_type).toBe('image/jpeg');
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThan(BUSY_MS / 2);
  });

  it('answers a form whose part names hold a bare line break, whatever the file size', async () => {
    const { client } = await signedInUser(use());
    const id = await expenseOf(client);
    // Busboy skips such a part; with its data and the closing boundary in one chunk past 64 KiB the
    // parser used to wait for ever (the request arrives whole in one chunk here, as it can off a socket).
    const forms: [string, string][] = [
      ['receipt', 'IMG\r.png'],
      ['receipt', 'IMG\n.png'],
      ['\r', 'receipt.png'],
    ];
    for (const [field, name] of forms) {
      for (const size of [70_000, 10 * 1024 * 1024 + 10]) {
        const { body, contentType } = multipart(field, name, 'image/png', Buffer.alloc(size));
        const answer = await client.put(`/api/v1/expenses/${id}/receipt`, body, {
          'content-type': contentType,
        });
        expect(answer.statusCode, `${JSON.stringify(field)} ${JSON.stringify(name)} ${size}`).toBe(422);
        expect(answer.json().errors[0].source.pointer).toBe('/data/attributes/receipt');
      }
    }
  });

  it('limits uploads per account (receipts, logos, profile images together) with a JSON:API 429', async () => {
    const context = use();
    const { client, id: userId } = await signedInUser(context);
    const expenseId = await expenseOf(client);
    const companyId = (await client.get('/api/v1/companies')).json().data[0].id as string;
    expect((await uploadReceipt(client, expenseId, PNG, 'receipt.png', 'image/png')).statusCode).toBe(200);
    // The account has used up its window (60 in 10 minutes).
    await context.db.kysely
      .updateTable('rate_limits')
      .set({ hits: 60 })
      .where('key', '=', `upload:${userId}`)
      .execute();
    const refused = await uploadReceipt(client, expenseId, PNG, 'receipt.png', 'image/png');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/vnd.api+json');
    expect(refused.json().errors[0]).toMatchObject({ status: '429' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const logo = multipart('logo', 'logo.png', 'image/png', PNG);
    const logoAnswer = await client.put(`/api/v1/companies/${companyId}/logo`, logo.body, {
      'content-type': logo.contentType,
    });
    expect(logoAnswer.statusCode).toBe(429);
    const image = multipart('attachment', 'me.png', 'image/png', PNG);
    const imageAnswer = await client.post(`/api/v1/uploads/users/${userId}/profile-image`, image.body, {
      'content-type': image.contentType,
    });
    expect(imageAnswer.statusCode).toBe(429);

    // Another account uploads as before.
    const other = await signedInUser(context);
    const otherExpense = await expenseOf(other.client);
    expect(
      (await uploadReceipt(other.client, otherExpense, PNG, 'receipt.png', 'image/png')).statusCode,
    ).toBe(200);
  });
});
