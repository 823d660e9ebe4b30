import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { TestClient } from '../../test/http-client.ts';
import { supplierInvoice, textPdf } from '../../test/receipt-files.ts';
import { describeOnEachDatabase, reopenDatabase, type TestApp } from '../../test/test-app.ts';
import { multipart, PNG } from '../../test/uploads.ts';
import { signedInUser } from '../../test/users.ts';
import { createReceiptReader, MAX_READ_ATTEMPTS } from './receipt-reader.ts';

// Receipts snapped or uploaded (issue 30): kept at once, read in the background by whichever server takes
// them from the queue, confirmed by the owner as expenses. The reading is the real one (a PDF's text).

const upload = (client: TestClient, bytes: Buffer, name = 'invoice.pdf', type = 'application/pdf') => {
  const { body, contentType } = multipart('receipt', name, type, bytes);
  return client.post('/api/v1/receipt-captures', body, { 'content-type': contentType });
};

async function captured(client: TestClient, bytes: Buffer, name?: string): Promise<string> {
  const response = await upload(client, bytes, name);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function business(client: TestClient): Promise<string> {
  const response = await client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: {
        name: 'Wired Electrical',
        abn: '53 004 085 616',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const confirmation = (companyId: string, captureId: string, attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'expenses',
    attributes: {
      expense_date: '2026-10-03',
      supplier_name: 'Sparky Supplies Pty Ltd',
      supplier_abn: '51 824 753 556',
      category: 'tools-equipment',
      amount: '198.00',
      gst: '18.00',
      business_use_percent: 80,
      paid_date: '2026-10-03',
      ...attributes,
    },
    relationships: {
      company: { data: { type: 'companies', id: companyId } },
      receipt_capture: { data: { type: 'receipt-captures', id: captureId } },
    },
  },
});

const quietLog = (context: TestApp) => context.app.log;

/** A reader that takes a receipt and never finishes (its server killed mid-read); `reading` once it has. */
function dyingReader(context: TestApp, leaseMs: number) {
  let taken: () => void = () => {};
  const reading = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const dying = createReceiptReader({
    db: context.db,
    log: quietLog(context),
    pollMs: 60_000,
    leaseMs,
    readFile: () => {
      taken();
      return new Promise(() => {});
    },
  });
  return { dying, reading };
}

describeOnEachDatabase('receipt captures', (use) => {
  it('keeps an upload at once, reads it in the background, and shows what it says and where', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const id = await captured(client, await textPdf(supplierInvoice()), 'C:\\scans\\sparky.pdf');
    const queued = await client.get(`/api/v1/receipt-captures/${id}`);
    expect(queued.json().data.attributes).toMatchObject({
      state: 'reading',
      file_name: 'sparky.pdf',
      reading: null,
    });

    await context.app.receiptReader.readDue();
    const read = (await client.get(`/api/v1/receipt-captures/${id}`)).json().data.attributes;
    expect(read.state).toBe('read');
    expect(read.reading).toMatchObject({
      source: 'pdf-text',
      supplier_name: 'Sparky Supplies Pty Ltd',
      supplier_abn: '51824753556',
      abn_valid: true,
      expense_date: '2026-10-03',
      amount: '198.00',
      gst: '18.00',
      tax_invoice: true,
    });
    expect(read.reading.sources.amount).toEqual({ text: expect.stringContaining('198.00'), box: null });
    expect(read.remembered).toBeNull();

    const file = await client.get(read.file.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('confirms a capture as an expense that keeps its file, once; the second receipt from the supplier comes remembered', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const companyId = await business(client);
    const id = await captured(client, await textPdf(supplierInvoice()));
    await context.app.receiptReader.readDue();

    const created = await client.post('/api/v1/expenses', confirmation(companyId, id));
    expect(created.statusCode, created.body).toBe(201);
    const expense = created.json().data;
    expect(expense.attributes.receipt).toMatchObject({ content_type: 'application/pdf' });
    expect((await client.get(expense.attributes.receipt.url)).statusCode).toBe(200);
    expect((await client.get(`/api/v1/receipt-captures/${id}`)).statusCode).toBe(404);
    expect((await client.get('/api/v1/receipt-captures')).json().data).toEqual([]);

    // Confirmed twice (a second tab): refused on the relationship, and no second expense.
    const again = await client.post('/api/v1/expenses', confirmation(companyId, id));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      source: { pointer: '/data/relationships/receipt_capture' },
      detail: 'This receipt has already been confirmed or thrown away.',
    });
    expect((await client.get('/api/v1/expenses')).json().meta.page.total).toBe(1);

    // The next invoice from the same ABN: what the owner chose is remembered; the same one again is
    // flagged as maybe entered already.
    const next = await captured(
      client,
      await textPdf(supplierInvoice({ date: '10/10/2026', total: '55.00', gst: '5.00' })),
    );
    const same = await captured(client, await textPdf(supplierInvoice()));
    await context.app.receiptReader.readDue();
    const inbox = (await client.get('/api/v1/receipt-captures')).json().data;
    const byId = new Map(inbox.map((capture: { id: string }) => [capture.id, capture]));
    expect(byId.get(next)).toMatchObject({
      attributes: {
        remembered: {
          supplier_name: 'Sparky Supplies Pty Ltd',
          category: 'tools-equipment',
          business_use_percent: 80,
          company_id: companyId,
        },
      },
      relationships: { possible_duplicate: { data: null } },
    });
    expect(byId.get(same)).toMatchObject({
      relationships: { possible_duplicate: { data: { type: 'expenses', id: expense.id } } },
    });
  });

  it('refuses what is not a receipt, and one over 10 MB, keeping nothing', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const text = await upload(client, Buffer.from('not a receipt at all'), 'notes.txt', 'text/plain');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors[0].source).toEqual({ pointer: '/data/attributes/receipt' });
    const big = await upload(client, Buffer.alloc(10 * 1024 * 1024 + 10, 0x25), 'big.pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0].source).toEqual({ pointer: '/data/attributes/receipt' });
    expect((await client.get('/api/v1/receipt-captures')).json().data).toEqual([]);
  });

  it('throws a capture away with its file; another user finds none of it', async () => {
    const context = use();
    const { client, id: ownerId } = await signedInUser(context);
    const other = await signedInUser(context);
    const id = await captured(client, PNG, 'photo.png');
    expect((await other.client.get(`/api/v1/receipt-captures/${id}/file`)).statusCode).toBe(404);
    expect((await other.client.delete(`/api/v1/receipt-captures/${id}`)).statusCode).toBe(404);
    expect((await other.client.get('/api/v1/receipt-captures')).json().data).toEqual([]);
    const companyId = await business(other.client);
    const taken = await other.client.post('/api/v1/expenses', confirmation(companyId, id));
    expect(taken.statusCode).toBe(422);

    expect((await client.delete(`/api/v1/receipt-captures/${id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/v1/receipt-captures/${id}/file`)).statusCode).toBe(404);
    const files = await context.db.kysely
      .selectFrom('stored_files')
      .select('id')
      .where('user_id', '=', ownerId)
      .execute();
    expect(files).toEqual([]);
  });

  it('shares the queue between two servers: each receipt is read once, by one of them', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const ids = [];
    for (let n = 1; n <= 6; n++) {
      ids.push(await captured(client, await textPdf(supplierInvoice({ total: `${n}0.00`, gst: '1.00' }))));
    }
    const secondDb = reopenDatabase(context);
    const second = await buildApp({ config: context.config, db: secondDb, logger: false });
    try {
      const [first, other] = await Promise.all([
        context.app.receiptReader.readDue(),
        second.receiptReader.readDue(),
      ]);
      expect(first + other).toBe(6);
    } finally {
      await second.close();
      await secondDb.close();
    }
    const rows = await context.db.kysely
      .selectFrom('receipt_captures')
      .select(['id', 'state', 'attempts'])
      .where('id', 'in', ids.map(Number))
      .execute();
    expect(rows.map((row) => [row.state, Number(row.attempts)])).toEqual(ids.map(() => ['read', 1]));
  });

  it('loses nothing when a server dies mid-read: another takes it when its lease runs out', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const id = await captured(client, await textPdf(supplierInvoice()));
    // A reader that never finishes: a server killed while reading.
    const { dying, reading } = dyingReader(context, 300);
    void dying.readDue();
    await reading;
    const survivor = createReceiptReader({
      db: context.db,
      log: quietLog(context),
      pollMs: 60_000,
      leaseMs: 60_000,
    });
    // Leased: the survivor leaves it alone until the lease has run out.
    expect(await survivor.readDue()).toBe(0);
    await expect.poll(() => survivor.readDue(), { timeout: 10_000, interval: 100 }).toBe(1);
    const read = (await client.get(`/api/v1/receipt-captures/${id}`)).json().data.attributes;
    expect(read.state).toBe('read');
    expect(read.reading.amount).toBe('198.00');
  });

  it('gives up a file that cannot be read after three attempts: the owner types it in', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const id = await captured(client, await textPdf(supplierInvoice()));
    const failing = createReceiptReader({
      db: context.db,
      log: quietLog(context),
      pollMs: 60_000,
      leaseMs: 60_000,
      retryMs: 1,
      readFile: () => Promise.reject(new Error('unreadable')),
    });
    await expect
      .poll(
        async () => {
          await failing.readDue();
          return (await client.get(`/api/v1/receipt-captures/${id}`)).json().data.attributes.state;
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe('failed');
    const row = await context.db.kysely
      .selectFrom('receipt_captures')
      .select('attempts')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(MAX_READ_ATTEMPTS);
  });

  it('gives up a file whose readers die holding it, rather than taking it again for ever', async () => {
    const context = use();
    const { client } = await signedInUser(context);
    const id = await captured(client, await textPdf(supplierInvoice()));
    for (let death = 1; death <= MAX_READ_ATTEMPTS; death++) {
      const { dying, reading } = dyingReader(context, 1);
      await expect
        .poll(() => {
          void dying.readDue();
          return Promise.race([
            reading.then(() => true),
            new Promise((resolve) => setTimeout(() => resolve(false), 50)),
          ]);
        })
        .toBe(true);
    }
    const survivor = createReceiptReader({
      db: context.db,
      log: quietLog(context),
      pollMs: 60_000,
      leaseMs: 60_000,
    });
    await expect.poll(() => survivor.readDue(), { timeout: 10_000, interval: 50 }).toBe(1);
    expect((await client.get(`/api/v1/receipt-captures/${id}`)).json().data.attributes.state).toBe('failed');
  });
});
