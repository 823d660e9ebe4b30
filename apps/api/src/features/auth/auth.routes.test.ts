import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { createClient, type TestClient } from '../../test/http-client.ts';
import { outboxRowTo } from '../../test/outbox.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { insertTestUser, TEST_PASSWORD, verificationApiPath } from '../../test/users.ts';
import { verificationLink } from './verification-link.ts';

const smtp = await startSmtpCapture();
afterAll(() => smtp.close());

const PASSWORD = 'Sunburnt7Koala';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++sequence}@example.com`;

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    data: {
      type: 'users',
      attributes: {
        name: 'Ada Lovelace',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        ...overrides,
      },
    },
  };
}

async function registerAndReadLink(context: TestApp, client: TestClient, email: string): Promise<string> {
  const response = await client.post('/api/v1/register', registration(email));
  expect(response.statusCode).toBe(201);
  await context.app.mailer.deliverDue();
  const link = smtp.lastTo(email)?.links.find((candidate) => candidate.includes('/email/verify?'));
  if (!link) throw new Error(`no verification mail for ${email}`);
  return link;
}

describeOnEachDatabase(
  'accounts',
  (use) => {
    it('lives a whole life: register, mail, verify, sign in, me, sign out', async () => {
      const context = use();
      const client = createClient(context.app);
      const email = uniqueEmail('life');

      const registered = await client.post('/api/v1/register', registration(email.toUpperCase()));
      expect(registered.statusCode).toBe(201);
      expect(registered.json().data.attributes).toMatchObject({
        name: 'Ada Lovelace',
        email,
        email_verified_at: null,
      });
      expect(registered.json().included).toEqual([
        { type: 'roles', id: 'grow', attributes: { slug: 'grow' } },
      ]);
      expect(registered.body).not.toContain('password');

      expect(await context.app.mailer.deliverDue()).toBeGreaterThanOrEqual(1);
      const mail = smtp.lastTo(email);
      expect(mail?.subject).toBe('Verify your email address');
      expect(mail?.html).toContain('Verify email address');
      const link = mail?.links.find((candidate) =>
        candidate.startsWith(`${context.config.appUrl}/email/verify?`),
      );
      expect(link).toBeDefined();

      const early = await client.post('/api/v1/login', { email, password: PASSWORD });
      expect(early.statusCode).toBe(403);
      expect(early.json().errors[0]).toMatchObject({
        detail: 'You need to verify your email address before logging in.',
        code: 'email_unverified',
      });

      const verified = await client.get(verificationApiPath(link ?? ''));
      expect(verified.statusCode).toBe(200);
      // The address, for the sign-in form to be filled with.
      expect(verified.json().meta.email).toBe(email);

      const signedIn = await client.post('/api/v1/login', { email, password: PASSWORD });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({ meta: { message: 'Authenticated' } });

      const me = await client.get('/api/v1/me?include=roles');
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ type: 'users', attributes: { name: 'Ada Lovelace', email } });
      expect(me.json().included).toEqual([{ type: 'roles', id: 'grow', attributes: { slug: 'grow' } }]);
      expect((await client.get('/api/v1/me?include=role')).json().included[0].attributes.slug).toBe('grow');

      const signedOut = await client.post('/api/v1/logout');
      expect(signedOut.statusCode).toBe(200);
      expect((await client.get('/api/v1/me')).statusCode).toBe(401);
    });

    it('sets the session cookie HttpOnly and SameSite=Lax, for the browser session or 30 days with remember me', async () => {
      const context = use();
      const client = createClient(context.app);
      const email = uniqueEmail('cookie');
      await client.get(verificationApiPath(await registerAndReadLink(context, client, email)));

      const plain = await client.post('/api/v1/login', { email, password: PASSWORD });
      const session = plain.cookies.find((cookie) => cookie.name === 'sorted_session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.maxAge).toBeUndefined();
      expect(session?.secure).toBeUndefined();

      const remembered = await client.post('/api/v1/login', { email, password: PASSWORD, remember: true });
      expect(remembered.cookies.find((cookie) => cookie.name === 'sorted_session')?.maxAge).toBe(
        30 * 24 * 60 * 60,
      );
    });

    it('rotates the session at sign-in, so an earlier session id stops working', async () => {
      const context = use();
      const client = createClient(context.app);
      const email = uniqueEmail('rotate');
      await client.get(verificationApiPath(await registerAndReadLink(context, client, email)));
      await client.post('/api/v1/login', { email, password: PASSWORD });
      const first = client.jar.get('sorted_session');
      await client.post('/api/v1/login', { email, password: PASSWORD });
      const second = client.jar.get('sorted_session');
      expect(second).not.toBe(first);
      const stale = await context.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        cookies: { sorted_session: first ?? '' },
      });
      expect(stale.statusCode).toBe(401);
      expect((await client.get('/api/v1/me')).statusCode).toBe(200);
    });

    it('answers wrong credentials with one 401, whether or not the e-mail exists', async () => {
      const context = use();
      const client = createClient(context.app);
      const email = uniqueEmail('wrong');
      await client.get(verificationApiPath(await registerAndReadLink(context, client, email)));
      const wrongPassword = await client.post('/api/v1/login', { email, password: 'Not7ThePassword' });
      const noSuchUser = await client.post('/api/v1/login', {
        email: uniqueEmail('ghost'),
        password: PASSWORD,
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(noSuchUser.statusCode).toBe(401);
      expect(noSuchUser.body).toBe(wrongPassword.body);
    });

    it('refuses a taken e-mail, whatever its case, on the email field', async () => {
      const context = use();
      const email = uniqueEmail('taken');
      await registerAndReadLink(context, createClient(context.app), email);
      const again = await createClient(context.app).post(
        '/api/v1/register',
        registration(email.toUpperCase()),
      );
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual([
        {
          status: '422',
          title: 'Unprocessable Entity',
          detail: 'The email has already been taken.',
          code: 'email_taken',
          source: { pointer: '/data/attributes/email' },
        },
      ]);
    });

    it('names every invalid field with a pointer, in the language asked for, and saves nothing', async () => {
      const context = use();
      const client = createClient(context.app);
      const email = uniqueEmail('invalid');
      const response = await client.post(
        '/api/v1/register',
        registration(email, { name: '', password: 'short', password_confirmation: 'other' }),
        { 'accept-language': 'de-DE,de;q=0.9' },
      );
      expect(response.statusCode).toBe(422);
      const errors = response.json().errors as Array<{
        source: { pointer: string };
        code: string;
        detail: string;
      }>;
      expect(errors.map((error) => [error.source.pointer, error.code])).toEqual([
        ['/data/attributes/name', 'name_required'],
        ['/data/attributes/password', 'password_min'],
        ['/data/attributes/password_confirmation', 'password_mismatch'],
      ]);
      expect(errors[0]?.detail).toBe('Der Name ist erforderlich.');
      const signIn = await client.post('/api/v1/login', { email, password: 'short' });
      expect(signIn.statusCode).toBe(401);
    });

    it('refuses a common password even when it meets the character rules', async () => {
      const client = createClient(use().app);
      const response = await client.post(
        '/api/v1/register',
        registration(uniqueEmail('common'), { password: 'Password1', password_confirmation: 'Password1' }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'password_common',
        source: { pointer: '/data/attributes/password' },
      });
    });

    it('keeps no working verification link in the mail outbox, queued or delivered', async () => {
      const context = use();
      const client = createClient(context.app);
      const email = uniqueEmail('outbox');
      const registered = await client.post('/api/v1/register', registration(email));
      expect(registered.statusCode).toBe(201);
      const row = () => outboxRowTo(context.db, email);
      const queued = await row();
      await context.app.mailer.deliverDue();
      const link = smtp.lastTo(email)?.links.find((candidate) => candidate.includes('/email/verify?')) ?? '';
      const signature = new URL(link).searchParams.get('signature') ?? '';
      expect(signature).toMatch(/^[\w-]{43}$/);
      expect(JSON.stringify(queued)).not.toContain(signature);
      const delivered = await row();
      expect(delivered).toMatchObject({ kind: 'verify', text_body: '', html_body: '', link_seed: null });
      expect(delivered.user_id).toBe(Number(registered.json().data.id));
      expect(JSON.stringify(delivered)).not.toContain(signature);
      expect((await client.get(verificationApiPath(link))).statusCode).toBe(200);
    });

    it('refuses tampered, expired and reused verification links with their own answers', async () => {
      const context = use();
      const client = createClient(context.app);
      const email = uniqueEmail('links');
      const link = await registerAndReadLink(context, client, email);
      const call = verificationApiPath(link);

      const tampered = await client.get(call.replace(/signature=[^&]+/, 'signature=forged'));
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json().errors[0].detail).toBe(
        'The verification link is invalid. Please request a new one.',
      );
      const otherUser = await client.get(call.replace(/verify\/\d+\//, 'verify/999999/'));
      expect(otherUser.statusCode).toBe(400);
      expect((await client.get('/api/v1/email/verify/abc/def?expires=x')).statusCode).toBe(400);

      const userId = Number(new URL(link).searchParams.get('id'));
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const expired = verificationLink(
        context.config.appUrl,
        context.config.sessionSecret,
        { id: userId, email },
        twoHoursAgo,
      );
      const expiredResponse = await client.get(verificationApiPath(expired));
      expect(expiredResponse.statusCode).toBe(410);
      expect(expiredResponse.json().errors[0].detail).toBe('This verification link has expired.');

      expect((await client.get(call)).statusCode).toBe(200);
      const reused = await client.get(call);
      expect(reused.statusCode).toBe(403);
      expect(reused.json().errors[0].detail).toBe('This link has already been used.');
    });

    it('resends the verification link, saying the same whether or not the address has an account', async () => {
      const context = use();
      const email = uniqueEmail('resend');
      await registerAndReadLink(context, createClient(context.app), email);
      const before = smtp.mails.length;
      const known = await createClient(context.app).post('/api/v1/email/verification-notification', {
        email,
      });
      const unknown = await createClient(context.app).post('/api/v1/email/verification-notification', {
        email: uniqueEmail('nobody'),
      });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      await context.app.mailer.deliverDue();
      expect(smtp.mails.length).toBe(before + 1);
      expect(smtp.lastTo(email)?.subject).toBe('Verify your email address');
    });

    it('keeps a mail that the SMTP server refused and delivers it on a later pass', async () => {
      const context = use();
      const email = uniqueEmail('retry');
      smtp.failNextDeliveries(1);
      const response = await createClient(context.app).post('/api/v1/register', registration(email));
      expect(response.statusCode).toBe(201);
      await context.app.mailer.deliverDue();
      expect(smtp.lastTo(email)).toBeUndefined();
      const row = await context.db.kysely
        .selectFrom('mail_outbox')
        .select(['attempts', 'sent_at', 'last_error'])
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ attempts: 1, sent_at: null });
      expect(row.last_error).toContain('451');
      await context.db.kysely
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .where('recipient', '=', email)
        .execute();
      await context.app.mailer.deliverDue();
      expect(smtp.lastTo(email)?.subject).toBe('Verify your email address');
    });

    it('limits sign-in to 5 attempts a minute per e-mail and address, with Retry-After', async () => {
      const client = createClient(use().app);
      const email = uniqueEmail('limited');
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await client.post('/api/v1/login', { email, password: 'Wrong7Password' })).statusCode).toBe(
          401,
        );
      }
      const limited = await client.post('/api/v1/login', { email, password: 'Wrong7Password' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      const otherAddress = await createClient(use().app).post('/api/v1/login', {
        email,
        password: 'Wrong7Password',
      });
      expect(otherAddress.statusCode).toBe(401);
    });

    it('limits one address to 30 sign-in attempts in 10 minutes across accounts (password spraying)', async () => {
      const client = createClient(use().app);
      for (let attempt = 1; attempt <= 30; attempt++) {
        const response = await client.post('/api/v1/login', {
          email: uniqueEmail('sprayed'),
          password: 'Wrong7Password',
        });
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const limited = await client.post('/api/v1/login', {
        email: uniqueEmail('sprayed'),
        password: 'Wrong7Password',
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    });

    it('limits one account to 20 sign-in attempts in 15 minutes across addresses, then lets the owner back in', async () => {
      const context = use();
      const { email } = await insertTestUser(context.db);
      for (let attempt = 1; attempt <= 20; attempt++) {
        const response = await createClient(context.app).post('/api/v1/login', {
          email,
          password: 'Wrong7Password',
        });
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const guess = await createClient(context.app).post('/api/v1/login', {
        email,
        password: 'Wrong7Password',
      });
      expect(guess.statusCode).toBe(429);
      expect(Number(guess.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(guess.headers['retry-after'])).toBeLessThanOrEqual(900);
      const owner = createClient(context.app);
      expect((await owner.post('/api/v1/login', { email, password: TEST_PASSWORD })).statusCode).toBe(429);

      // The window runs out: the owner is slowed down, never locked out for good.
      await context.db.kysely
        .updateTable('rate_limits')
        .set({ window_start: new Date(Date.now() - 15 * 60 * 1000 - 1000).toISOString() })
        .where('key', 'like', `%${email}%`)
        .execute();
      expect((await owner.post('/api/v1/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    });

    it('keeps a browser that signed in to the account before (its device cookie) out of the attackers’ count', async () => {
      const context = use();
      const { email } = await insertTestUser(context.db);
      const other = await insertTestUser(context.db);
      const signIn = (client: ReturnType<typeof createClient>, password = TEST_PASSWORD) =>
        client.post('/api/v1/login', { email, password });

      // The owner's browser signed in once: it keeps a long-lived, HttpOnly, signed device cookie.
      const owner = createClient(context.app);
      const first = await signIn(owner);
      expect(first.statusCode).toBe(200);
      const device = first.cookies.find((cookie) => cookie.name === 'sorted_device');
      expect(device).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 365 * 24 * 60 * 60,
      });
      expect(device?.value).not.toContain(email);
      await owner.post('/api/v1/logout');
      expect(owner.jar.has('sorted_device')).toBe(true);
      // A browser that signed in to another account, and a made-up cookie, count for nothing here.
      const elsewhere = createClient(context.app);
      expect(
        (await elsewhere.post('/api/v1/login', { email: other.email, password: TEST_PASSWORD })).statusCode,
      ).toBe(200);
      await elsewhere.post('/api/v1/logout');
      const forged = createClient(context.app);
      forged.jar.set('sorted_device', `made-up.${device?.value.split('.')[1]}`);

      // A botnet spends the rest of the account's 20 attempts (the owner's first sign-in, before it had
      // the cookie, was one of them).
      for (let attempt = 2; attempt <= 20; attempt++) {
        const response = await signIn(createClient(context.app), 'Wrong7Password');
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      expect((await signIn(createClient(context.app))).statusCode).toBe(429);
      expect((await signIn(elsewhere)).statusCode).toBe(429);
      expect((await signIn(forged)).statusCode).toBe(429);

      // The owner's browser still signs in, even after a typo of its own.
      expect((await signIn(owner, 'Typo7Password')).statusCode).toBe(401);
      const back = await signIn(owner);
      expect(back.statusCode, back.body).toBe(200);
      expect((await owner.get('/api/v1/me')).statusCode).toBe(200);
      // Its own failures have a window of their own, as limited as the account's.
      await owner.post('/api/v1/logout');
      const limits = await context.db.kysely
        .selectFrom('rate_limits')
        .select(['key', 'hits'])
        .where('key', 'like', `login-device:${email}:%`)
        .execute();
      expect(limits.map((row) => row.hits)).toEqual([2]);
    });

    it('limits registration to 3 a minute per address', async () => {
      const client = createClient(use().app);
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await client.post('/api/v1/register', registration(uniqueEmail('burst')))).statusCode).toBe(
          201,
        );
      }
      expect((await client.post('/api/v1/register', registration(uniqueEmail('burst')))).statusCode).toBe(
        429,
      );
    });

    // The answer to a taken address says so (the spec's wording), so one address may not try many.
    it('limits registration to 10 an hour per address, on top of 3 a minute', async () => {
      const context = use();
      const client = createClient(context.app);
      const minutePassed = () =>
        context.db.kysely
          .updateTable('rate_limits')
          .set({ window_start: new Date(Date.now() - 61 * 1000).toISOString() })
          .where('key', '=', `register:${client.ip}`)
          .execute();
      for (let attempt = 1; attempt <= 10; attempt++) {
        if (attempt % 3 === 1) await minutePassed();
        const response = await client.post('/api/v1/register', registration(uniqueEmail('hourly')));
        expect(response.statusCode, `registration ${attempt}`).toBe(201);
      }
      await minutePassed();
      const limited = await client.post('/api/v1/register', registration(uniqueEmail('hourly')));
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    });

    // Found by fuzzing: the sign-in rate limit keeps the address in an indexed key, and PostgreSQL
    // refused a 100k-character one with a 500.
    it('answers a 100k-character e-mail at sign-in with a 422 on the e-mail', async () => {
      const response = await createClient(use().app).post('/api/v1/login', {
        email: `${randomBytes(75_000).toString('base64')}@example.com`,
        password: 'Wrong7Password',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'email_invalid',
        source: { pointer: '/data/attributes/email' },
      });
    });

    it('answers /me without a session with a JSON:API 401', async () => {
      const response = await createClient(use().app).get('/api/v1/me');
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0]).toMatchObject({ status: '401', detail: 'Unauthenticated.' });
    });
  },
  { env: { SMTP_URL: smtp.url } },
);
