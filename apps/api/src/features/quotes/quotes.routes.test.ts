import { describe, expect, it, vi } from 'vitest';
import { decideQuote } from '../../repositories/quote-decisions.repository.ts';
import { publicQuoteDocument } from '../../resources/quotes.ts';
import { documentItemsOf, findDocument } from '../../sales-documents/sales-documents.repository.ts';
import type { TestClient } from '../../test/http-client.ts';
import { outboxRowTo } from '../../test/outbox.ts';
import { pdfText } from '../../test/pdf.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

let sequence = 0;
// Each PDF rendered, counted: a send past the mail limits must not render one.
const pdfRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/heavy-work.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/heavy-work.ts')>();
  return {
    ...original,
    runHeavyWork: ((task) => {
      if (task.kind === 'document-pdf') pdfRenders.count += 1;
      return original.runHeavyWork(task);
    }) satisfies typeof original.runHeavyWork,
  };
});

const FUTURE = '2099-12-31';

interface Owner {
  client: TestClient;
  id: number;
  companyId: string;
  customerId: string;
  email: string;
}

/** A signed-in owner with a GST-registered business and a client (with an e-mail unless told). */
async function owner(context: TestApp, options: { clientEmail?: string | null; gst?: boolean } = {}) {
  const user = await signedInUser(context);
  const company = await user.client.post('/api/v1/companies', {
    data: {
      attributes: {
        name: 'Harbour Plumbing',
        abn: '51 824 753 556',
        gst_registered: options.gst ?? true,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const email =
    options.clientEmail === undefined
      ? `client.${Date.now()}.${++sequence}@example.com`
      : options.clientEmail;
  const customer = await user.client.post('/api/v1/customers', {
    data: { attributes: { name: 'Café Zoë', email } },
  });
  expect(customer.statusCode, customer.body).toBe(201);
  return {
    client: user.client,
    id: user.id,
    companyId: company.json().data.id as string,
    customerId: customer.json().data.id as string,
    email: email ?? '',
  } satisfies Owner;
}

function quoteBody(who: Owner, attributes: Record<string, unknown> = {}) {
  return {
    data: {
      type: 'quotes',
      attributes: {
        number: `Q-${String(++sequence).padStart(4, '0')}`,
        issue_date: '2026-11-01',
        valid_until: FUTURE,
        note: 'Materials included.',
        items: [
          { name: 'Labour', description: 'Hot water system', quantity: 2, price: '120.00' },
          { name: 'Parts', quantity: '1.5', price: '10.00', taxable: false },
        ],
        ...attributes,
      },
      relationships: {
        company: { data: { type: 'companies', id: who.companyId } },
        customer: { data: { type: 'customers', id: who.customerId } },
      },
    },
  };
}

async function createQuote(who: Owner, attributes: Record<string, unknown> = {}): Promise<string> {
  const response = await who.client.post('/api/v1/quotes', quoteBody(who, attributes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

async function sentQuote(who: Owner, attributes: Record<string, unknown> = {}): Promise<string> {
  const id = await createQuote(who, attributes);
  const sent = await who.client.post(`/api/v1/quotes/${id}/send`);
  expect(sent.statusCode, sent.body).toBe(202);
  return id;
}

async function acceptedQuote(who: Owner): Promise<string> {
  const id = await sentQuote(who);
  const accepted = await who.client.post(`/api/v1/quotes/${id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

const errorCode = (response: { json(): unknown }) =>
  (response.json() as { errors: Array<{ code?: string }> }).errors[0]?.code;

describeOnEachDatabase('quotes', (use) => {
  describe('saving', () => {
    it('works out the totals with the invoices’ GST engine, and numbers quotes per business', async () => {
      const who = await owner(use());
      const next = await who.client.get(`/api/v1/quotes/next-number?company_id=${who.companyId}`);
      expect(next.json()).toEqual({ meta: { number: 'Q-0001' } });
      const created = await who.client.post(
        `/api/v1/quotes?include=items`,
        quoteBody(who, { number: 'Q-0001' }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const quote = created.json();
      expect(quote.data.attributes).toMatchObject({
        number: 'Q-0001',
        status: 'draft',
        display_status: 'draft',
        // 2 × 120.00 taxable + 1.5 × 10.00 GST-free; GST on top of the taxable 240.00.
        subtotal: '255.00',
        gst: '24.00',
        total: '279.00',
        gst_registered: true,
        converted_invoice_id: null,
      });
      expect(
        quote.included.map((item: { attributes: { amount: string } }) => item.attributes.amount),
      ).toEqual(['240.00', '15.00']);
      const after = await who.client.get(`/api/v1/quotes/next-number?company_id=${who.companyId}`);
      expect(after.json()).toEqual({ meta: { number: 'Q-0002' } });
      const taken = await who.client.post('/api/v1/quotes', quoteBody(who, { number: 'Q-0001' }));
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors[0]).toMatchObject({
        code: 'quote_number_taken',
        source: { pointer: '/data/attributes/number' },
      });
    });

    it('refuses a valid-until date before the issue date, under the field, saving nothing', async () => {
      const who = await owner(use());
      const response = await who.client.post(
        '/api/v1/quotes',
        quoteBody(who, { issue_date: '2026-11-10', valid_until: '2026-11-01' }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'valid_until_before_issue',
        source: { pointer: '/data/attributes/valid_until' },
      });
      expect((await who.client.get('/api/v1/quotes')).json().meta.page.total).toBe(0);
    });

    it('edits a draft and a sent quote, not a decided one', async () => {
      const who = await owner(use());
      const id = await sentQuote(who);
      const edited = await who.client.patch(
        `/api/v1/quotes/${id}`,
        quoteBody(who, { number: 'Q-EDIT', items: [{ name: 'Labour', quantity: 1, price: '100.00' }] }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.attributes).toMatchObject({
        number: 'Q-EDIT',
        status: 'sent',
        total: '110.00',
      });
      expect((await who.client.post(`/api/v1/quotes/${id}/accept`)).statusCode).toBe(200);
      const refused = await who.client.patch(`/api/v1/quotes/${id}`, quoteBody(who));
      expect(refused.statusCode).toBe(409);
      expect(errorCode(refused)).toBe('quote_not_editable');
    });

    it('lists with status filters, search and paging, expired worked out from today', async () => {
      const who = await owner(use());
      await createQuote(who, { number: 'Q-DRAFT' });
      await sentQuote(who, { number: 'Q-SENT' });
      await createQuote(who, { number: 'Q-OLD', issue_date: '2026-01-01', valid_until: '2026-01-31' });
      const numbers = async (query: string) =>
        (await who.client.get(`/api/v1/quotes?${query}`))
          .json()
          .data.map((quote: { attributes: { number: string } }) => quote.attributes.number);
      expect(await numbers('')).toEqual(['Q-SENT', 'Q-DRAFT', 'Q-OLD']);
      expect(await numbers('filter[status]=draft')).toEqual(['Q-DRAFT']);
      expect(await numbers('filter[status]=sent')).toEqual(['Q-SENT']);
      expect(await numbers('filter[status]=expired')).toEqual(['Q-OLD']);
      expect(await numbers('filter[search]=sent')).toEqual(['Q-SENT']);
      expect(await numbers('filter[search]=zo%C3%AB')).toHaveLength(3);
      const page = (
        await who.client.get('/api/v1/quotes?page[size]=2&page[number]=2&include=customer')
      ).json();
      expect(page.meta.page).toEqual({ total: 3, number: 2, size: 2 });
      expect(page.data).toHaveLength(1);
      expect(page.included[0].attributes.name).toBe('Café Zoë');
      const old = (await who.client.get('/api/v1/quotes?filter[status]=expired')).json().data[0];
      expect(old.attributes).toMatchObject({ status: 'draft', display_status: 'expired' });
    });

    it('deletes a quote', async () => {
      const who = await owner(use());
      const id = await createQuote(who);
      expect((await who.client.delete(`/api/v1/quotes/${id}`)).statusCode).toBe(204);
      expect((await who.client.get(`/api/v1/quotes/${id}`)).statusCode).toBe(404);
    });
  });

  it('answers 404 for another user’s quote, whatever is asked', async () => {
    const who = await owner(use());
    const other = await owner(use());
    const id = await sentQuote(who);
    for (const [method, path] of [
      ['get', `/api/v1/quotes/${id}`],
      ['get', `/api/v1/quotes/${id}/pdf`],
      ['patch', `/api/v1/quotes/${id}`],
      ['delete', `/api/v1/quotes/${id}`],
      ['post', `/api/v1/quotes/${id}/send`],
      ['post', `/api/v1/quotes/${id}/accept`],
      ['post', `/api/v1/quotes/${id}/decline`],
      ['post', `/api/v1/quotes/${id}/invoice`],
    ] as const) {
      const response =
        method === 'patch'
          ? await other.client.patch(path, quoteBody(other))
          : method === 'get' || method === 'delete'
            ? await other.client[method](path)
            : await other.client.post(path);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await other.client.get('/api/v1/quotes')).json().data).toEqual([]);
    expect(
      (await other.client.get(`/api/v1/quotes/next-number?company_id=${who.companyId}`)).statusCode,
    ).toBe(404);
    // Another user's business or client named in a quote is refused like a missing one.
    const borrowed = await other.client.post(
      '/api/v1/quotes',
      quoteBody({ ...other, customerId: who.customerId }),
    );
    expect(borrowed.statusCode).toBe(422);
    expect(borrowed.json().errors[0].source).toEqual({ pointer: '/data/relationships/customer' });
    expect((await who.client.get(`/api/v1/quotes/${id}`)).json().data.attributes.status).toBe('sent');
  });

  it('keeps its business and client (archived, not deleted) so that it can still be converted, and goes with its account', async () => {
    const context = use();
    const who = await owner(context);
    const id = await acceptedQuote(who);
    const quote = (await who.client.get(`/api/v1/quotes/${id}`)).json().data;
    const customerId = quote.relationships.customer.data.id;
    expect((await who.client.delete(`/api/v1/companies/${who.companyId}`)).statusCode).toBe(204);
    expect((await who.client.delete(`/api/v1/customers/${customerId}`)).statusCode).toBe(204);
    expect((await who.client.get(`/api/v1/quotes/${id}`)).statusCode).toBe(200);
    const archived = await context.db.kysely
      .selectFrom('companies')
      .select('archived_at')
      .where('id', '=', Number(who.companyId))
      .executeTakeFirstOrThrow();
    expect(archived.archived_at).not.toBeNull();
    const conversion = await who.client.post(`/api/v1/quotes/${id}/invoice`);
    expect(conversion.statusCode, conversion.body).toBe(201);

    const admin = await signedInUser(context, { roles: ['admin'] });
    const gone = await owner(context);
    const converted = await acceptedQuote(gone);
    expect((await gone.client.post(`/api/v1/quotes/${converted}/invoice`)).statusCode).toBe(201);
    expect((await admin.client.delete(`/api/v1/users/${gone.id}`)).statusCode).toBe(204);
    const left = await context.db.kysely
      .selectFrom('quotes')
      .select('id')
      .where('user_id', '=', gone.id)
      .execute();
    expect(left).toEqual([]);
  });

  describe('the PDF', () => {
    it('is titled Quote, with its valid-until date, never Tax Invoice, for a GST-registered business', async () => {
      const who = await owner(use());
      const id = await createQuote(who, { number: 'Q-0042', valid_until: '2099-01-31' });
      const response = await who.client.get(`/api/v1/quotes/${id}/pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('Q-0042.pdf');
      const text = pdfText(response.rawPayload);
      expect(text).toMatch(/^\s*Quote\b/);
      expect(text).toContain('Quote number');
      expect(text).toMatch(/Valid until\s+31\/01\/2099/);
      expect(text).not.toMatch(/tax invoice/i);
      expect(text).not.toMatch(/due date/i);
      expect(text).toContain('$279.00');
    });

    it('is in the asker’s language', async () => {
      const who = await owner(use());
      const id = await createQuote(who);
      const response = await who.client.get(`/api/v1/quotes/${id}/pdf`, { 'accept-language': 'de' });
      const text = pdfText(response.rawPayload);
      expect(text).toContain('Angebot');
      expect(text).toContain('Gültig bis');
      expect(text).not.toMatch(/tax invoice|rechnungsnummer/i);
    });
  });

  describe('sending', () => {
    it('queues a mail with the quote’s PDF attached and marks the quote sent', async () => {
      const context = use();
      const who = await owner(context);
      const id = await createQuote(who, { number: 'Q-0007' });
      const sent = await who.client.post(`/api/v1/quotes/${id}/send`);
      expect(sent.statusCode, sent.body).toBe(202);
      expect(sent.json()).toEqual({ meta: { recipient: who.email, number: 'Q-0007' } });
      const row = await outboxRowTo(context.db, who.email);
      expect(row.kind).toBe('quote');
      expect(row.subject).toBe('Quote Q-0007 from Harbour Plumbing');
      expect(row.text_body).toContain('valid until 31/12/2099');
      const [attachment] = JSON.parse(row.attachments ?? '[]');
      expect(attachment).toMatchObject({ filename: 'Q-0007.pdf', contentType: 'application/pdf' });
      const text = pdfText(Buffer.from(attachment.content, 'base64'));
      expect(text).toContain('Quote');
      expect(text).not.toMatch(/tax invoice/i);
      const quote = (await who.client.get(`/api/v1/quotes/${id}`)).json().data.attributes;
      expect(quote.status).toBe('sent');
      expect(quote.sent_at).toEqual(expect.any(String));
    });

    it('needs the client’s e-mail, and refuses a decided or expired quote', async () => {
      const noEmail = await owner(use(), { clientEmail: null });
      const id = await createQuote(noEmail);
      const refused = await noEmail.client.post(`/api/v1/quotes/${id}/send`);
      expect(refused.statusCode).toBe(422);
      expect(errorCode(refused)).toBe('quote_client_email_required');

      const who = await owner(use());
      const expired = await createQuote(who, { issue_date: '2026-01-01', valid_until: '2026-01-31' });
      const late = await who.client.post(`/api/v1/quotes/${expired}/send`);
      expect(late.statusCode).toBe(409);
      expect(errorCode(late)).toBe('quote_expired');
      const declined = await sentQuote(who);
      expect((await who.client.post(`/api/v1/quotes/${declined}/decline`)).statusCode).toBe(200);
      const again = await who.client.post(`/api/v1/quotes/${declined}/send`);
      expect(again.statusCode).toBe(409);
      expect(errorCode(again)).toBe('quote_decided');
    });
  });

  describe('accepting and declining', () => {
    it('accepts a sent quote once; the other answer after it is refused', async () => {
      const who = await owner(use());
      const draft = await createQuote(who);
      const early = await who.client.post(`/api/v1/quotes/${draft}/accept`);
      expect(early.statusCode).toBe(409);
      expect(errorCode(early)).toBe('quote_not_sent');

      const id = await sentQuote(who);
      const accepted = await who.client.post(`/api/v1/quotes/${id}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data.attributes).toMatchObject({
        status: 'accepted',
        display_status: 'accepted',
      });
      const decidedAt = accepted.json().data.attributes.decided_at;
      expect(decidedAt).toEqual(expect.any(String));
      // A double click: the same answer, no change.
      const twice = await who.client.post(`/api/v1/quotes/${id}/accept`);
      expect(twice.statusCode).toBe(200);
      expect(twice.json().data.attributes.decided_at).toBe(decidedAt);
      const declined = await who.client.post(`/api/v1/quotes/${id}/decline`);
      expect(declined.statusCode).toBe(409);
      expect(errorCode(declined)).toBe('quote_decided');
    });

    it('refuses an answer to a sent quote past its valid-until date', async () => {
      const who = await owner(use());
      const id = await sentQuote(who);
      const moved = await who.client.patch(
        `/api/v1/quotes/${id}`,
        quoteBody(who, { issue_date: '2026-01-01', valid_until: '2026-01-31' }),
      );
      expect(moved.json().data.attributes).toMatchObject({ status: 'sent', display_status: 'expired' });
      const refused = await who.client.post(`/api/v1/quotes/${id}/accept`);
      expect(refused.statusCode).toBe(409);
      expect(errorCode(refused)).toBe('quote_expired');
    });

    it('gives the public page its seam: decideQuote and the document it shows, without a session', async () => {
      const context = use();
      const who = await owner(context);
      const id = Number(await sentQuote(who));
      const other = await owner(context);
      const now = new Date();
      const tz = context.config.timeZone;
      expect(
        await decideQuote(context.db.kysely, { quoteId: id, userId: other.id }, 'declined', now, tz),
      ).toEqual({
        outcome: 'not-found',
      });
      const result = await decideQuote(
        context.db.kysely,
        { quoteId: id, userId: who.id },
        'declined',
        now,
        tz,
      );
      expect(result).toMatchObject({ outcome: 'decided', changed: true, quote: { status: 'declined' } });
      const late = await decideQuote(context.db.kysely, { quoteId: id, userId: who.id }, 'accepted', now, tz);
      expect(late).toMatchObject({ outcome: 'refused', reason: 'quote_decided' });

      const row = await findDocument(context.db.kysely, who.id, 'quote', id);
      if (!row) throw new Error('the quote is gone');
      const page = publicQuoteDocument(
        row,
        await documentItemsOf(context.db.kysely, who.id, 'quote', [id]),
        '2026-11-25',
        { logo: null, accent_color: null },
      );
      expect(page).toMatchObject({
        kind: 'quote',
        status: 'declined',
        can_decide: false,
        client_name: 'Café Zoë',
        seller: { name: 'Harbour Plumbing' },
        total: '279.00',
      });
      expect(JSON.stringify(page)).not.toContain(who.email);
    });
  });

  describe('turning an accepted quote into an invoice', () => {
    it("asks the invoice to be paid to the business's newest PayID", async () => {
      const who = await owner(use());
      const payId = await who.client.post('/api/v1/paymentDetails', {
        data: {
          attributes: { payid: 'pay@harbour.test', name: 'Harbour Plumbing Pty Ltd' },
          relationships: { company: { data: { type: 'companies', id: who.companyId } } },
        },
      });
      expect(payId.statusCode, payId.body).toBe(201);
      const id = await acceptedQuote(who);
      const made = await who.client.post(`/api/v1/quotes/${id}/invoice`);
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().data.attributes).toMatchObject({
        payment_method: 'payid',
        payid: 'pay@harbour.test',
        payid_name: 'Harbour Plumbing Pty Ltd',
      });
    });

    it('makes one invoice carrying its items, client and business, and answers the same one again', async () => {
      const context = use();
      const who = await owner(context);
      const sent = await sentQuote(who);
      const early = await who.client.post(`/api/v1/quotes/${sent}/invoice`);
      expect(early.statusCode).toBe(409);
      expect(errorCode(early)).toBe('quote_not_accepted');

      const id = await acceptedQuote(who);
      const made = await who.client.post(`/api/v1/quotes/${id}/invoice?include=items`);
      expect(made.statusCode, made.body).toBe(201);
      const invoice = made.json();
      expect(invoice.data.type).toBe('invoices');
      expect(invoice.data.attributes).toMatchObject({
        name: 'INV-0001',
        subtotal: '255.00',
        gst: '24.00',
        total: '279.00',
        // The quote's note speaks of the quote (what it includes, how long it stands): not copied.
        note: null,
        payment_method: 'none',
        customer_details: { name: 'Café Zoë' },
        company_details: { name: 'Harbour Plumbing' },
      });
      expect(invoice.data.relationships.customer.data.id).toBe(who.customerId);
      expect(invoice.data.relationships.company.data.id).toBe(who.companyId);
      expect(
        invoice.included.map((item: { attributes: Record<string, unknown> }) => [
          item.attributes.name,
          item.attributes.quantity,
          item.attributes.price,
          item.attributes.taxable,
        ]),
      ).toEqual([
        ['Labour', '2', '120.00', true],
        ['Parts', '1.5', '10.00', false],
      ]);
      const quote = (await who.client.get(`/api/v1/quotes/${id}`)).json().data.attributes;
      expect(quote.converted_invoice_id).toBe(invoice.data.id);
      const again = await who.client.post(`/api/v1/quotes/${id}/invoice`);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(invoice.data.id);
      expect((await who.client.get('/api/v1/invoices')).json().meta.page.total).toBe(1);
    });

    it('never makes two invoices of two clicks at once', async () => {
      const who = await owner(use());
      const id = await acceptedQuote(who);
      const answers = await Promise.all([
        who.client.post(`/api/v1/quotes/${id}/invoice`),
        who.client.post(`/api/v1/quotes/${id}/invoice`),
        who.client.post(`/api/v1/quotes/${id}/invoice`),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
      expect((await who.client.get('/api/v1/invoices')).json().meta.page.total).toBe(1);
    });
  });
});

describeOnEachDatabase(
  'quote mails and the account’s mail limits',
  (use) => {
    it('counts quotes with invoices: past the hour’s limit a quote is refused, and stays a draft', async () => {
      const who = await owner(use());
      const invoice = await who.client.post('/api/v1/invoices', {
        data: {
          attributes: {
            name: 'INV-0001',
            invoice_date: '2026-11-01',
            due_date: '2026-11-15',
            items: [{ name: 'Labour', quantity: 1, price: '100.00' }],
          },
          relationships: {
            company: { data: { type: 'companies', id: who.companyId } },
            customer: { data: { type: 'customers', id: who.customerId } },
          },
        },
      });
      expect((await who.client.post(`/api/v1/invoices/${invoice.json().data.id}/send`)).statusCode).toBe(202);
      await sentQuote(who);
      const third = await createQuote(who);
      const rendered = pdfRenders.count;
      const refused = await who.client.post(`/api/v1/quotes/${third}/send`);
      expect(refused.statusCode).toBe(429);
      expect(errorCode(refused)).toBe('mail_limit_hour');
      // Refused before its PDF was rendered.
      expect(pdfRenders.count).toBe(rendered);
      expect((await who.client.get(`/api/v1/quotes/${third}`)).json().data.attributes).toMatchObject({
        status: 'draft',
        sent_at: null,
      });
      // And a quote sent counts against the next invoice.
      const reminder = await who.client.post(`/api/v1/invoices/${invoice.json().data.id}/reminders`);
      expect(reminder.statusCode).toBe(429);
    });
  },
  { env: { MAIL_LIMIT_PER_HOUR: '2', MAIL_LIMIT_PER_DAY: '10' } },
);
