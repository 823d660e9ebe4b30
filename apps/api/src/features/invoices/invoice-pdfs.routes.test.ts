import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createClient, type TestClient } from '../../test/http-client.ts';
import { pdfText } from '../../test/pdf.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

// The PDF downloads: an invoice printed without saving it (the free invoice, the form as it stands),
// and a saved invoice exactly as the mails attach it.

/** What the free invoice sends: a GST-registered business, a GST-free line, a PayID as typed. */
const draft = {
  name: 'FREE-7',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  gst_registered: true,
  prices_include_gst: false,
  seller: {
    name: 'Zoë’s Garden Café',
    abn: '51 824 753 556',
    email: 'hello@garden.test',
    address: '1 George St, Sydney NSW 2000',
  },
  buyer: { name: 'Müller & Søn', email: null, abn: null, address: null },
  items: [
    { name: 'Catering', description: 'Lunch for twelve', quantity: '1.5', price: '100.00', taxable: true },
    { name: 'Council fee', description: null, quantity: 1, price: '50', taxable: false },
  ],
  note: 'Thank you for your business.',
  payment_method: 'payid',
  payid: { payid: '0412 345 678', name: 'Zoe Garden' },
  bank: null,
};

const printing = (attributes: Record<string, unknown>) => ({ data: { type: 'invoice-pdfs', attributes } });

function expectPdfDownload(response: LightMyRequestResponse, fileName: string): string {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(response.rawPayload);
}

const pointersOf = (response: LightMyRequestResponse) =>
  (response.json().errors as Array<{ source?: { pointer?: string }; code?: string }>).map((error) => [
    error.source?.pointer,
    error.code,
  ]);

