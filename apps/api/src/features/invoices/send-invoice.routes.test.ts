import sharp from 'sharp';
import { afterAll, expect, it, vi } from 'vitest';
import type { TestClient } from '../../test/http-client.ts';
import { outboxRowTo } from '../../test/outbox.ts';
import { pdfFirstPagePixels, pdfText } from '../../test/pdf.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../../test/uploads.ts';
import { signedInUser } from '../../test/users.ts';

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

const smtp = await startSmtpCapture();
afterAll(() => smtp.close());

let sequence = 0;

async function invoiceFor(
  context: TestApp,
  customerEmail: string | null,
  owner?: TestClient,
  dueDate = '2026-11-15',
): Promise<{ client: TestClient; id: string }> {
  const client = owner ?? (await signedInUser(context)).client;
  const company = await client.post('/api/v1/companies', {
    data: {
      attributes: {
        name: 'Sorted Plumbing',
        email: 'office@sorted-plumbing.test',
        abn: '51 824 753 556',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
        payment_details: { payid: 'pay@sorted.test', name: 'Sorted Plumbing Pty Ltd' },
      },
    },
  });
  const customer = await client.post('/api/v1/customers', {
    data: { attributes: { name: 'Café Zoë', email: customerEmail } },
  });
  const invoice = await client.post('/api/v1/invoices', {
    data: {
      attributes: {
        name: `INV-${String(++sequence).padStart(4, '0')}`,
        invoice_date: '2026-11-01',
        due_date: dueDate,
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
  return { client, id: invoice.json().data.id };
}

describeOnEachDatabase(
  'sending invoices and reminders',
  (use) => {
    it('attaches the same PDF as the download: the business’s logo and colour on it', async () => {
      const context = use();
      const email = `client.${Date.now()}.${++sequence}@example.com`;
      const { client, id } = await invoiceFor(context, email);
      const invoice = (await client.get(`/api/v1/invoices/${id}`)).json();
      const companyId = invoice.data.relationships.company.data.id;
      const red = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#dc143c' } })
        .png()
        .toBuffer();
      const { body, contentType } = multipart('logo', 'logo.png', 'image/png', red);
      const logo = await client.put(`/api/v1/companies/${companyId}/logo`, body, {
        'content-type': contentType,
      });
      expect(logo.statusCode, logo.body).toBe(200);
      expect((await client.post(`/api/v1/invoices/${id}/send`)).statusCode).toBe(202);
      await context.app.mailer.deliverDue();
      const attachment = smtp.lastTo(email)?.attachments[0]?.content ?? Buffer.alloc(0);
      // The logo fills its box at the top left (as the download's test finds it).
      const page = await pdfFirstPagePixels(attachment);
      const [r = 0, g = 0, b = 0] = page.at(108, 78);
      expect(r).toBeGreaterThan(190);
      expect(g).toBeLessThan(60);
      expect(b).toBeLessThan(90);
    });

    it('e-mails the invoice to the client with its PDF attached, and records it', async () => {
      const context = use();
      const email = `client.${Date.now()}.${++sequence}@example.com`;
      const { client, id } = await invoiceFor(context, email);
      const response = await client.post(`/api/v1/invoices/${id}/send`);
      expect(response.statusCode).toBe(202);
      expect(response.json().meta).toMatchObject({ kind: 'invoice', recipient: email });
      await context.app.mailer.deliverDue();
      const mail = smtp.lastTo(email);
      expect(mail?.subject).toMatch(/^Invoice INV-\d{4} from Sorted Plumbing$/);
      // From the business by name (on the server's own address); the client's reply goes to the business.
      expect(mail?.from).toMatch(/^"?Sorted Plumbing"? <[^>]+>$/);
      expect(mail?.from).not.toContain('office@sorted-plumbing.test');
      expect(mail?.replyTo).toBe('office@sorted-plumbing.test');
      expect(mail?.text).toContain('$264.00');
      expect(mail?.attachments).toHaveLength(1);
      const attachment = mail?.attachments[0];
      expect(attachment).toMatchObject({
        contentType: 'application/pdf',
        filename: `${response.json().meta.number}.pdf`,
      });
      const text = pdfText(attachment?.content ?? Buffer.alloc(0));
      expect(text).toContain('Tax Invoice');
      expect(text).toContain('Café Zoë');
      expect(text).toContain('pay@sorted.test');
      const read = (await client.get(`/api/v1/invoices/${id}`)).json();
      expect(read.meta.sendings).toEqual([expect.objectContaining({ kind: 'invoice', recipient: email })]);
    });

    it("keeps only the delivered mail's who, what and when in the outbox: no body, no PDF", async () => {
      const context = use();
      const email = `kept.${Date.now()}.${++sequence}@example.com`;
      const { client, id } = await invoiceFor(context, email);
      expect((await client.post(`/api/v1/invoices/${id}/send`)).statusCode).toBe(202);
      const userId = Number((await client.get('/api/v1/me')).json().data.id);
      await context.app.mailer.deliverDue();
      expect(smtp.lastTo(email)?.attachments).toHaveLength(1);
      const row = await outboxRowTo(context.db, email);
      expect(row).toMatchObject({
        kind: 'invoice',
        user_id: userId,
        text_body: '',
        html_body: '',
        attachments: null,
        link_seed: null,
      });
      expect(row.subject).toMatch(/^Invoice INV-\d{4} from Sorted Plumbing$/);
      expect(row.sent_at).not.toBeNull();
      const read = (await client.get(`/api/v1/invoices/${id}`)).json();
      expect(read.meta.sendings).toEqual([expect.objectContaining({ kind: 'invoice', recipient: email })]);
    });

    it('sends a payment reminder in the language asked for', async () => {
      const context = use();
      const email = `late.${Date.now()}.${++sequence}@example.com`;
      const { client, id } = await invoiceFor(context, email);
      const response = await client.post(`/api/v1/invoices/${id}/reminders`, {}, { 'accept-language': 'es' });
      expect(response.statusCode).toBe(202);
      await context.app.mailer.deliverDue();
      const mail = smtp.lastTo(email);
      expect(mail?.subject).toMatch(/^Recordatorio de pago: factura INV-\d{4} de Sorted Plumbing$/);
      expect(pdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toContain('Fecha de emisión');
    });

    it('a reminder says "was due on" once the due date has passed, and "is due on" before', async () => {
      const context = use();
      const late = `overdue.${Date.now()}.${++sequence}@example.com`;
      const early = `early.${Date.now()}.${++sequence}@example.com`;
      const overdue = await invoiceFor(context, late, undefined, '2026-11-02');
      const notYet = await invoiceFor(context, early, undefined, '2099-01-31');
      expect((await overdue.client.post(`/api/v1/invoices/${overdue.id}/reminders`)).statusCode).toBe(202);
      expect((await notYet.client.post(`/api/v1/invoices/${notYet.id}/reminders`)).statusCode).toBe(202);
      await context.app.mailer.deliverDue();
      expect(smtp.lastTo(late)?.text).toMatch(/for \$264\.00 was due on 02\/11\/2026\./);
      expect(smtp.lastTo(early)?.text).toMatch(/for \$264\.00 is due on 31\/01\/2099\./);
      expect(smtp.lastTo(early)?.text).not.toContain('was due');
    });

    it("the list says which invoices were sent (a reminder alone is not sending), and each one's balance after notes and payments", async () => {
      const context = use();
      const email = `listed.${Date.now()}.${++sequence}@example.com`;
      const mailed = await invoiceFor(context, email);
      const reminded = await invoiceFor(context, email, mailed.client);
      const { client } = mailed;
      const listed = async () => {
        const list = (await client.get('/api/v1/invoices')).json();
        return Object.fromEntries(
          list.data.map((entry: { id: string; attributes: Record<string, unknown> }) => [
            entry.id,
            entry.attributes,
          ]),
        );
      };
      let entries = await listed();
      expect([entries[mailed.id].sent, entries[reminded.id].sent]).toEqual([false, false]);
      expect((await client.post(`/api/v1/invoices/${mailed.id}/send`)).statusCode).toBe(202);
      expect((await client.post(`/api/v1/invoices/${reminded.id}/reminders`)).statusCode).toBe(202);
      // $264.00, less a part payment of $50.00 and a note of $14.00: $200.00 still due.
      const payment = await client.post(`/api/v1/invoices/${mailed.id}/payments`, {
        data: {
          type: 'invoice-payments',
          attributes: { paid_on: '2026-11-03', amount: '50.00', method: 'cash' },
        },
      });
      expect(payment.statusCode, payment.body).toBe(201);
      const note = await client.post(`/api/v1/invoices/${mailed.id}/adjustment-notes`, {
        data: {
          type: 'adjustmentNotes',
          attributes: { kind: 'reduce', amount: '14.00', reason: 'Discount', issued_on: '2026-11-02' },
        },
      });
      expect(note.statusCode, note.body).toBe(201);
      entries = await listed();
      expect(entries[mailed.id]).toMatchObject({
        sent: true,
        total: '264.00',
        amount_paid: '50.00',
        adjusted: '14.00',
        balance_due: '200.00',
      });
      expect(entries[reminded.id]).toMatchObject({ sent: false, balance_due: '264.00', adjusted: '0.00' });
      expect((await client.get(`/api/v1/invoices/${mailed.id}`)).json().data.attributes.sent).toBe(true);
      expect((await client.get(`/api/v1/invoices/${reminded.id}`)).json().data.attributes.sent).toBe(false);
    });

    it('sends each kind at most once an hour per invoice', async () => {
      const { client, id } = await invoiceFor(use(), `often.${Date.now()}@example.com`);
      expect((await client.post(`/api/v1/invoices/${id}/reminders`)).statusCode).toBe(202);
      const again = await client.post(`/api/v1/invoices/${id}/reminders`);
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      expect((await client.post(`/api/v1/invoices/${id}/send`)).statusCode).toBe(202);
    });

    it('refuses a client without an e-mail, saying how to fix it, and sends nothing', async () => {
      const context = use();
      const { client, id } = await invoiceFor(context, null);
      await context.app.mailer.deliverDue();
      const before = smtp.mails.length;
      const response = await client.post(`/api/v1/invoices/${id}/send`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        detail: 'This client has no email address. Add one to the client to send the invoice.',
        source: { pointer: '/data/relationships/customer' },
      });
      await context.app.mailer.deliverDue();
      expect(smtp.mails.length).toBe(before);
    });

    it("answers 404 for another user's invoice", async () => {
      const context = use();
      const { id } = await invoiceFor(context, `theirs.${Date.now()}@example.com`);
      const { client: stranger } = await signedInUser(context);
      expect((await stranger.post(`/api/v1/invoices/${id}/send`)).statusCode).toBe(404);
      expect((await stranger.post(`/api/v1/invoices/${id}/reminders`)).statusCode).toBe(404);
    });
  },
  { env: { SMTP_URL: smtp.url } },
);

describeOnEachDatabase(
  'mail limits per account',
  (use) => {
    const clientEmail = () => `limited.${Date.now()}.${++sequence}@example.com`;
    const outboxOf = (context: TestApp, recipient: string) =>
      context.db.kysely.selectFrom('mail_outbox').select('id').where('recipient', '=', recipient).execute();

    it('refuses a send past the hourly limit with 429, a clear message and Retry-After; others still send', async () => {
      const context = use();
      const first = await invoiceFor(context, clientEmail());
      const client = first.client;
      const second = await invoiceFor(context, clientEmail(), client);
      const recipient = clientEmail();
      const third = await invoiceFor(context, recipient, client);
      expect((await client.post(`/api/v1/invoices/${first.id}/send`)).statusCode).toBe(202);
      expect((await client.post(`/api/v1/invoices/${second.id}/reminders`)).statusCode).toBe(202);

      const rendered = pdfRenders.count;
      expect(rendered).toBeGreaterThanOrEqual(2);
      const refused = await client.post(`/api/v1/invoices/${third.id}/send`);
      expect(refused.statusCode).toBe(429);
      // Refused before its PDF was rendered.
      expect(pdfRenders.count).toBe(rendered);
      expect(refused.json().errors[0]).toMatchObject({
        status: '429',
        code: 'mail_limit_hour',
        detail: 'You have sent the most invoice e-mails allowed in an hour. Please try again later.',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await outboxOf(context, recipient)).toHaveLength(0);
      expect((await client.get(`/api/v1/invoices/${third.id}`)).json().meta.sendings).toEqual([]);

      const german = await client.post(`/api/v1/invoices/${third.id}/reminders`, undefined, {
        'accept-language': 'de',
      });
      expect(german.statusCode).toBe(429);
      expect(german.json().errors[0].detail).toMatch(/Stunde/);
      expect(pdfRenders.count).toBe(rendered);

      const other = await invoiceFor(context, clientEmail());
      expect((await other.client.post(`/api/v1/invoices/${other.id}/send`)).statusCode).toBe(202);
    });

    it('refuses a send past the daily limit once the hour has passed, with the day message', async () => {
      const context = use();
      const invoices = [await invoiceFor(context, clientEmail())];
      const client = invoices[0]?.client;
      if (!client) throw new Error('no client');
      for (let count = 0; count < 3; count += 1)
        invoices.push(await invoiceFor(context, clientEmail(), client));
      const send = (index: number) => client.post(`/api/v1/invoices/${invoices[index]?.id}/send`);
      expect((await send(0)).statusCode).toBe(202);
      expect((await send(1)).statusCode).toBe(202);
      const userId = Number((await client.get('/api/v1/me')).json().data.id);
      const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
      await context.db.kysely
        .updateTable('invoice_sendings')
        .set({ sent_at: threeHoursAgo })
        .where('user_id', '=', userId)
        .execute();
      expect((await send(2)).statusCode).toBe(202);

      const refused = await send(3);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'mail_limit_day',
        detail: 'You have sent the most invoice e-mails allowed in a day. Please try again later.',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(20 * 60 * 60);
      expect(retryAfter).toBeLessThanOrEqual(21 * 60 * 60);
    });

    it('lets only as many sends through as the limit allows when they arrive at once', async () => {
      const context = use();
      const invoices = [await invoiceFor(context, clientEmail())];
      const client = invoices[0]?.client;
      if (!client) throw new Error('no client');
      for (let count = 0; count < 3; count += 1)
        invoices.push(await invoiceFor(context, clientEmail(), client));
      const answers = await Promise.all(
        invoices.map((invoice) => client.post(`/api/v1/invoices/${invoice.id}/send`)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 202, 429, 429]);
      const userId = Number((await client.get('/api/v1/me')).json().data.id);
      const sendings = await context.db.kysely
        .selectFrom('invoice_sendings')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(sendings).toHaveLength(2);
    });
  },
  { env: { SMTP_URL: smtp.url, MAIL_LIMIT_PER_HOUR: '2', MAIL_LIMIT_PER_DAY: '3' } },
);
