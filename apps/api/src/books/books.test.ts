import { expect, it } from 'vitest';
import { createClient, type TestClient } from '../test/http-client.ts';
import { pdfText } from '../test/pdf.ts';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';

// The books' one write path (issue 26): every door into a lodged BAS period asks first, issued documents
// are voided rather than deleted, numbers never go back, and each change is in the record's history.

interface Books {
  client: TestClient;
  companyId: string;
  customerId: string;
}

async function openBooks(context: TestApp): Promise<Books> {
  const { client } = await signedInUser(context);
  const company = await client.post('/api/v1/companies', {
    data: {
      attributes: {
        name: 'Harbour Electrical',
        abn: '51 824 753 556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const customer = await client.post('/api/v1/customers', {
    data: { attributes: { name: 'Bondi Bakery', email: 'orders@bondi.test' } },
  });
  return { client, companyId: company.json().data.id, customerId: customer.json().data.id };
}

const invoiceBody = (books: Books, name: string, date: string, price = '1100.00') => ({
  data: {
    type: 'invoices',
    attributes: {
      name,
      invoice_date: date,
      due_date: date,
      prices_include_gst: true,
      items: [{ name: 'Wiring', quantity: 1, price }],
    },
    relationships: {
      company: { data: { type: 'companies', id: books.companyId } },
      customer: { data: { type: 'customers', id: books.customerId } },
    },
  },
});

async function newInvoice(books: Books, name: string, date: string, price?: string) {
  const created = await books.client.post('/api/v1/invoices', invoiceBody(books, name, date, price));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as string;
}

const lodge = (books: Books, key: string) =>
  books.client.post(`/api/v1/companies/${books.companyId}/bas-periods/${key}/lodgement`);

const payment = (books: Books, id: string, amount: string, date: string, confirm = false) =>
  books.client.post(`/api/v1/invoices/${id}/payments${confirm ? '?confirm=locked-period' : ''}`, {
    data: { attributes: { amount, paid_on: date, method: 'bank-transfer' } },
  });

const expenseBody = (books: Books, date: string) => ({
  data: {
    type: 'expenses',
    attributes: {
      expense_date: date,
      supplier_name: 'Sparky Supplies',
      category: 'other',
      amount: '220.00',
      gst: '20.00',
      business_use_percent: 100,
      paid_date: date,
    },
    relationships: { company: { data: { type: 'companies', id: books.companyId } } },
  },
});

const history = async (books: Books, type: string, id: string) => {
  const response = await books.client.get(`/api/v1/history/${type}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((entry: { attributes: unknown }) => entry.attributes) as Array<{
    action: string;
    actor: string;
    details: Record<string, unknown>;
  }>;
};

const lockedPeriod = (response: { statusCode: number; json(): unknown }, key: string) => {
  expect(response.statusCode).toBe(409);
  expect((response.json() as { errors: unknown[] }).errors[0]).toMatchObject({
    code: 'period_locked',
    meta: { period: key },
  });
};

describeOnEachDatabase('the books', (use) => {
  it('asks before a new invoice or expense dated in a lodged period, and records the confirmation', async () => {
    const books = await openBooks(use());
    await newInvoice(books, 'INV-0001', '2026-08-10');
    expect((await lodge(books, '2026-Q3')).statusCode).toBe(201);

    lockedPeriod(
      await books.client.post('/api/v1/invoices', invoiceBody(books, 'INV-0002', '2026-09-01')),
      '2026-Q3',
    );
    lockedPeriod(await books.client.post('/api/v1/expenses', expenseBody(books, '2026-09-02')), '2026-Q3');
    const list = await books.client.get('/api/v1/invoices');
    expect(list.json().meta.page.total).toBe(1);

    const confirmed = await books.client.post(
      '/api/v1/invoices?confirm=locked-period',
      invoiceBody(books, 'INV-0002', '2026-09-01'),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const entries = await history(books, 'invoice', confirmed.json().data.id);
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'confirmed-past-lock']);
    expect(entries[1]?.details).toEqual({ period: '2026-Q3' });
    // A paid expense moves the lodged quarter's 1B (cash basis): the difference is carried to the next
    // open quarter.
    const expense = await books.client.post(
      '/api/v1/expenses?confirm=locked-period',
      expenseBody(books, '2026-09-02'),
    );
    expect(expense.statusCode, expense.body).toBe(201);
    const period = await history(books, 'bas-period', `${books.companyId}:2026-Q3`);
    expect(period.map((entry) => entry.action)).toEqual([
      'lodged',
      'changed-after-lodgement',
      'changed-after-lodgement',
    ]);
    const q4 = await books.client.get(`/api/v1/companies/${books.companyId}/bas-periods/2026-Q4`);
    expect(q4.json().data.attributes.adjustments).toEqual([
      expect.objectContaining({ period_key: '2026-Q3', gst_on_purchases: '20.00' }),
    ]);
  });

  it('asks before an edit of an open invoice whose payment lies in a lodged period, and before removing that payment', async () => {
    const books = await openBooks(use());
    const id = await newInvoice(books, 'INV-0001', '2026-08-10');
    const paid = await payment(books, id, '500.00', '2026-09-20');
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await lodge(books, '2026-Q3')).statusCode).toBe(201);
    // The invoice is edited in an open month, but its payment's share of the GST moves with its total.
    const moved = await books.client.patch(
      `/api/v1/invoices/${id}`,
      invoiceBody(books, 'INV-0001', '2026-08-10', '2200.00'),
    );
    lockedPeriod(moved, '2026-Q3');
    lockedPeriod(
      await books.client.delete(`/api/v1/invoices/${id}/payments/${paid.json().data.id}`),
      '2026-Q3',
    );
    // A payment received in an open period goes in without a question.
    expect((await payment(books, id, '100.00', '2026-10-05')).statusCode).toBe(201);
  });

  it('voids an issued invoice instead of deleting it: kept, listed as Void, counted nowhere, in its history', async () => {
    const books = await openBooks(use());
    const id = await newInvoice(books, 'INV-0001', '2026-10-10');
    expect((await payment(books, id, '100.00', '2026-10-12')).statusCode).toBe(201);
    const refused = await books.client.delete(`/api/v1/invoices/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'invoice_issued' });
    expect(refused.json().errors[0].detail).toContain('INV-0001');

    const noReason = await books.client.post(`/api/v1/invoices/${id}/void`, { data: { attributes: {} } });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors[0].source.pointer).toBe('/data/attributes/reason');

    const voided = await books.client.post(`/api/v1/invoices/${id}/void`, {
      data: { attributes: { reason: 'Billed to the wrong client' } },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data.attributes).toMatchObject({
      display_status: 'Void',
      void_reason: 'Billed to the wrong client',
      name: 'INV-0001',
    });
    const all = await books.client.get('/api/v1/invoices');
    expect(all.json().data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await books.client.get('/api/v1/invoices?filter[status]=paid')).json().data).toEqual([]);
    expect((await books.client.get('/api/v1/invoices?filter[status]=unpaid')).json().data).toEqual([]);
    const q4 = await books.client.get(`/api/v1/companies/${books.companyId}/bas-periods/2026-Q4`);
    expect(q4.json().data.attributes.figures).toMatchObject({ g1: '0.00', gst_on_sales: '0.00' });
    // Nothing more is done with it.
    const again = await payment(books, id, '10.00', '2026-10-13');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('invoice_voided');
    expect((await books.client.delete(`/api/v1/invoices/${id}`)).statusCode).toBe(409);
    // Its number stays taken.
    const reuse = await books.client.post('/api/v1/invoices', invoiceBody(books, 'INV-0001', '2026-10-20'));
    expect(reuse.statusCode).toBe(422);
    const actions = (await history(books, 'invoice', id)).map((entry) => entry.action);
    expect(actions).toEqual(['created', 'payment-recorded', 'voided']);
    // The accountant's export keeps it, owing nothing; the BAS records behind G1 leave it out.
    const csv = await books.client.get('/api/v1/exports/invoices.csv?from=2026-10-01&to=2026-10-31');
    expect(csv.body).toContain('Void (');
    const g1 = await books.client.get(
      `/api/v1/companies/${books.companyId}/bas-periods/2026-Q4/records?figure=g1`,
    );
    expect(g1.json().data).toEqual([]);
    // Its PDF says so.
    const pdf = await books.client.get(`/api/v1/invoices/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('VOID');
    expect(text).toContain('Billed to the wrong client');
  });

  it('never gives a number again: after a deleted draft the next invoice, quote and note numbers go on', async () => {
    const books = await openBooks(use());
    await newInvoice(books, 'INV-0001', '2026-10-10');
    const draft = await newInvoice(books, 'INV-0002', '2026-10-11');
    expect((await books.client.delete(`/api/v1/invoices/${draft}`)).statusCode).toBe(204);
    // The deleted draft's history stays, so the gap in the numbers is accounted for in the export.
    const today = new Date().toISOString().slice(0, 10);
    const csv = await books.client.get(`/api/v1/exports/history.csv?from=${today}&to=${today}`);
    expect(csv.body).toMatch(/Invoice,INV-0002,deleted,owner/);
    const next = await books.client.get(`/api/v1/invoices/next-number?company_id=${books.companyId}`);
    expect(next.json().meta.number).toBe('INV-0003');
    // A number typed from an older place in the series leaves the counter where it was.
    await newInvoice(books, 'INV-0002', '2026-10-12');
    const after = await books.client.get(`/api/v1/invoices/next-number?company_id=${books.companyId}`);
    expect(after.json().meta.number).toBe('INV-0003');
  });

  it('writes who changed what in an invoice’s history, and shows it to its owner only', async () => {
    const context = use();
    const books = await openBooks(context);
    const id = await newInvoice(books, 'INV-0001', '2026-10-10');
    const edited = await books.client.patch(
      `/api/v1/invoices/${id}`,
      invoiceBody(books, 'INV-0001', '2026-10-11', '990.00'),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const entries = await history(books, 'invoice', id);
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['created', 'owner'],
      ['edited', 'owner'],
    ]);
    expect(entries[1]?.details.changes).toMatchObject({
      invoice_date: ['2026-10-10', '2026-10-11'],
      total: ['1100.00', '990.00'],
      items: ['Wiring × 1 at 1100.00', 'Wiring × 1 at 990.00'],
    });
    const stranger = await signedInUser(context);
    expect((await stranger.client.get(`/api/v1/history/invoice/${id}`)).statusCode).toBe(404);
    expect((await books.client.get('/api/v1/history/invoice/abc')).statusCode).toBe(404);
    expect((await books.client.get('/api/v1/history/nothing/1')).statusCode).toBe(404);
  });

  it('a lodgement and writes dated in its quarter at once: each write lands before it and is reported, or after it and is refused', async () => {
    const books = await openBooks(use());
    const writes = ['01', '02', '03', '04', '05', '06'].map((day) =>
      books.client.post('/api/v1/expenses', expenseBody(books, `2026-09-${day}`)),
    );
    const [lodged, ...answers] = await Promise.all([lodge(books, '2026-Q3'), ...writes]);
    expect(lodged.statusCode, lodged.body).toBe(201);
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    const landed = answers.filter((answer) => answer.statusCode === 201).length;
    const quarter = async (key: string) =>
      (await books.client.get(`/api/v1/companies/${books.companyId}/bas-periods/${key}`)).json().data
        .attributes;
    // What landed was in the quarter when it was lodged; nothing changed it afterwards unconfirmed.
    expect((await quarter('2026-Q3')).lodgement.reported.gst_on_purchases).toBe(`${20 * landed}.00`);
    expect((await quarter('2026-Q4')).adjustments).toEqual([]);
  });

  it('writes the client’s first view of a day in the invoice’s history, by the client', async () => {
    const context = use();
    const books = await openBooks(context);
    const id = await newInvoice(books, 'INV-0001', '2026-10-10');
    const link = await books.client.post(`/api/v1/invoices/${id}/link`);
    const token = /\/p\/([A-Za-z0-9_-]+)/.exec(link.json().data.attributes.url)?.[1] ?? '';
    const visitor = createClient(context.app);
    for (let load = 0; load < 3; load++) {
      expect((await visitor.get(`/api/v1/public/documents/${token}`)).statusCode).toBe(200);
    }
    const views = (await history(books, 'invoice', id)).filter((entry) => entry.action === 'viewed');
    expect(views).toEqual([expect.objectContaining({ actor: 'client' })]);
  });

  it('exports the history of a period as CSV for the accountant, naming each record', async () => {
    const books = await openBooks(use());
    const id = await newInvoice(books, 'INV-0042', '2026-10-10');
    await books.client.post(`/api/v1/invoices/${id}/void`, { data: { attributes: { reason: 'Duplicate' } } });
    const today = new Date().toISOString().slice(0, 10);
    const csv = await books.client.get(`/api/v1/exports/history.csv?from=${today}&to=${today}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('When (UTC),Record,Number,Action,By,Details');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 5).join(','))).toEqual([
      'Invoice,INV-0042,created,owner',
      'Invoice,INV-0042,voided,owner',
    ]);
    expect(csv.body).toContain('reason: Duplicate');
  });

  it('asks before voiding an invoice a lodged period counted, and carries the difference once confirmed', async () => {
    const books = await openBooks(use());
    const id = await newInvoice(books, 'INV-0001', '2026-08-10');
    expect((await payment(books, id, '1100.00', '2026-08-20')).statusCode).toBe(201);
    expect((await lodge(books, '2026-Q3')).statusCode).toBe(201);
    const body = { data: { attributes: { reason: 'Never delivered' } } };
    lockedPeriod(await books.client.post(`/api/v1/invoices/${id}/void`, body), '2026-Q3');
    const voided = await books.client.post(`/api/v1/invoices/${id}/void?confirm=locked-period`, body);
    expect(voided.statusCode, voided.body).toBe(200);
    const q4 = await books.client.get(`/api/v1/companies/${books.companyId}/bas-periods/2026-Q4`);
    expect(q4.json().data.attributes.adjustments).toEqual([
      expect.objectContaining({ period_key: '2026-Q3', g1: '-1100.00', gst_on_sales: '-100.00' }),
    ]);
  });
});
