import { afterAll, expect, it } from 'vitest';
import { createClient } from '../../test/http-client.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { signedInUser } from '../../test/users.ts';

const smtp = await startSmtpCapture();
afterAll(() => smtp.close());

const SUPPORT = 'help-desk@sorted.test';
let sequence = 0;
const unique = (label: string) => `${label} ${Date.now()}-${++sequence}`;

const request = (attributes: Record<string, unknown>) => ({ data: { type: 'support-requests', attributes } });

describeOnEachDatabase(
  'support requests',
  (use) => {
    it('tells anyone the support address', async () => {
      const response = await createClient(use().app).get('/api/v1/support-contact');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        type: 'support-contacts',
        id: 'support',
        attributes: { email: SUPPORT },
      });
    });

    it('keeps the request and e-mails it to the support address with who sent it', async () => {
      const context = use();
      const { client, id, email } = await signedInUser(context, { name: 'Zoë <Admin>' });
      const subject = unique('PDF download fails');
      const response = await client.post(
        '/api/v1/support-requests',
        request({
          subject,
          message: 'The PDF of INV-0007 does not download.\nChrome on Windows.',
          invoice_ref: 'INV-0007',
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({
        type: 'support-requests',
        attributes: { subject, invoice_ref: 'INV-0007' },
        relationships: { user: { data: { type: 'users', id: String(id) } } },
      });

      const stored = await context.db.kysely
        .selectFrom('support_requests')
        .selectAll()
        .where('id', '=', Number(data.id))
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ user_id: id, subject, invoice_ref: 'INV-0007', locale: 'en' });
      expect(stored.message).toBe('The PDF of INV-0007 does not download.\nChrome on Windows.');

      await context.app.mailer.deliverDue();
      const mail = smtp.mails.find((candidate) => candidate.subject.includes(subject));
      expect(mail?.to).toContain(SUPPORT);
      expect(mail?.subject).toBe(`Support request #${data.id}: ${subject}`);
      expect(mail?.text).toContain(`User id: ${id}`);
      expect(mail?.text).toContain(`Email: ${email}`);
      expect(mail?.text).toContain('Invoice: INV-0007');
      expect(mail?.text).toContain('Chrome on Windows.');
      // What the user typed is text in the HTML part, never markup.
      expect(mail?.html).toContain('Zoë &#60;Admin&#62;');
      expect(mail?.html).not.toContain('<Admin>');
    });

    it('accepts a request without an invoice reference and records the language it came in', async () => {
      const context = use();
      const { client } = await signedInUser(context);
      const subject = unique('Changer la langue');
      const response = await client.post(
        '/api/v1/support-requests',
        request({ subject, message: 'Comment passer en français ?', invoice_ref: '' }),
        { 'accept-language': 'fr-FR,fr;q=0.9' },
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes.invoice_ref).toBeNull();
      await context.app.mailer.deliverDue();
      const mail = smtp.mails.find((candidate) => candidate.subject.includes(subject));
      expect(mail?.text).toContain('Language: fr');
      expect(mail?.text).toContain('Invoice: —');
    });

    it('names every invalid field, in the language asked for, and sends nothing', async () => {
      const context = use();
      const { client } = await signedInUser(context);
      await context.app.mailer.deliverDue();
      const before = smtp.mails.length;

      const empty = await client.post('/api/v1/support-requests', request({ subject: '  ', message: '' }));
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual([
        expect.objectContaining({
          detail: 'Subject is required.',
          code: 'support_subject_required',
          source: { pointer: '/data/attributes/subject' },
        }),
        expect.objectContaining({
          detail: 'Message is required.',
          code: 'support_message_required',
          source: { pointer: '/data/attributes/message' },
        }),
      ]);

      const long = await client.post(
        '/api/v1/support-requests',
        request({ subject: 'x'.repeat(151), message: 'y'.repeat(5001), invoice_ref: 'z'.repeat(51) }),
        { 'accept-language': 'es' },
      );
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.map((error: { detail: string }) => error.detail)).toEqual([
        'El asunto no puede superar los 150 caracteres.',
        'El mensaje no puede superar los 5000 caracteres.',
        'La referencia de la factura no puede superar los 50 caracteres.',
      ]);

      const wrongTypes = await client.post(
        '/api/v1/support-requests',
        request({ subject: 1, message: ['a'] }),
      );
      expect(wrongTypes.statusCode).toBe(422);
      expect(wrongTypes.json().errors).toHaveLength(2);

      await context.app.mailer.deliverDue();
      expect(smtp.mails.length).toBe(before);
      const stored = await context.db.kysely
        .selectFrom('support_requests')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('subject', 'in', ['x'.repeat(151), ''])
        .executeTakeFirstOrThrow();
      expect(Number(stored.count)).toBe(0);
    });

    it('takes five requests an hour from one user, then answers 429 with Retry-After', async () => {
      const context = use();
      const { client } = await signedInUser(context);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await client.post(
          '/api/v1/support-requests',
          request({ subject: unique(`Question ${attempt}`), message: 'Hello' }),
        );
        expect(response.statusCode, `attempt ${attempt}`).toBe(201);
      }
      const sixth = await client.post(
        '/api/v1/support-requests',
        request({ subject: 'One more', message: 'Hello' }),
      );
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // Another user is not held up by the first one's requests.
      const { client: other } = await signedInUser(context);
      const theirs = await other.post(
        '/api/v1/support-requests',
        request({ subject: 'Mine', message: 'Hello' }),
      );
      expect(theirs.statusCode).toBe(201);
    });

    it('refuses a signed-out visitor with 401 and keeps nothing', async () => {
      const context = use();
      const response = await createClient(context.app).post(
        '/api/v1/support-requests',
        request({ subject: 'Anonymous', message: 'Hello' }),
      );
      expect(response.statusCode).toBe(401);
      const stored = await context.db.kysely
        .selectFrom('support_requests')
        .select('id')
        .where('subject', '=', 'Anonymous')
        .execute();
      expect(stored).toEqual([]);
    });
  },
  { env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT } },
);
