import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { documentLinkState } from '../../lib/document-links.ts';
import { createClient, type TestClient } from '../../test/http-client.ts';
import { outboxRowTo } from '../../test/outbox.ts';
import { pdfText } from '../../test/pdf.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

const smtp = await startSmtpCapture();
afterAll(() => smtp.close());

let sequence = 0;
const TOKEN_IN_URL = /\/p\/([A-Za-z0-9_-]{43})\b/;

/**
 * A business with a PayID, e-mail, phone and address, a client with an e-mail and an invoice of $264.00
 * of the given owner, with the client's reference `ref` (none by default).
 */
async function invoiceOf(owner: TestClient, label = 'Sorted Plumbing', ref: string | null = null) {
  const company = await owner.post('/api/v1/companies', {
    data: {
      attributes: {
        name: label,
        abn: '51 824 753 556',
        email: 'owner-business@sorted.test',
        phone: '0400 123 456',
        address: '12 Fig Lane\nNewtown NSW 2042',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
        payment_details: { payid: 'pay@sorted.test', name: 'Sorted Plumbing Pty Ltd' },
      },
    },
  });
  const email = `client.${Date.now()}.${++sequence}@example.com`;
  const customer = await owner.post('/api/v1/customers', {
    data: { attributes: { name: 'Café Zoë', email } },
  });
  const number = `INV-${String(++sequence).padStart(4, '0')}`;
  const invoice = await owner.post('/api/v1/invoices', {
    data: {
      attributes: {
        name: number,
        invoice_date: '2026-11-01',
        due_date: '2099-11-15',
        ref,
        payment_method: 'payid',
        payment_detail_id: company.json().included[0].id,
        items: [{ name: 'Labour', description: 'Hot water system', quantity: 2, price: '120.00' }],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.json().data.id } },
        customer: { data: { type: 'customers', id: customer.json().data.id } },
      },
    },
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  return { id: invoice.json().data.id as string, number, email };
}

/** A new link of the invoice, as the overview shows it: its token. */
async function newLinkToken(owner: TestClient, invoiceId: string): Promise<string> {
  const created = await owner.post(`/api/v1/invoices/${invoiceId}/link`);
  expect(created.statusCode, created.body).toBe(201);
  const token = TOKEN_IN_URL.exec(created.json().data.attributes.url)?.[1];
  if (!token) throw new Error(`no token in ${created.body}`);
  return token;
}

/** A sent quote of $264.00 (GST included in nothing: GST-registered, 10% on top) of the given owner. */
async function quoteOf(
  owner: TestClient,
  options: { send?: boolean; business?: Record<string, string> } = {},
) {
  const company = await owner.post('/api/v1/companies', {
    data: {
      attributes: {
        name: 'Sorted Plumbing',
        abn: '51 824 753 556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
        ...options.business,
      },
    },
  });
  const email = `client.${Date.now()}.${++sequence}@example.com`;
  const customer = await owner.post('/api/v1/customers', {
    data: { attributes: { name: 'Café Zoë', email } },
  });
  const number = `Q-${String(++sequence).padStart(4, '0')}`;
  const quote = await owner.post('/api/v1/quotes', {
    data: {
      type: 'quotes',
      attributes: {
        number,
        issue_date: '2026-11-01',
        valid_until: '2099-12-31',
        prices_include_gst: false,
        note: null,
        items: [
          { name: 'Labour', description: 'Hot water system', quantity: 2, price: '120.00', taxable: true },
        ],
      },
      relationships: {
        company: { data: { type: 'companies', id: company.json().data.id } },
        customer: { data: { type: 'customers', id: customer.json().data.id } },
      },
    },
  });
  expect(quote.statusCode, quote.body).toBe(201);
  const id = quote.json().data.id as string;
  if (options.send !== false) expect((await owner.post(`/api/v1/quotes/${id}/send`)).statusCode).toBe(202);
  return { id, number, email };
}

