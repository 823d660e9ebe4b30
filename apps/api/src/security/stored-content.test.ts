import { afterAll, expect, it } from 'vitest';
import { createClient, type TestClient } from '../test/http-client.ts';
import { pdfObjectSyntax, pdfText } from '../test/pdf.ts';
import { type CapturedMail, startSmtpCapture } from '../test/smtp-capture.ts';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { signedInUser, TEST_PASSWORD, uniqueEmail } from '../test/users.ts';

// Hostile text typed into every free-text field must come back as the same text everywhere it shows:
// JSON answers, e-mails (text, HTML, headers, attachment names) and the invoice PDF. Nothing in the
// app exports CSV or another format a spreadsheet would open (no such route or download exists), so
// formula strings only need to be shown verbatim, which the same checks prove.

const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1">';
const SVG = '"><svg onload=window.__pwned=1>';
const JS_LINK = 'javascript:alert(1)';
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const HEADER = 'x\r\nBcc: evil@example.com';
const HOSTILE = [SCRIPT, IMG, SVG, JS_LINK, FORMULA, HEADER];

const smtp = await startSmtpCapture();
afterAll(() => smtp.close());

let sequence = 0;
const next = () => ++sequence;

/** Text as a reader sees it: any run of white space is one space (mail and PDF may rewrap lines). */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The HTML part's text: tags dropped, character references undone. */
function htmlText(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return named[name] ?? entity;
  });
}

const MAIL_TAGS = new Set(['!doctype', 'html', 'body', 'p', 'a', 'br', 'table', 'tr', 'th', 'td']);
const MAIL_ATTRIBUTES = new Set(['lang', 'style', 'href', 'align']);

/**
 * The mail is one of ours with the hostile text as inert text: only the tags and attributes our
 * templates write, links only into the app, no header beyond the usual, delivered to `recipient` only.
 */
