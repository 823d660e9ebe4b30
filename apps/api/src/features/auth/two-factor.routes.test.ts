import { Secret, TOTP } from 'otpauth';
import { afterAll, expect, it } from 'vitest';
import { createClient, type TestClient } from '../../test/http-client.ts';
import { authorizeAtProvider, startOidcProvider } from '../../test/oidc-provider.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser, TEST_PASSWORD } from '../../test/users.ts';

const APP_URL = 'http://sorted.test';
const REDIRECT = `${APP_URL}/auth/google/callback`;
const provider = await startOidcProvider(REDIRECT);
afterAll(() => provider.close());

/**
 * The code an authenticator app shows `offsetMs` from now. Tests move forward one step at most (the
 * server takes one step either side), so none ever waits for the clock.
 */
const codeAt = (secret: string, offsetMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetMs });
const NEXT_STEP = 30_000;

/** The codes of the secret at the steps the server might still take. */
const nearCodes = (secret: string) =>
  new Set([-2, -1, 0, 1, 2].map((step) => codeAt(secret, step * NEXT_STEP)));

/** A code that is no code of the secret at any step near now (`preferred` unless that one is). */
function wrongCode(secret: string, preferred = '000000'): string {
  const near = nearCodes(secret);
  for (let candidate = 0, code = preferred; ; code = String(candidate++).padStart(6, '0')) {
    if (!near.has(code)) return code;
  }
}

const attributes = (values: Record<string, unknown>) => ({ data: { attributes: values } });

interface Enrolment {
  secret: string;
  recoveryCodes: string[];
  /** The code that confirmed the setup: asking `codeAt(secret)` again later may cross into the next step. */
  confirmingCode: string;
}

/**
 * Sets up two-factor from the signed-in client and confirms it with the current code and the password
 * (none for an account without one).
 */
async function enrol(client: TestClient, password: string | undefined = TEST_PASSWORD): Promise<Enrolment> {
  const setup = await client.post('/api/v1/two-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data.attributes as { secret: string };
  const confirmingCode = codeAt(secret);
  const confirmed = await client.post(
    '/api/v1/two-factor/confirm',
    attributes({ code: confirmingCode, ...(password === undefined ? {} : { password }) }),
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().data.attributes.recovery_codes, confirmingCode };
}

/** A verified account with a password and two-factor on. */
async function enrolledUser(context: TestApp) {
  const user = await signedInUser(context);
  return { ...user, ...(await enrol(user.client)) };
}

let addresses = 0;
/** A new browser (from an address of its own) that has passed the password step. */
async function passwordStep(context: TestApp, email: string, options: { remember?: boolean } = {}) {
  const client = createClient(context.app, { ip: `192.0.2.${++addresses % 250}` });
  const response = await client.post('/api/v1/login', { email, password: TEST_PASSWORD, ...options });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({
    meta: { message: 'Two-factor code required', two_factor_required: true },
  });
  return { client, response };
}

const secondStep = (client: TestClient, values: Record<string, unknown>) =>
  client.post('/api/v1/login/two-factor', attributes(values));

function expectFieldError(
  response: { statusCode: number; json(): { errors: unknown[] } },
  field: string,
  code: string,
) {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors[0]).toMatchObject({ code, source: { pointer: `/data/attributes/${field}` } });
}

/** The security notices queued for the account, oldest first (subject and bodies as stored). */
const noticesOf = (context: TestApp, userId: number) =>
  context.db.kysely
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'security')
    .orderBy('id')
    .execute();

/** The per-account code attempts' window runs out (5 in 5 minutes), as if the attacker had waited. */
const attemptWindowRunsOut = (context: TestApp, userId: number) =>
  context.db.kysely.deleteFrom('rate_limits').where('key', '=', `two-factor:${userId}`).execute();

let logins = 0;
async function signInWithGoogle(client: TestClient, login: string) {
  const { url } = (await client.get('/api/v1/auth/google')).json() as { url: string };
  const callback = await authorizeAtProvider(url, login, REDIRECT);
  return client.post('/api/v1/auth/google/callback', {
    code: callback.searchParams.get('code'),
    state: callback.searchParams.get('state'),
    iss: callback.searchParams.get('iss') ?? undefined,
  });
}