/** A new link of the quote, as its overview shows it: its token. */
async function newQuoteLinkToken(owner: TestClient, quoteId: string): Promise<string> {
  const created = await owner.post(`/api/v1/quotes/${quoteId}/link`);
  expect(created.statusCode, created.body).toBe(201);
  const token = TOKEN_IN_URL.exec(created.json().data.attributes.url)?.[1];
  if (!token) throw new Error(`no token in ${created.body}`);
  return token;
}

const decide = (client: TestClient, token: string, decision: unknown, headers: Record<string, string> = {}) =>
  client.post(
    `/api/v1/public/documents/${token}/decision`,
    { data: { type: 'documentDecisions', attributes: { decision } } },
    headers,
  );

const page = (client: TestClient, token: string) => client.get(`/api/v1/public/documents/${token}`);

describeOnEachDatabase(
  "the client's page",
  (use) => {
    const signedOut = (context: TestApp) => createClient(context.app);

    it('is linked from the mailed invoice and opens without a session, with its headers', async () => {
      const context = use();
      const { client: owner, email: ownerEmail } = await signedInUser(context);
      const invoice = await invoiceOf(owner, 'Sorted Plumbing', 'PO-5521');
      expect((await owner.post(`/api/v1/invoices/${invoice.id}/send`)).statusCode).toBe(202);
      // Queued: the mail's link is a placeholder; its secret part is computed at delivery.
      const queued = await outboxRowTo(context.db, invoice.email);
      expect(queued.text_body).not.toMatch(TOKEN_IN_URL);
      await context.app.mailer.deliverDue();
      const mail = smtp.lastTo(invoice.email);
      expect(mail?.text).toMatch(/View and pay online: http:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/);
      expect(mail?.html).toMatch(/<a href="http:\/\/[^"]+\/p\/[A-Za-z0-9_-]{43}">/);
      const token = TOKEN_IN_URL.exec(mail?.text ?? '')?.[1] ?? '';

      // The overview shows the same link.
      const link = (await owner.get(`/api/v1/invoices/${invoice.id}/link`)).json().data.attributes;
      expect(link.url).toBe(`${context.config.appUrl}/p/${token}`);

      const response = await page(signedOut(context), token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['cache-control']).toBe('no-store');
      const attributes = response.json().data.attributes;
      expect(attributes).toMatchObject({
        kind: 'invoice',
        number: invoice.number,
        ref: 'PO-5521',
        total: '264.00',
        balance_due: '264.00',
        payment_state: 'unpaid',
        client_name: 'Café Zoë',
        payment: { method: 'payid', payid: 'pay@sorted.test', name: 'Sorted Plumbing Pty Ltd' },
      });
      // Of the business: its name and ABN, how to reach it (e-mail, phone, address over its lines) and its
      // look; nothing else of it (no GST setting, reminders, BAS choices or ids).
      expect(attributes.seller).toEqual({
        name: 'Sorted Plumbing',
        abn: '51 824 753 556',
        email: 'owner-business@sorted.test',
        phone: '0400 123 456',
        address: '12 Fig Lane\nNewtown NSW 2042',
        logo: null,
        accent_color: null,
      });
      expect(response.json().data.id).toBe(token);
      // Nothing of the owner's account or records: not the account's e-mail, not the client's, no id.
      expect(response.body).not.toContain(ownerEmail);
      expect(response.body).not.toContain(invoice.email);
      expect(response.body).not.toMatch(/reminder|bas_|gst_registered_from|user/);
      expect(JSON.stringify(attributes)).not.toMatch(/"(\w+_)?id":/);
      // Its PDF prints the same: the reference under the number, the business's contact under its name.
      const pdf = pdfText((await signedOut(context).get(`/api/v1/public/documents/${token}/pdf`)).rawPayload);
      expect(pdf).toMatch(/Reference PO-5521/);
      for (const line of ['12 Fig Lane', 'Newtown NSW 2042', 'owner-business@sorted.test', '0400 123 456']) {
        expect(pdf).toContain(line);
      }
    });

    it('keeps no token at rest: the link row holds a seed and a hash, neither of them the token', async () => {
      const context = use();
      const { client: owner } = await signedInUser(context);
      const invoice = await invoiceOf(owner);
      const token = await newLinkToken(owner, invoice.id);
      const rows = await context.db.kysely.selectFrom('document_links').selectAll().execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(JSON.stringify(row)).not.toContain(token);
      const mine = await context.db.kysely
        .selectFrom('document_links')
        .select(['token_hash', 'seed'])
        .where('document_id', '=', Number(invoice.id))
        .executeTakeFirstOrThrow();
      expect(mine.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('opens only its own document, and says nothing of anyone else', async () => {
      const context = use();
      const { client: alice } = await signedInUser(context);
      const { client: bob } = await signedInUser(context);
      const first = await invoiceOf(alice, 'Alice Plumbing');
      const second = await invoiceOf(alice, 'Alice Plumbing');
      const bobs = await invoiceOf(bob, 'Bob Electrical');
      const [firstToken, secondToken, bobsToken] = await Promise.all([
        newLinkToken(alice, first.id),
        newLinkToken(alice, second.id),
        newLinkToken(bob, bobs.id),
      ]);
      const visitor = signedOut(context);
      const one = await page(visitor, firstToken);
      expect(one.json().data.attributes.number).toBe(first.number);
      // An invoice without a reference says so with null, and its PDF prints no Reference line.
      expect(one.json().data.attributes.ref).toBeNull();
      expect(
        pdfText((await visitor.get(`/api/v1/public/documents/${firstToken}/pdf`)).rawPayload),
      ).not.toContain('Reference');
      expect(one.body).not.toContain(second.number);
      expect((await page(visitor, secondToken)).json().data.attributes.number).toBe(second.number);
      const theirs = await page(visitor, bobsToken);
      expect(theirs.json().data.attributes.seller.name).toBe('Bob Electrical');
      expect(theirs.body).not.toContain('Alice');
      // The token is the whole right: a path with an id, or another's token, reaches nothing else.
      expect((await visitor.get(`/api/v1/public/documents/${firstToken}/${second.id}`)).statusCode).toBe(404);
      // Nor does anyone else reach the owner's link routes.
      for (const path of [`/api/v1/invoices/${first.id}/link`]) {
        expect((await bob.get(path)).statusCode).toBe(404);
        expect((await bob.post(path)).statusCode).toBe(404);
        expect((await bob.delete(path)).statusCode).toBe(404);
        expect((await visitor.get(path)).statusCode).toBe(401);
      }
      expect((await page(visitor, firstToken)).statusCode).toBe(200);
    });

    it('stops working when revoked or replaced; unknown, revoked and malformed answer the same 404', async () => {
      const context = use();
      const { client: owner } = await signedInUser(context);
      const invoice = await invoiceOf(owner);
      const visitor = signedOut(context);
      const old = await newLinkToken(owner, invoice.id);
      const replacement = await newLinkToken(owner, invoice.id);
      expect(replacement).not.toBe(old);
      expect((await page(visitor, old)).statusCode).toBe(404);
      expect((await page(visitor, replacement)).statusCode).toBe(200);

      const revoked = await owner.delete(`/api/v1/invoices/${invoice.id}/link`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json().data.attributes).toMatchObject({ url: null, view_count: 1 });
      expect(revoked.json().data.attributes.revoked_at).not.toBeNull();
      const gone = await page(visitor, replacement);
      const unknown = await page(visitor, 'A'.repeat(43));
      const malformed = await page(visitor, 'not-a-token');
      for (const answer of [gone, unknown, malformed]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(answer.json().errors.map((error: { detail: string }) => error.detail)).toEqual(
          gone.json().errors.map((error: { detail: string }) => error.detail),
        );
      }
      expect((await visitor.get(`/api/v1/public/documents/${replacement}/pdf`)).statusCode).toBe(404);
      // Revoking makes a new one possible.
      expect((await page(visitor, await newLinkToken(owner, invoice.id))).statusCode).toBe(200);
    });

    it("counts each load of the page, not the PDF nor the owner's own, and shows the last view to the owner", async () => {
      const context = use();
      const { client: owner } = await signedInUser(context);
      const invoice = await invoiceOf(owner);
      const before = (await owner.get(`/api/v1/invoices/${invoice.id}/link`)).json().data.attributes;
      expect(before).toEqual({
        url: null,
        created_at: null,
        revoked_at: null,
        view_count: 0,
        last_viewed_at: null,
      });
      const token = await newLinkToken(owner, invoice.id);
      const visitor = signedOut(context);
      await page(visitor, token);
      await page(visitor, token);
      const pdf = await visitor.get(`/api/v1/public/documents/${token}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(pdfText(pdf.rawPayload)).toContain(invoice.number);
      // The owner opening their own link is not the client's view.
      expect((await page(owner, token)).statusCode).toBe(200);
      const after = (await owner.get(`/api/v1/invoices/${invoice.id}/link`)).json().data.attributes;
      expect(after.view_count).toBe(2);
      expect(Date.parse(after.last_viewed_at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it("a paid invoice's page says so, and voiding the invoice retires its link", async () => {
      const context = use();
      const { client: owner } = await signedInUser(context);
      const invoice = await invoiceOf(owner);
      const token = await newLinkToken(owner, invoice.id);
      const visitor = signedOut(context);
      const paid = await owner.patch(`/api/v1/invoices/${invoice.id}`, {
        data: { attributes: { status: 1, paid_date: '2026-11-03' } },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await page(visitor, token)).json().data.attributes).toMatchObject({
        payment_state: 'paid',
        paid_date: '2026-11-03',
        balance_due: '0.00',
        amount_paid: '264.00',
      });
      // Paid, it is issued: kept, and voided rather than deleted.
      expect((await owner.delete(`/api/v1/invoices/${invoice.id}`)).statusCode).toBe(409);
      expect((await page(visitor, token)).statusCode).toBe(200);
      const voided = await owner.post(`/api/v1/invoices/${invoice.id}/void`, {
        data: { attributes: { reason: 'Sent to the wrong client' } },
      });
      expect(voided.statusCode, voided.body).toBe(200);
      expect((await page(visitor, token)).statusCode).toBe(404);
      const left = await context.db.kysely
        .selectFrom('document_links')
        .select('id')
        .where('document_id', '=', Number(invoice.id))
        .where('kind', '=', 'invoice')
        .execute();
      expect(left).toEqual([]);
    });

    it('takes no decision on an invoice (only a quote may be accepted or declined)', async () => {
      const context = use();
      const { client: owner } = await signedInUser(context);
      const invoice = await invoiceOf(owner);
      const token = await newLinkToken(owner, invoice.id);
      const visitor = signedOut(context);
      const decide = (decision: unknown) =>
        visitor.post(`/api/v1/public/documents/${token}/decision`, {
          data: { type: 'documentDecisions', attributes: { decision } },
        });
      expect((await decide('accept')).statusCode).toBe(404);
      expect((await decide('nonsense')).statusCode).toBe(404);
      // Without the CSRF pair, refused before anything else.
      const bare = await context.app.inject({
        method: 'POST',
        url: `/api/v1/public/documents/${token}/decision`,
        payload: { data: { attributes: { decision: 'accept' } } },
      });
      expect(bare.statusCode).toBe(419);
      expect((await page(visitor, token)).statusCode).toBe(200);
    });

    it('mails a quote with its link; the page shows only that quote and takes its acceptance once', async () => {
      const context = use();
      const { client: owner, email: ownerEmail } = await signedInUser(context);
      const quote = await quoteOf(owner);
      const other = await quoteOf(owner);
      await context.app.mailer.deliverDue();
      const mail = smtp.lastTo(quote.email);
      expect(mail?.text).toMatch(/View and accept or decline online: http:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/);
      expect(mail?.html).toMatch(/<a href="http:\/\/[^"]+\/p\/[A-Za-z0-9_-]{43}">/);
      const token = TOKEN_IN_URL.exec(mail?.text ?? '')?.[1] ?? '';
      const link = (await owner.get(`/api/v1/quotes/${quote.id}/link`)).json().data.attributes;
      expect(link.url).toBe(`${context.config.appUrl}/p/${token}`);

      const visitor = signedOut(context);
      const opened = await page(visitor, token);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().data.attributes).toEqual({
        kind: 'quote',
        number: quote.number,
        issue_date: '2026-11-01',
        valid_until: '2099-12-31',
        status: 'sent',
        decided_at: null,
        withdrawn_at: null,
        revision: 1,
        can_decide: true,
        // Only what the business filled in: this one gave no e-mail, phone or address.
        seller: {
          name: 'Sorted Plumbing',
          abn: '51 824 753 556',
          email: null,
          phone: null,
          address: null,
          logo: null,
          accent_color: null,
        },
        client_name: 'Café Zoë',
        gst_registered: true,
        prices_include_gst: false,
        items: [
          {
            name: 'Labour',
            description: 'Hot water system',
            quantity: '2',
            price: '120.00',
            taxable: true,
            amount: '240.00',
          },
        ],
        subtotal: '240.00',
        gst: '24.00',
        total: '264.00',
        note: null,
      });
      expect(opened.body).not.toContain(other.number);
      expect(opened.body).not.toContain(ownerEmail);
      expect(opened.body).not.toContain(quote.email);
      const pdf = await visitor.get(`/api/v1/public/documents/${token}/pdf`);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdfText(pdf.rawPayload)).toContain(quote.number);

      const accepted = await decide(visitor, token, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data.attributes).toMatchObject({ status: 'accepted', can_decide: false });
      expect(Date.parse(accepted.json().data.attributes.decided_at)).toBeGreaterThan(Date.now() - 60_000);
      // The other quote is untouched, and the owner sees the answer.
      const mine = (await owner.get(`/api/v1/quotes/${quote.id}`)).json().data.attributes;
      expect(mine).toMatchObject({ status: 'accepted', display_status: 'accepted' });
      expect((await owner.get(`/api/v1/quotes/${other.id}`)).json().data.attributes.status).toBe('sent');
      // A double click is harmless; changing one's mind is refused, in the reader's language.
      expect((await decide(visitor, token, 'accept')).statusCode).toBe(200);
      const refused = await decide(visitor, token, 'decline', { 'accept-language': 'fr' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'quote_decided',
        detail: 'Ce devis a déjà été accepté ou refusé.',
      });
      expect((await owner.post(`/api/v1/quotes/${quote.id}/invoice`)).statusCode).toBe(201);
    });

    it("shows the quote's business's e-mail and phone it filled in, and nothing else of it", async () => {
      const context = use();
      const { client: owner, email: ownerEmail } = await signedInUser(context);
      const quote = await quoteOf(owner, {
        business: { email: 'quotes@sorted.test', phone: '+61 290001234' },
      });
      const token = await newQuoteLinkToken(owner, quote.id);
      const opened = await page(signedOut(context), token);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().data.attributes.seller).toEqual({
        name: 'Sorted Plumbing',
        abn: '51 824 753 556',
        email: 'quotes@sorted.test',
        phone: '+61 290001234',
        address: null,
        logo: null,
        accent_color: null,
      });
      expect(opened.body).not.toContain(ownerEmail);
      expect(opened.body).not.toContain(quote.email);
    });

    it("takes a quote's decline; refuses an expired quote and a draft; a revoked link opens nothing", async () => {
      const context = use();
      const { client: owner } = await signedInUser(context);
      const visitor = signedOut(context);

      const declining = await quoteOf(owner);
      const declineToken = await newQuoteLinkToken(owner, declining.id);
      const declined = await decide(visitor, declineToken, 'decline');
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json().data.attributes).toMatchObject({ status: 'declined', can_decide: false });
      expect((await owner.get(`/api/v1/quotes/${declining.id}`)).json().data.attributes.status).toBe(
        'declined',
      );

      const expiring = await quoteOf(owner);
      const expiredToken = await newQuoteLinkToken(owner, expiring.id);
      await context.db.kysely
        .updateTable('quotes')
        .set({ valid_until: '2020-01-31' })
        .where('id', '=', Number(expiring.id))
        .execute();
      expect((await page(visitor, expiredToken)).json().data.attributes).toMatchObject({
        status: 'expired',
        can_decide: false,
      });
      const late = await decide(visitor, expiredToken, 'accept', { 'accept-language': 'de' });
      expect(late.statusCode).toBe(409);
      expect(late.json().errors[0]).toMatchObject({
        code: 'quote_page_expired',
        detail: expect.stringMatching(/^Dieses Angebot ist abgelaufen/),
      });

      const draft = await quoteOf(owner, { send: false });
      const draftToken = await newQuoteLinkToken(owner, draft.id);
      const early = await decide(visitor, draftToken, 'accept');
      expect(early.statusCode).toBe(409);
      expect(early.json().errors[0].code).toBe('quote_page_not_sent');

      const revoking = await quoteOf(owner);
      const revokedToken = await newQuoteLinkToken(owner, revoking.id);
      const revoked = await owner.delete(`/api/v1/quotes/${revoking.id}/link`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json().data.attributes.url).toBeNull();
      expect((await page(visitor, revokedToken)).statusCode).toBe(404);
      expect((await decide(visitor, revokedToken, 'accept')).statusCode).toBe(404);
      expect((await owner.get(`/api/v1/quotes/${revoking.id}`)).json().data.attributes.status).toBe('sent');
    });

    it("keeps the quote's link to its owner, and it goes with its draft quote", async () => {
      const context = use();
      const { client: alice } = await signedInUser(context);
      const { client: bob } = await signedInUser(context);
      const sent = await quoteOf(alice);
      // A sent quote is kept: its delete is refused, and its page still opens.
      const sentToken = await newQuoteLinkToken(alice, sent.id);
      const refused = await alice.delete(`/api/v1/quotes/${sent.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('quote_issued');
      expect((await page(signedOut(context), sentToken)).statusCode).toBe(200);
      const quote = await quoteOf(alice, { send: false });
      const token = await newQuoteLinkToken(alice, quote.id);
      const path = `/api/v1/quotes/${quote.id}/link`;
      expect((await bob.get(path)).statusCode).toBe(404);
      expect((await bob.post(path)).statusCode).toBe(404);
      expect((await bob.delete(path)).statusCode).toBe(404);
      expect((await signedOut(context).get(path)).statusCode).toBe(401);
      expect((await page(signedOut(context), token)).statusCode).toBe(200);

      expect((await alice.delete(`/api/v1/quotes/${quote.id}`)).statusCode).toBe(204);
      expect((await page(signedOut(context), token)).statusCode).toBe(404);
      const left = await context.db.kysely
        .selectFrom('document_links')
        .select('id')
        .where('document_id', '=', Number(quote.id))
        .where('kind', '=', 'quote')
        .execute();
      expect(left).toEqual([]);
    });

    it('puts the link in a reminder too, in the language asked for', async () => {
      const context = use();
      const { client: owner } = await signedInUser(context);
      const invoice = await invoiceOf(owner);
      const token = await newLinkToken(owner, invoice.id);
      const sent = await owner.post(
        `/api/v1/invoices/${invoice.id}/reminders`,
        {},
        { 'accept-language': 'de' },
      );
      expect(sent.statusCode).toBe(202);
      await context.app.mailer.deliverDue();
      // The live link is the one mailed: no new one per mail.
      expect(smtp.lastTo(invoice.email)?.text).toContain(
        `Online ansehen und bezahlen: ${context.config.appUrl}/p/${token}`,
      );
    });

    it('retires every link when SESSION_SECRET changes: the overview then offers a new one', async () => {
      const context = use();
      const { client: owner } = await signedInUser(context);
      const invoice = await invoiceOf(owner);
      const token = await newLinkToken(owner, invoice.id);
      const userId = Number((await owner.get('/api/v1/me')).json().data.id);
      const deps = { db: context.db, appUrl: context.config.appUrl };
      const same = await documentLinkState(
        { ...deps, secret: context.config.sessionSecret },
        userId,
        'invoice',
        Number(invoice.id),
      );
      expect(same.url).toMatch(TOKEN_IN_URL);
      const changed = await documentLinkState(
        { ...deps, secret: 'a-new-secret-of-at-least-32-characters' },
        userId,
        'invoice',
        Number(invoice.id),
      );
      expect(changed).toMatchObject({ url: null, revoked_at: null });

      // And the link already sent opens nothing on a server with the new secret.
      const renewed = await buildApp({
        config: { ...context.config, sessionSecret: 'a-new-secret-of-at-least-32-characters' },
        db: context.db,
      });
      try {
        for (const url of [`/api/v1/public/documents/${token}`, `/api/v1/public/documents/${token}/pdf`]) {
          const answer = await renewed.inject({ url, headers: { accept: 'application/vnd.api+json' } });
          expect(answer.statusCode, url).toBe(404);
        }
      } finally {
        await renewed.close();
      }
      const before = await context.app.inject({
        url: `/api/v1/public/documents/${token}`,
        headers: { accept: 'application/vnd.api+json' },
      });
      expect(before.statusCode, 'the old secret still opens it').toBe(200);
    });

    it("goes with its owner's account", async () => {
      const context = use();
      const { client: owner } = await signedInUser(context);
      const invoice = await invoiceOf(owner);
      const token = await newLinkToken(owner, invoice.id);
      const userId = Number((await owner.get('/api/v1/me')).json().data.id);
      await context.db.kysely.deleteFrom('users').where('id', '=', userId).execute();
      const left = await context.db.kysely
        .selectFrom('document_links')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(left).toEqual([]);
      expect((await page(signedOut(context), token)).statusCode).toBe(404);
    });

    it('limits the PDF renders of each document, from whatever address: a JSON:API 429, other documents unaffected', async () => {
      const context = use();
      const { client: owner } = await signedInUser(context);
      const invoice = await invoiceOf(owner);
      const token = await newLinkToken(owner, invoice.id);
      const pdf = (documentToken: string) =>
        signedOut(context).get(`/api/v1/public/documents/${documentToken}/pdf`);
      for (let render = 1; render <= 20; render++) {
        expect((await pdf(token)).statusCode, `render ${render}`).toBe(200);
      }
      const refused = await pdf(token);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/vnd.api+json');
      expect(refused.json().errors[0]).toMatchObject({ status: '429' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * 60 - 60);
      // The page itself still opens, and another document's PDF still renders.
      expect((await page(signedOut(context), token)).statusCode).toBe(200);
      const other = await invoiceOf(owner, 'Other Plumbing');
      expect((await pdf(await newLinkToken(owner, other.id))).statusCode).toBe(200);
    });

    it('limits each address: past the budget a 429 with Retry-After, other addresses unaffected', async () => {
      const context = use();
      const busy = signedOut(context);
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await page(busy, `guess-${i}`)).statusCode);
      expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
      const refused = await page(busy, 'guess-again');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await page(signedOut(context), 'guess-elsewhere')).statusCode).toBe(404);
    });
  },
  { env: { SMTP_URL: smtp.url } },
);