function expectInertMail(
  mail: CapturedMail | undefined,
  recipient: string,
  appUrl: string,
  shown: string[],
  /** A business's mail to its client: replies go to the business's saved address, nothing else. */
  replyTo: string | null = null,
) {
  if (!mail) throw new Error(`no mail to ${recipient}`);
  expect(mail.recipients).toEqual([recipient]);
  expect(mail.headerNames).not.toContain('bcc');
  expect(mail.headerNames).not.toContain('cc');
  if (replyTo) expect(mail.replyTo).toBe(replyTo);
  else expect(mail.headerNames).not.toContain('reply-to');
  // A hostile business name is the sender's display name only: one line, the server's own address.
  expect(mail.from).not.toMatch(/[\r\n]/);
  expect(mail.from).toMatch(/<[^<>@\s]+@[^<>\s]+>$/);
  expect(mail.subject).not.toMatch(/[\r\n]/);

  const tags = [...mail.html.matchAll(/<\/?([!\w-]+)([^>]*)>/g)];
  for (const [, name = '', attributes = ''] of tags) {
    expect(MAIL_TAGS, `<${name}>`).toContain(name.toLowerCase());
    for (const [, attribute = ''] of attributes.matchAll(/\s([^\s=]+)=/g)) {
      expect(MAIL_ATTRIBUTES, `${name} ${attribute}=`).toContain(attribute.toLowerCase());
    }
  }
  // Our links; an address inside what the user typed is their text (a mail program may still underline it).
  const links = [
    ...mail.links.filter((link) => !shown.some((value) => value.includes(link))),
    ...[...mail.html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(([, href = '']) => htmlText(href)),
  ];
  for (const link of links) expect(link.startsWith(`${appUrl}/`), link).toBe(true);

  const text = squash(mail.text);
  const html = squash(htmlText(mail.html));
  for (const value of shown) {
    expect(text).toContain(squash(value));
    expect(html).toContain(squash(value));
  }
}

/** No JavaScript, link, launch or open action anywhere in the PDF's objects. */
function expectNoPdfActions(pdf: Buffer) {
  const syntax = pdfObjectSyntax(pdf);
  expect(syntax).toMatch(/\/Type\s*\/Catalog/);
  for (const name of ['/JS', '/JavaScript', '/URI', '/Launch', '/OpenAction', '/AA', '/SubmitForm']) {
    expect(syntax).not.toMatch(new RegExp(`${name}(?![\\w.-])`));
  }
}

interface HostileInvoice {
  client: TestClient;
  appUrl: string;
  clientEmail: string;
  ids: {
    company: string;
    customer: string;
    paymentDetail: string;
    payidInvoice: string;
    bankInvoice: string;
  };
}

const business = {
  name: SCRIPT,
  abn: '51 824 753 556',
  email: 'owner@example.com',
  phone: '=1+1',
  address: `${IMG}\n${HEADER}`,
  gst_registered: true,
  gst_registered_from: '2020-01-01',
  payment_details: { payid: 'pay@example.com', name: FORMULA },
};
const customer = (email: string) => ({
  name: IMG,
  email,
  phone: 'javascript:1',
  address: `${SVG}\n${FORMULA}`,
});
const invoice = (number: string, payment: Record<string, unknown>) => ({
  name: number,
  ref: JS_LINK,
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  note: HOSTILE.join('\n'),
  items: [
    { name: SVG, description: `${SCRIPT} ${FORMULA}`, quantity: 1, price: '100.00' },
    { name: FORMULA, description: HEADER, quantity: 2, price: '5.00' },
  ],
  ...payment,
});

/** A user named with markup whose business, client and two invoices (PayID, bank) are full of hostile text. */
async function hostileInvoices(context: TestApp): Promise<HostileInvoice> {
  const { client } = await signedInUser(context, { name: `${SCRIPT}${HEADER}` });
  const company = await client.post('/api/v1/companies', { data: { attributes: business } });
  expect(company.statusCode, company.body).toBe(201);
  const clientEmail = uniqueEmail('client');
  const buyer = await client.post('/api/v1/customers', { data: { attributes: customer(clientEmail) } });
  expect(buyer.statusCode, buyer.body).toBe(201);
  const relationships = {
    company: { data: { type: 'companies', id: company.json().data.id } },
    customer: { data: { type: 'customers', id: buyer.json().data.id } },
  };
  const paymentDetail = company.json().included[0].id as string;
  const payidInvoice = await client.post('/api/v1/invoices', {
    data: {
      attributes: invoice(`${SVG}${next()}`, { payment_method: 'payid', payment_detail_id: paymentDetail }),
      relationships,
    },
  });
  expect(payidInvoice.statusCode, payidInvoice.body).toBe(201);
  const bankInvoice = await client.post('/api/v1/invoices', {
    data: {
      attributes: invoice(`../../etc/passwd\r\nBcc: evil@example.com ${next()}`, {
        payment_method: 'bank',
        bank: { bank_name: SCRIPT, bsb: '062-000', account_number: '12345678', account_name: IMG },
      }),
      relationships,
    },
  });
  expect(bankInvoice.statusCode, bankInvoice.body).toBe(201);
  return {
    client,
    appUrl: context.config.appUrl,
    clientEmail,
    ids: {
      company: company.json().data.id,
      customer: buyer.json().data.id,
      paymentDetail,
      payidInvoice: payidInvoice.json().data.id,
      bankInvoice: bankInvoice.json().data.id,
    },
  };
}

async function sentMail(
  context: TestApp,
  client: TestClient,
  path: string,
  to: string,
): Promise<CapturedMail> {
  const before = smtp.mails.length;
  const response = await client.post(path);
  expect(response.statusCode, response.body).toBe(202);
  await context.app.mailer.deliverDue();
  const mail = smtp.mails.slice(before).find((candidate) => candidate.recipients.includes(to));
  if (!mail) throw new Error(`no mail to ${to} after ${path}`);
  return mail;
}

describeOnEachDatabase(
  'stored hostile text stays inert',
  (use) => {
    it('comes back from every JSON answer as the same plain text', async () => {
      const { client, ids } = await hostileInvoices(use());
      const answers = {
        company: await client.get(`/api/v1/companies/${ids.company}`),
        customer: await client.get(`/api/v1/customers/${ids.customer}`),
        invoice: await client.get(`/api/v1/invoices/${ids.payidInvoice}?include=items`),
        bankInvoice: await client.get(`/api/v1/invoices/${ids.bankInvoice}`),
        me: await client.get('/api/v1/me'),
      };
      for (const answer of Object.values(answers)) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
      expect(answers.me.json().data.attributes.name).toBe(`${SCRIPT}${HEADER}`);
      expect(answers.company.json().data.attributes).toMatchObject({
        name: SCRIPT,
        phone: '=1+1',
        address: business.address,
      });
      expect(answers.customer.json().data.attributes).toMatchObject({
        name: IMG,
        phone: 'javascript:1',
        address: customer('').address,
      });
      const saved = answers.invoice.json();
      expect(saved.data.attributes).toMatchObject({
        name: expect.stringMatching(/^"><svg onload=window.__pwned=1>\d+$/),
        ref: JS_LINK,
        note: HOSTILE.join('\n'),
        payid_name: FORMULA,
        company_details: { name: SCRIPT, address: business.address },
        customer_details: { name: IMG, address: customer('').address },
      });
      expect(saved.included.map((item: { attributes: object }) => item.attributes)).toEqual([
        expect.objectContaining({ name: SVG, description: `${SCRIPT} ${FORMULA}` }),
        expect.objectContaining({ name: FORMULA, description: HEADER }),
      ]);
      expect(answers.bankInvoice.json().data.attributes).toMatchObject({
        bank_name: SCRIPT,
        account_name: IMG,
      });
      const list = await client.get('/api/v1/invoices?include=customer');
      expect(list.json().included[0].attributes.name).toBe(IMG);
    });

    it('sends the invoice and the reminder as escaped text, to the client only, with the PDF as text', async () => {
      const context = use();
      const { client, clientEmail, appUrl, ids } = await hostileInvoices(context);
      const shown = [SCRIPT, IMG, SVG];
      for (const path of [
        `/api/v1/invoices/${ids.payidInvoice}/send`,
        `/api/v1/invoices/${ids.payidInvoice}/reminders`,
      ]) {
        const mail = await sentMail(context, client, path, clientEmail);
        expectInertMail(mail, clientEmail, appUrl, shown, business.email);
        expect(mail.subject).toMatch(
          /^(Payment reminder: invoice|Invoice) "><svg onload=window.__pwned=1>\d+ from <script>/,
        );
        expect(mail.attachments).toHaveLength(1);
        const [attachment] = mail.attachments;
        expect(attachment?.filename).toMatch(/^svg-onload-window\.__pwned-1-\d+\.pdf$/);
        const pdf = attachment?.content ?? Buffer.alloc(0);
        expectNoPdfActions(pdf);
        const text = pdfText(pdf, 'raw').replace(/\s+/g, '');
        for (const value of [...HOSTILE, business.payment_details.name])
          expect(text).toContain(value.replace(/\s+/g, ''));
      }
    });

    it('names the attachment safely and keeps the subject one line when the invoice number is a header or path', async () => {
      const context = use();
      const { client, clientEmail, appUrl, ids } = await hostileInvoices(context);
      const mail = await sentMail(context, client, `/api/v1/invoices/${ids.bankInvoice}/send`, clientEmail);
      expectInertMail(mail, clientEmail, appUrl, [SCRIPT], business.email);
      expect(mail.subject).toMatch(
        /^Invoice \.\.\/\.\.\/etc\/passwd Bcc: evil@example\.com \d+ from <script>/,
      );
      const [attachment] = mail.attachments;
      expect(attachment?.filename).toMatch(/^etc-passwd-Bcc-evil-example\.com-\d+\.pdf$/);
      const pdf = attachment?.content ?? Buffer.alloc(0);
      expectNoPdfActions(pdf);
      expect(pdfText(pdf)).toMatch(/Invoice number\s+\.\.\/\.\.\/etc\/passwd Bcc: evil@example\.com \d+\n/);
      const text = pdfText(pdf, 'raw').replace(/\s+/g, '');
      for (const value of [SCRIPT, IMG]) expect(text).toContain(value.replace(/\s+/g, ''));
    });

    it('refuses client and business e-mail addresses that would add recipients or markup', async () => {
      const { client } = await signedInUser(use());
      for (const email of [
        'a@example.com\r\nBcc: evil@example.com',
        'a@example.com, evil@example.com',
        '"<script>"@example.com',
        'javascript:alert(1)@example.com',
      ]) {
        const answer = await client.post('/api/v1/customers', { data: { attributes: { name: 'A', email } } });
        expect(answer.statusCode, email).toBe(422);
        expect(answer.json().errors[0].source.pointer).toBe('/data/attributes/email');
      }
      const payid = await client.post('/api/v1/companies', {
        data: { attributes: { ...business, payment_details: { payid: JS_LINK, name: 'A' } } },
      });
      expect(payid.statusCode).toBe(422);
    });

    it('mails a support request with its subject on one line and everything the user typed as text', async () => {
      const context = use();
      const { client } = await signedInUser(context, { name: IMG });
      const to = context.config.supportEmail;
      const before = smtp.mails.length;
      const response = await client.post('/api/v1/support-requests', {
        data: {
          type: 'support-requests',
          attributes: {
            subject: `${SCRIPT}${HEADER}`,
            message: HOSTILE.join('\n'),
            invoice_ref: `${SVG}\r\nCc: x@y.z`,
          },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.attributes).toMatchObject({
        subject: `${SCRIPT}x Bcc: evil@example.com`,
        message: HOSTILE.join('\n'),
        invoice_ref: `${SVG} Cc: x@y.z`,
      });
      await context.app.mailer.deliverDue();
      const mail = smtp.mails.slice(before).find((candidate) => candidate.recipients.includes(to));
      expectInertMail(mail, to, context.config.appUrl, [IMG, ...HOSTILE, `${SVG} Cc: x@y.z`]);
      expect(mail?.subject).toMatch(
        /^Support request #\d+: <script>window.__pwned=1<\/script>x Bcc: evil@example.com$/,
      );
    });

    it('greets by name in the account mails as text, and links only into the app', async () => {
      const context = use();
      const email = uniqueEmail('hostile');
      const name = `${SCRIPT}${HEADER}`;
      const visitor = createClient(context.app);
      const registered = await visitor.post('/api/v1/register', {
        data: { attributes: { name, email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD } },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      expect(registered.json().data.attributes.name).toBe(name);
      await context.app.mailer.deliverDue();
      expectInertMail(smtp.lastTo(email), email, context.config.appUrl, [SCRIPT, HEADER]);

      for (const redirect of [JS_LINK, `${SVG}`, 'https://evil.example/password-reset']) {
        const forgot = await visitor.post('/api/v1/password-forgot', {
          data: { attributes: { email, redirect_url: redirect } },
        });
        expect(forgot.statusCode).toBe(202);
        await context.app.afterResponse.settled();
        await context.app.mailer.deliverDue();
        const mail = smtp.lastTo(email);
        expect(mail?.subject).toBe('Reset your password');
        expectInertMail(mail, email, context.config.appUrl, [SCRIPT, HEADER]);
      }
    });
  },
  { env: { SMTP_URL: smtp.url } },
);