async function savedInvoice(
  context: TestApp,
  attributes: Record<string, unknown> = {},
): Promise<{ owner: TestClient; id: string }> {
  const { client: owner } = await signedInUser(context);
  const company = await owner.post('/api/v1/companies', {
    data: {
      attributes: {
        name: 'Tidy Gardens',
        abn: '51824753556',
        payment_details: { payid: 'pay@tidy-gardens.test', name: 'Tidy Gardens Pty Ltd' },
      },
    },
  });
  const customer = await owner.post('/api/v1/customers', { data: { attributes: { name: 'Harbour Cafe' } } });
  const invoice = await owner.post('/api/v1/invoices', {
    data: {
      attributes: {
        name: 'INV-0001',
        invoice_date: '2026-11-01',
        due_date: '2026-11-15',
        payment_method: 'payid',
        payment_detail_id: company.json().included[0].id,
        items: [
          { name: 'Hedge trimming', quantity: 2, price: '45.50' },
          { name: 'Green waste', description: 'One trailer load', quantity: 1, price: '10' },
        ],
        ...attributes,
      },
      relationships: {
        company: { data: { type: 'companies', id: company.json().data.id } },
        customer: { data: { type: 'customers', id: customer.json().data.id } },
      },
    },
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  return { owner, id: invoice.json().data.id };
}

describeOnEachDatabase('invoice PDFs', (use) => {
  describe('POST /invoice-pdfs', () => {
    it('prints a tax invoice without an account, with totals worked out from the items', async () => {
      const client = createClient(use().app);
      // Totals sent along are not the server's to trust: they are ignored.
      const response = await client.post(
        '/api/v1/invoice-pdfs',
        printing({ ...draft, subtotal: '1.00', total: '1.00', total_cents: 100 }),
      );
      const text = expectPdfDownload(response, 'FREE-7.pdf');
      for (const expected of [
        'Tax Invoice',
        'FREE-7',
        '01/11/2026',
        '15/11/2026',
        'Zoë’s Garden Café',
        'ABN 51 824 753 556',
        'Müller & Søn',
        'Catering',
        'Lunch for twelve',
        '(GST-free)',
        '0412 345 678',
        'Zoe Garden',
        'Thank you for your business.',
      ])
        expect(text).toContain(expected);
      // 1.5 × $100.00 taxable and $50.00 GST-free: GST is 10% of $150.00.
      expect(text).toMatch(/1\.5\s+\$100\.00\s+\$150\.00/);
      expect(text).toMatch(/Subtotal\s+\$200\.00/);
      expect(text).toMatch(/GST\s+\$15\.00/);
      expect(text).toMatch(/Total \(AUD\)\s+\$215\.00/);
      expect(text).not.toContain('$1.00');
    });

    it('prints a plain invoice for a business not registered for GST, with no GST and bank details', async () => {
      const client = createClient(use().app);
      const response = await client.post(
        '/api/v1/invoice-pdfs',
        printing({
          ...draft,
          gst_registered: false,
          prices_include_gst: true,
          payment_method: 'bank',
          payid: null,
          bank: {
            bank_name: 'Bank of Sydney',
            bsb: '062-000',
            account_number: '1234 5678',
            account_name: 'Zoe',
          },
        }),
      );
      const text = expectPdfDownload(response, 'FREE-7.pdf');
      expect(text).toMatch(/^\s*Invoice\s/m);
      expect(text).not.toContain('Tax Invoice');
      expect(text).not.toContain('GST-free');
      expect(text).toMatch(/Subtotal\s+\$200\.00/);
      // No GST row at all (issue 15 changed this from a $0.00 row): it says so instead.
      expect(text).not.toMatch(/GST\s+\$/);
      expect(text).toMatch(/Total \(AUD\)\s+\$200\.00\n\s*Not registered for GST\n/);
      for (const expected of ['Bank of Sydney', '062-000', '12345678']) expect(text).toContain(expected);
      expect(text).not.toContain('0412 345 678');
    });

    it("refuses a tax invoice without the seller's ABN, and from $1,000 without the buyer", async () => {
      const client = createClient(use().app);
      const withoutAbn = await client.post(
        '/api/v1/invoice-pdfs',
        printing({ ...draft, seller: { ...draft.seller, abn: null } }),
        { 'accept-language': 'de' },
      );
      expect(withoutAbn.statusCode).toBe(422);
      expect(pointersOf(withoutAbn)).toEqual([['/data/attributes/seller.abn', 'tax_invoice_abn_required']]);
      expect(withoutAbn.json().errors[0].detail).toBe(
        'Eine Tax Invoice muss die ABN des ausstellenden Unternehmens zeigen.',
      );

      // $1,000.00 with GST included is where the buyer must be named; a cent less is not.
      const thousand = {
        ...draft,
        prices_include_gst: true,
        buyer: null,
        payment_method: 'none',
        payid: null,
      };
      const items = (price: string) => [{ name: 'Catering', quantity: 1, price, taxable: true }];
      const withoutBuyer = await client.post(
        '/api/v1/invoice-pdfs',
        printing({ ...thousand, items: items('1000.00') }),
      );
      expect(withoutBuyer.statusCode).toBe(422);
      expect(pointersOf(withoutBuyer)).toEqual([
        ['/data/attributes/buyer.name', 'tax_invoice_buyer_required'],
      ]);
      expect(withoutBuyer.json().errors[0].detail).toBe(
        "A tax invoice of $1,000 or more must show the buyer's name or ABN.",
      );
      // Both at once, each at its field.
      const neither = await client.post(
        '/api/v1/invoice-pdfs',
        printing({ ...thousand, seller: { name: 'Zoe', abn: '' }, items: items('1500') }),
      );
      expect(pointersOf(neither)).toEqual([
        ['/data/attributes/seller.abn', 'tax_invoice_abn_required'],
        ['/data/attributes/buyer.name', 'tax_invoice_buyer_required'],
      ]);

      const justUnder = await client.post(
        '/api/v1/invoice-pdfs',
        printing({ ...thousand, items: items('999.99') }),
      );
      expect(expectPdfDownload(justUnder, 'FREE-7.pdf')).toMatch(/Total \(AUD\)\s+\$999\.99/);
      // A business not registered for GST issues a plain invoice: neither is required.
      const plain = await client.post(
        '/api/v1/invoice-pdfs',
        printing({
          ...thousand,
          gst_registered: false,
          seller: { name: 'Zoe', abn: null },
          items: items('5000'),
        }),
      );
      const text = expectPdfDownload(plain, 'FREE-7.pdf');
      expect(text).not.toContain('Tax Invoice');
      expect(text).toContain('Not registered for GST');
    });

    it('prints the largest amounts it accepts whole, apart from their labels and each other', async () => {
      const client = createClient(use().app);
      // The most an item may come to is $100,000,000: at the largest price, or the largest quantity.
      const response = await client.post(
        '/api/v1/invoice-pdfs',
        printing({
          ...draft,
          items: [
            { name: 'Dam', description: 'W'.repeat(90), quantity: 1, price: '100000000', taxable: true },
            { name: 'Bolts', description: null, quantity: '1000000', price: '100', taxable: true },
            { name: 'Nuts', description: null, quantity: '999999.999', price: '100', taxable: false },
          ],
        }),
      );
      const text = expectPdfDownload(response, 'FREE-7.pdf');
      expect(text).toMatch(/Qty\s+Unit price\s+Amount\n/);
      expect(text).toMatch(/Dam\s+W+\s+1\s+\$100,000,000\.00\s+\$100,000,000\.00\n/);
      expect(text).toMatch(/Bolts\s+1000000\s+\$100\.00\s+\$100,000,000\.00\n/);
      expect(text).toMatch(/Nuts\s+\(GST-free\)\s+999999\.999\s+\$100\.00\s+\$99,999,999\.90\n/);
      expect(text).toMatch(/Subtotal\s+\$299,999,999\.90\n/);
      expect(text).toMatch(/GST\s+\$20,000,000\.00\n/);
      expect(text).toMatch(/Total \(AUD\)\s+\$319,999,999\.90\n/);
    });

    it('labels the PDF in the language asked for', async () => {
      const client = createClient(use().app);
      const response = await client.post(
        '/api/v1/invoice-pdfs',
        printing({ ...draft, gst_registered: false }),
        { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
      );
      const text = expectPdfDownload(response, 'FREE-7.pdf');
      for (const expected of ['Rechnung', 'Rechnungsnummer', 'Fällig am', 'Zwischensumme', 'Gesamt (AUD)'])
        expect(text).toContain(expected);
      expect(text).not.toContain('Subtotal');
    });

    it('names the file after the number with nothing that could break the header', async () => {
      const client = createClient(use().app);
      const response = await client.post(
        '/api/v1/invoice-pdfs',
        printing({ ...draft, name: 'Ünï "7"; filename=x.exe' }),
      );
      expectPdfDownload(response, 'Uni-7-filename-x.exe.pdf');
    });

    it('answers 422 with a pointer and a code for each wrong field, in the language asked for', async () => {
      const client = createClient(use().app);
      const response = await client.post(
        '/api/v1/invoice-pdfs',
        printing({
          ...draft,
          name: ' ',
          invoice_date: '2026-02-30',
          seller: { name: '', abn: '123' },
          buyer: { name: 'x'.repeat(256), email: 'not an e-mail' },
          items: [
            { name: 'Catering', quantity: 0, price: '100' },
            { name: 'x'.repeat(51), quantity: 1, price: '0.001' },
          ],
          payid: { payid: '12', name: 'Zoe' },
        }),
        { 'accept-language': 'de' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-type']).toContain('application/vnd.api+json');
      expect(pointersOf(response)).toEqual(
        expect.arrayContaining([
          ['/data/attributes/name', 'invoice_number_required'],
          ['/data/attributes/invoice_date', 'date_invalid'],
          ['/data/attributes/seller.name', 'business_name_required'],
          ['/data/attributes/seller.abn', 'abn_length'],
          ['/data/attributes/buyer.name', 'name_too_long'],
          ['/data/attributes/buyer.email', 'email_invalid'],
          ['/data/attributes/items.0.quantity', 'quantity_min'],
          ['/data/attributes/items.1.name', 'item_name_too_long'],
          ['/data/attributes/items.1.price', 'price_decimals'],
          ['/data/attributes/payid.payid', 'payid_invalid'],
        ]),
      );
      expect(response.json().errors[0].detail).toBe('Die Rechnungsnummer ist erforderlich');
    });

    it('prints "1,000" as a thousand and refuses more decimals than it keeps', async () => {
      const client = createClient(use().app);
      const items = (item: Record<string, unknown>) => [{ name: 'Bricks', taxable: true, ...item }];
      const thousand = await client.post(
        '/api/v1/invoice-pdfs',
        printing({ ...draft, gst_registered: false, items: items({ quantity: '1,000', price: '1.50' }) }),
      );
      expect(expectPdfDownload(thousand, 'FREE-7.pdf')).toMatch(/Total \(AUD\)\s+\$1,500\.00/);

      for (const [item, pointer, code] of [
        [{ quantity: '1.0005', price: '1.00' }, 'items.0.quantity', 'quantity_decimals'],
        [{ quantity: 1.0005, price: '1.00' }, 'items.0.quantity', 'quantity_decimals'],
        [{ quantity: '1', price: '10.005' }, 'items.0.price', 'price_decimals'],
        [{ quantity: '1', price: '1,00' }, 'items.0.price', 'number_grouping'],
      ] as const) {
        const response = await client.post(
          '/api/v1/invoice-pdfs',
          printing({ ...draft, items: items(item) }),
        );
        expect(response.statusCode, response.body).toBe(422);
        expect(pointersOf(response)).toEqual([[`/data/attributes/${pointer}`, code]]);
      }
    });

    it('answers 422 for what only makes sense together, and for missing or oversized parts', async () => {
      const client = createClient(use().app);
      const together = await client.post(
        '/api/v1/invoice-pdfs',
        printing({ ...draft, due_date: '2026-10-31', payid: null }),
      );
      expect(together.statusCode).toBe(422);
      expect(pointersOf(together)).toEqual([
        ['/data/attributes/due_date', 'due_before_invoice_date'],
        ['/data/attributes/payid', 'payid_required'],
      ]);

      const item = { name: 'Catering', quantity: 1, price: '1' };
      const { seller: _seller, ...withoutSeller } = draft;
      for (const [attributes, pointer] of [
        [withoutSeller, '/data/attributes/seller'],
        [{ ...draft, items: [] }, '/data/attributes/items'],
        [{ ...draft, items: Array.from({ length: 501 }, () => item) }, '/data/attributes/items'],
        [{ ...draft, note: 'x'.repeat(2001) }, '/data/attributes/note'],
        [{ ...draft, items: 'Catering' }, '/data/attributes/items'],
      ] as const) {
        const response = await client.post('/api/v1/invoice-pdfs', printing(attributes));
        expect(response.statusCode, pointer).toBe(422);
        expect(response.json().errors[0].source.pointer).toBe(pointer);
      }
    });

    it('refuses a request without the CSRF token with 419', async () => {
      const response = await use().app.inject({
        method: 'POST',
        url: '/api/v1/invoice-pdfs',
        headers: { 'content-type': 'application/vnd.api+json' },
        payload: JSON.stringify(printing(draft)),
      });
      expect(response.statusCode).toBe(419);
      expect(response.headers['content-type']).toContain('application/vnd.api+json');
    });

    it('allows 60 PDFs per address in 10 minutes, wrong ones included, then answers 429', async () => {
      const client = createClient(use().app);
      const wrong = printing({ ...draft, items: [] });
      for (let attempt = 1; attempt <= 59; attempt++) {
        expect((await client.post('/api/v1/invoice-pdfs', wrong)).statusCode).toBe(422);
      }
      expectPdfDownload(await client.post('/api/v1/invoice-pdfs', printing(draft)), 'FREE-7.pdf');
      const refused = await client.post('/api/v1/invoice-pdfs', printing(draft));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['content-type']).toContain('application/vnd.api+json');
      // Another address still has its own budget.
      const other = createClient(use().app);
      expect((await other.post('/api/v1/invoice-pdfs', printing(draft))).statusCode).toBe(200);
    });
  });

  describe('GET /invoices/:id/pdf', () => {
    it('gives the owner the saved invoice as a PDF, in the language asked for', async () => {
      const { owner, id } = await savedInvoice(use());
      const text = expectPdfDownload(await owner.get(`/api/v1/invoices/${id}/pdf`), 'INV-0001.pdf');
      for (const expected of [
        'Invoice',
        'INV-0001',
        'Tidy Gardens',
        'ABN 51 824 753 556',
        'Harbour Cafe',
        'Hedge trimming',
        'One trailer load',
        'pay@tidy-gardens.test',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Tax Invoice');
      expect(text).toMatch(/2\s+\$45\.50\s+\$91\.00/);
      expect(text).toMatch(/Total \(AUD\)\s+\$101\.00/);

      const spanish = await owner.get(`/api/v1/invoices/${id}/pdf`, { 'accept-language': 'es' });
      expect(expectPdfDownload(spanish, 'INV-0001.pdf')).toContain('Fecha de emisión');
    });

    it("prints the client's reference (their PO or job number) under the number, only when set", async () => {
      const context = use();
      const { owner, id } = await savedInvoice(context, { ref: 'PO-5521/B' });
      const text = expectPdfDownload(await owner.get(`/api/v1/invoices/${id}/pdf`), 'INV-0001.pdf');
      expect(text).toMatch(/Invoice number INV-0001\n.*Reference PO-5521\/B\n\s+Issue date/);
      const french = await owner.get(`/api/v1/invoices/${id}/pdf`, { 'accept-language': 'fr' });
      expect(expectPdfDownload(french, 'INV-0001.pdf')).toMatch(/Référence\s+PO-5521\/B/);

      const { owner: other, id: without } = await savedInvoice(context);
      const plain = expectPdfDownload(await other.get(`/api/v1/invoices/${without}/pdf`), 'INV-0001.pdf');
      expect(plain).not.toContain('Reference');

      // The form's PDF as it stands (not saved yet) prints it too.
      const printed = await createClient(context.app).post(
        '/api/v1/invoice-pdfs',
        printing({ ...draft, ref: 'JOB 77' }),
      );
      expect(expectPdfDownload(printed, 'FREE-7.pdf')).toMatch(/Reference\s+JOB 77/);
    });

    it('keeps a budget of its own: anonymous printing from the same address does not use it up', async () => {
      const context = use();
      const { owner, id } = await savedInvoice(context);
      const visitor = createClient(context.app, { ip: owner.ip });
      const wrong = printing({ ...draft, items: [] });
      for (let attempt = 1; attempt <= 60; attempt++) {
        expect((await visitor.post('/api/v1/invoice-pdfs', wrong)).statusCode).toBe(422);
      }
      expect((await visitor.post('/api/v1/invoice-pdfs', printing(draft))).statusCode).toBe(429);
      expectPdfDownload(await owner.get(`/api/v1/invoices/${id}/pdf`), 'INV-0001.pdf');
    });

    it("answers 404 for another user's invoice, an admin's included, and 401 signed out", async () => {
      const context = use();
      const { id } = await savedInvoice(context);
      const { client: stranger } = await signedInUser(context);
      const { client: admin } = await signedInUser(context, { roles: ['admin'] });
      for (const client of [stranger, admin]) {
        const response = await client.get(`/api/v1/invoices/${id}/pdf`);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/vnd.api+json');
      }
      expect((await createClient(context.app).get(`/api/v1/invoices/${id}/pdf`)).statusCode).toBe(401);
    });
  });
});