describeOnEachDatabase(
  'two-factor sign-in',
  (use) => {
    it('sets up with a secret and its QR code, turns on with one code and gives ten recovery codes', async () => {
      const { client, id, email } = await signedInUser(use());
      const before = (await client.get('/api/v1/me')).json().data.attributes;
      expect(before.two_factor_enabled).toBe(false);
      expect(before.email_sign_in).toBe(true);

      const setup = await client.post('/api/v1/two-factor/setup');
      expect(setup.statusCode).toBe(200);
      const { data } = setup.json();
      expect(data).toMatchObject({ type: 'two-factor-setups', id: String(id) });
      expect(data.attributes.secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(data.attributes.otpauth_url);
      expect(url.protocol).toBe('otpauth:');
      expect(url.host).toBe('totp');
      expect(decodeURIComponent(url.pathname)).toBe(`/Sorted:${email}`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        issuer: 'Sorted',
        secret: data.attributes.secret,
        algorithm: 'SHA1',
        digits: '6',
        period: '30',
      });
      expect(data.attributes.qr_svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect((await client.get('/api/v1/me')).json().data.attributes.two_factor_enabled).toBe(false);

      const confirmed = await client.post(
        '/api/v1/two-factor/confirm',
        attributes({ code: codeAt(data.attributes.secret), password: TEST_PASSWORD }),
      );
      expect(confirmed.statusCode).toBe(200);
      const codes = confirmed.json().data.attributes.recovery_codes as string[];
      expect(confirmed.json().data).toMatchObject({ type: 'two-factor-recovery-codes', id: String(id) });
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect((await client.get('/api/v1/me')).json().data.attributes.two_factor_enabled).toBe(true);

      // On now: the secret is never handed out again, and there is nothing left to confirm.
      const again = await client.post('/api/v1/two-factor/setup');
      expect(again.statusCode).toBe(409);
      expect(again.body).not.toContain(data.attributes.secret);
      const reconfirm = await client.post(
        '/api/v1/two-factor/confirm',
        attributes({ code: codeAt(data.attributes.secret, NEXT_STEP), password: TEST_PASSWORD }),
      );
      expect(reconfirm.statusCode).toBe(409);
    });

    it('confirms only the latest setup, with its own code; without a setup there is nothing to confirm', async () => {
      const { client } = await signedInUser(use());
      const nothing = await client.post('/api/v1/two-factor/confirm', attributes({ code: '123456' }));
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().errors[0].code).toBe('two_factor_setup_missing');

      const first = (await client.post('/api/v1/two-factor/setup')).json().data.attributes.secret as string;
      const second = (await client.post('/api/v1/two-factor/setup')).json().data.attributes.secret as string;
      expect(second).not.toBe(first);
      const replaced = await client.post(
        '/api/v1/two-factor/confirm',
        attributes({ code: wrongCode(second, codeAt(first)), password: TEST_PASSWORD }),
      );
      expectFieldError(replaced, 'code', 'two_factor_code_invalid');
      expect(replaced.json().errors[0].detail).toBe(
        'This code is not valid or has already been used. Check it and try again.',
      );
      expectFieldError(
        await client.post(
          '/api/v1/two-factor/confirm',
          attributes({ code: '12ab56', password: TEST_PASSWORD }),
        ),
        'code',
        'two_factor_code_invalid',
      );
      // Apps show the code as "123 456"; the space does not matter.
      const code = codeAt(second);
      const confirmed = await client.post(
        '/api/v1/two-factor/confirm',
        attributes({ code: `${code.slice(0, 3)} ${code.slice(3)}`, password: TEST_PASSWORD }),
      );
      expect(confirmed.statusCode).toBe(200);
    });

    it('turns on only with the account’s password: missing or wrong is a 422 on the password field', async () => {
      const context = use();
      const { client, id } = await signedInUser(context);
      const { secret } = (await client.post('/api/v1/two-factor/setup')).json().data.attributes as {
        secret: string;
      };
      const confirm = (values: Record<string, unknown>) =>
        client.post('/api/v1/two-factor/confirm', attributes(values));
      const missing = await confirm({ code: codeAt(secret) });
      expectFieldError(missing, 'password', 'password_required');
      const wrong = await confirm({ code: codeAt(secret), password: 'Wrong7Password' });
      expectFieldError(wrong, 'password', 'password_incorrect');
      expect(wrong.json().errors[0].detail).toBe('The password is incorrect.');
      expect((await client.get('/api/v1/me')).json().data.attributes.two_factor_enabled).toBe(false);
      expect(await noticesOf(context, id)).toEqual([]);

      const right = await confirm({ code: codeAt(secret), password: TEST_PASSWORD });
      expect(right.statusCode, right.body).toBe(200);
      expect((await client.get('/api/v1/me')).json().data.attributes.two_factor_enabled).toBe(true);
    });

    it('keeps the secret encrypted and the recovery codes only as hashes', async () => {
      const context = use();
      const user = await enrolledUser(context);
      const stored = await context.db.kysely
        .selectFrom('two_factor')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const secretHex = Buffer.from(Secret.fromBase32(user.secret).bytes).toString('hex');
      for (const form of [user.secret, user.secret.toLowerCase(), secretHex]) {
        expect(JSON.stringify(stored)).not.toContain(form);
      }
      expect(stored.enabled_at).not.toBeNull();

      const codes = await context.db.kysely
        .selectFrom('two_factor_recovery_codes')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(codes).toHaveLength(10);
      const table = JSON.stringify(codes).toLowerCase();
      for (const code of user.recoveryCodes) {
        expect(table).not.toContain(code);
        expect(table).not.toContain(code.replace('-', ''));
      }
    });

    it('asks an enrolled user for the code after the password, and signs in only with it', async () => {
      const context = use();
      const user = await enrolledUser(context);
      const { client, response } = await passwordStep(context, user.email, { remember: true });
      expect(response.cookies.find((cookie) => cookie.name === 'sorted_session')).toBeUndefined();
      expect(response.cookies.find((cookie) => cookie.name === 'sorted_2fa')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 300,
      });
      expect((await client.get('/api/v1/me')).statusCode).toBe(401);
      expect((await client.get('/api/v1/companies')).statusCode).toBe(401);

      const signedIn = await secondStep(client, { code: codeAt(user.secret, NEXT_STEP) });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json()).toEqual({ meta: { message: 'Authenticated' } });
      // The session remembers the "remember me" of the password step.
      expect(signedIn.cookies.find((cookie) => cookie.name === 'sorted_session')?.maxAge).toBe(
        30 * 24 * 60 * 60,
      );
      expect(client.jar.has('sorted_2fa')).toBe(false);
      const me = await client.get('/api/v1/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().data.id).toBe(String(user.id));
      const challenges = await context.db.kysely
        .selectFrom('two_factor_challenges')
        .select('token_hash')
        .where('user_id', '=', user.id)
        .execute();
      expect(challenges).toEqual([]);
    });

    it('refuses a code used before and takes the next step’s code', async () => {
      const context = use();
      const user = await enrolledUser(context);
      const first = await passwordStep(context, user.email);
      // The code that confirmed the setup has been used.
      expectFieldError(
        await secondStep(first.client, { code: user.confirmingCode }),
        'code',
        'two_factor_code_invalid',
      );
      expect((await first.client.get('/api/v1/me')).statusCode).toBe(401);
      const next = codeAt(user.secret, NEXT_STEP);
      expect((await secondStep(first.client, { code: next })).statusCode).toBe(200);

      const second = await passwordStep(context, user.email);
      expectFieldError(await secondStep(second.client, { code: next }), 'code', 'two_factor_code_invalid');
      expect((await second.client.get('/api/v1/me')).statusCode).toBe(401);
    });

    it('lets only one of two sign-ins sent at once with the same code through', async () => {
      const context = use();
      const user = await enrolledUser(context);
      const browsers = [await passwordStep(context, user.email), await passwordStep(context, user.email)];
      const code = codeAt(user.secret, NEXT_STEP);
      const answers = await Promise.all(browsers.map(({ client }) => secondStep(client, { code })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    });

    it('signs in once with each recovery code, in any case and with or without its hyphen', async () => {
      const context = use();
      const user = await enrolledUser(context);
      const [code = '', other = ''] = user.recoveryCodes;
      const first = await passwordStep(context, user.email);
      const used = await secondStep(first.client, { recovery_code: code.replace('-', '').toUpperCase() });
      expect(used.statusCode, used.body).toBe(200);
      expect((await first.client.get('/api/v1/me')).statusCode).toBe(200);

      const second = await passwordStep(context, user.email);
      expectFieldError(
        await secondStep(second.client, { recovery_code: code }),
        'recovery_code',
        'two_factor_code_invalid',
      );
      // A recovery code typed where the app's code goes works too.
      expect((await secondStep(second.client, { code: other })).statusCode).toBe(200);
    });

    it('answers a wrong, malformed or missing code with 422 on its field', async () => {
      const context = use();
      const user = await enrolledUser(context);
      const { client } = await passwordStep(context, user.email);
      expectFieldError(
        await secondStep(client, { code: wrongCode(user.secret) }),
        'code',
        'two_factor_code_invalid',
      );
      expectFieldError(await secondStep(client, { code: 'abc' }), 'code', 'two_factor_code_invalid');
      expectFieldError(
        await secondStep(client, { recovery_code: 'aaaaa-aaaaa' }),
        'recovery_code',
        'two_factor_code_invalid',
      );
      expectFieldError(await secondStep(client, {}), 'code', 'two_factor_code_required');
      expect((await client.get('/api/v1/me')).statusCode).toBe(401);
    });

    it('limits code attempts per account, whichever addresses they come from', async () => {
      const context = use();
      const user = await enrolledUser(context); // confirming was the first attempt
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const { client } = await passwordStep(context, user.email);
        statuses.push((await secondStep(client, { code: wrongCode(user.secret) })).statusCode);
      }
      const { client } = await passwordStep(context, user.email);
      const limited = await secondStep(client, { code: codeAt(user.secret, NEXT_STEP) });
      statuses.push(limited.statusCode);
      expect(statuses).toEqual([422, 422, 422, 422, 429]);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await client.get('/api/v1/me')).statusCode).toBe(401);

      // Another account is not held back by it.
      const other = await enrolledUser(context);
      const browser = await passwordStep(context, other.email);
      expect((await secondStep(browser.client, { code: codeAt(other.secret, NEXT_STEP) })).statusCode).toBe(
        200,
      );
    });

    it('tells the owner by mail once per burst of wrong sign-in codes (5 in a row), never with a code', async () => {
      const context = use();
      const user = await enrolledUser(context);
      const wrong = async () => {
        const { client } = await passwordStep(context, user.email);
        const answer = await secondStep(client, { code: wrongCode(user.secret) });
        expect(answer.statusCode).toBe(422);
        await attemptWindowRunsOut(context, user.id);
      };
      const failureNotices = async () =>
        (await noticesOf(context, user.id)).filter((mail) => mail.subject.startsWith('Repeated wrong'));
      await attemptWindowRunsOut(context, user.id);
      for (let attempt = 0; attempt < 4; attempt++) await wrong();
      expect(await failureNotices()).toEqual([]);
      await wrong();
      const [notice, ...more] = await failureNotices();
      expect(more).toEqual([]);
      expect(notice?.subject).toBe('Repeated wrong sign-in codes on your account');
      expect(notice?.text_body).toContain('entered 5 wrong two-factor codes in a row');
      expect(notice?.text_body).toMatch(/When: \d{2}\/\d{2}\/\d{4} /);
      expect(notice?.text_body).toContain('If this was not you');
      // More wrong codes in the same burst: no more mail.
      for (let attempt = 0; attempt < 3; attempt++) await wrong();
      expect(await failureNotices()).toHaveLength(1);

      // A right code ends the burst: the next five wrong ones in a row make a new one.
      const { client } = await passwordStep(context, user.email);
      expect((await secondStep(client, { code: codeAt(user.secret, NEXT_STEP) })).statusCode).toBe(200);
      for (let attempt = 0; attempt < 4; attempt++) await wrong();
      expect(await failureNotices()).toHaveLength(1);
      await wrong();
      const notices = await failureNotices();
      expect(notices).toHaveLength(2);
      const all = JSON.stringify(notices);
      for (const secret of [user.secret, ...user.recoveryCodes, TEST_PASSWORD])
        expect(all).not.toContain(secret);
    });

    it('tells the owner by mail when two-factor sign-in is turned on and off, with no secret or code in it', async () => {
      const context = use();
      const user = await enrolledUser(context);
      const on = await noticesOf(context, user.id);
      expect(on.map((mail) => mail.subject)).toEqual(['Two-factor sign-in is now on']);
      expect(on[0]?.text_body).toContain('was just turned on for your Sorted account');
      expect(on[0]?.text_body).toContain('If this was not you, someone else has your password');

      const off = await user.client.post(
        '/api/v1/two-factor/disable',
        attributes({ password: TEST_PASSWORD, code: user.recoveryCodes[0] }),
      );
      expect(off.statusCode).toBe(200);
      const notices = await noticesOf(context, user.id);
      expect(notices.map((mail) => mail.subject)).toEqual([
        'Two-factor sign-in is now on',
        'Two-factor sign-in was turned off',
      ]);
      expect(notices[1]?.text_body).toMatch(/When: \d{2}\/\d{2}\/\d{4} /);
      const all = JSON.stringify(notices);
      for (const secret of [user.secret, ...user.recoveryCodes, TEST_PASSWORD])
        expect(all).not.toContain(secret);
    });

    it('answers 401 without a sign-in waiting, or after it expired', async () => {
      const context = use();
      const none = await secondStep(createClient(context.app), { code: '123456' });
      expect(none.statusCode).toBe(401);
      expect(none.json().errors[0]).toMatchObject({
        detail: 'Your sign-in has expired. Please sign in again.',
        code: 'two_factor_challenge_expired',
      });

      const user = await enrolledUser(context);
      const { client } = await passwordStep(context, user.email);
      await context.db.kysely
        .updateTable('two_factor_challenges')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      const expired = await secondStep(client, { code: codeAt(user.secret, NEXT_STEP) });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().errors[0].code).toBe('two_factor_challenge_expired');
      expect((await client.get('/api/v1/me')).statusCode).toBe(401);

      const forged = createClient(context.app);
      forged.jar.set('sorted_2fa', 'made-up-token');
      expect((await secondStep(forged, { code: codeAt(user.secret, NEXT_STEP) })).statusCode).toBe(401);
    });

    it('turns off only with the password and a code, and then signs in with the password alone', async () => {
      const context = use();
      const user = await enrolledUser(context);
      const disable = (values: Record<string, unknown>) =>
        user.client.post('/api/v1/two-factor/disable', attributes(values));
      const code = codeAt(user.secret, NEXT_STEP);

      const wrongPassword = await disable({ password: 'Wrong7Password', code });
      expectFieldError(wrongPassword, 'password', 'password_incorrect');
      expect(wrongPassword.json().errors[0].detail).toBe('The password is incorrect.');
      expectFieldError(await disable({ code }), 'password', 'password_required');
      expectFieldError(
        await disable({ password: TEST_PASSWORD, code: wrongCode(user.secret) }),
        'code',
        'two_factor_code_invalid',
      );
      expect((await user.client.get('/api/v1/me')).json().data.attributes.two_factor_enabled).toBe(true);

      const off = await disable({ password: TEST_PASSWORD, code: user.recoveryCodes[0] });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ meta: { message: 'Two-factor sign-in is off.' } });
      expect((await user.client.get('/api/v1/me')).json().data.attributes.two_factor_enabled).toBe(false);
      for (const table of ['two_factor', 'two_factor_recovery_codes'] as const) {
        const rows = await context.db.kysely
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', user.id)
          .execute();
        expect(rows, table).toEqual([]);
      }

      const client = createClient(context.app);
      const login = await client.post('/api/v1/login', { email: user.email, password: TEST_PASSWORD });
      expect(login.json()).toEqual({ meta: { message: 'Authenticated' } });
      expect((await client.get('/api/v1/me')).statusCode).toBe(200);
    });

    it('asks for the code after Google too, and turns off with a code alone for an account without a password', async () => {
      const context = use();
      const login = `twofactor${process.pid}x${Date.now()}x${++logins}`;
      const first = createClient(context.app);
      expect((await signInWithGoogle(first, login)).json()).toEqual({ meta: { message: 'Authenticated' } });
      // No password on a Google account: the code alone turns it on.
      const { secret, recoveryCodes } = await enrol(first, undefined);

      const client = createClient(context.app);
      const google = await signInWithGoogle(client, login);
      expect(google.statusCode).toBe(200);
      expect(google.json()).toEqual({
        meta: { message: 'Two-factor code required', two_factor_required: true },
      });
      expect((await client.get('/api/v1/me')).statusCode).toBe(401);
      const code = codeAt(secret, NEXT_STEP);
      expect((await secondStep(client, { code })).statusCode).toBe(200);
      const me = (await client.get('/api/v1/me')).json().data.attributes;
      expect(me.email).toBe(`${login}@gmail.test`);
      expect(me.email_sign_in).toBe(false);

      expectFieldError(
        await client.post('/api/v1/two-factor/disable', attributes({ code })),
        'code',
        'two_factor_code_invalid',
      );
      const off = await client.post('/api/v1/two-factor/disable', attributes({ code: recoveryCodes[0] }));
      expect(off.statusCode, off.body).toBe(200);
      expect((await client.get('/api/v1/me')).json().data.attributes.two_factor_enabled).toBe(false);
    });
  },
  {
    env: {
      APP_URL,
      OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.client.id,
      GOOGLE_CLIENT_SECRET: provider.client.secret,
    },
  },
);
