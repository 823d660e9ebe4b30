import { afterAll, expect, it } from 'vitest';
import { createClient, type TestClient } from '../../test/http-client.ts';
import { authorizeAtProvider, startOidcProvider } from '../../test/oidc-provider.ts';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app.ts';
import { signedInUser, TEST_PASSWORD } from '../../test/users.ts';

const APP_URL = 'http://sorted.test';
const REDIRECT = `${APP_URL}/auth/google/callback`;
const provider = await startOidcProvider(REDIRECT);
afterAll(() => provider.close());

let sequence = 0;
const newLogin = () => `person${process.pid}x${Date.now()}x${++sequence}`;

async function signInWithGoogle(client: TestClient, login: string, remember = false) {
  const start = await client.get(`/api/v1/auth/google?remember=${remember ? 1 : 0}`);
  expect(start.statusCode).toBe(200);
  const { url, state } = start.json() as { url: string; state: string };
  const authorization = new URL(url);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  expect(authorization.searchParams.get('state')).toBe(state);
  const callback = await authorizeAtProvider(url, login, REDIRECT);
  return client.post('/api/v1/auth/google/callback', {
    code: callback.searchParams.get('code'),
    state: callback.searchParams.get('state'),
    iss: callback.searchParams.get('iss') ?? undefined,
    remember,
  });
}

describeOnEachDatabase(
  'Google sign-in',
  (use) => {
    it('creates a verified account for a new Google user and signs it in', async () => {
      const client = createClient(use().app);
      const login = newLogin();
      const response = await signInWithGoogle(client, login);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ meta: { message: 'Authenticated' } });
      const me = (await client.get('/api/v1/me?include=roles')).json();
      expect(me.data.attributes).toMatchObject({ email: `${login}@gmail.test`, name: `Google ${login}` });
      expect(me.data.attributes.email_verified_at).not.toBeNull();
      expect(me.included).toEqual([{ type: 'roles', id: 'grow', attributes: { slug: 'grow' } }]);
    });

    it('links an existing verified account with the same e-mail, which keeps its password', async () => {
      const context: TestApp = use();
      const existing = await signedInUser(context);
      const login = newLogin();
      provider.accounts.set(login, {
        email: existing.email.toUpperCase(),
        emailVerified: true,
        name: 'Someone',
      });
      const client = createClient(context.app);
      expect((await signInWithGoogle(client, login)).statusCode).toBe(200);
      const me = (await client.get('/api/v1/me')).json();
      expect(me.data.id).toBe(String(existing.id));
      expect(me.data.attributes.name).toBe('Grace Hopper');
      const withPassword = await createClient(context.app).post('/api/v1/login', {
        email: existing.email,
        password: TEST_PASSWORD,
      });
      expect(withPassword.statusCode).toBe(200);
      // Signing in again with Google finds the same account by its Google subject.
      expect((await signInWithGoogle(createClient(context.app), login)).statusCode).toBe(200);
    });

    it('takes over an unverified account with the address only after dropping its password', async () => {
      const context = use();
      const squatter = createClient(context.app);
      const login = newLogin();
      const email = `${login}@gmail.test`;
      await squatter.post('/api/v1/register', {
        data: {
          attributes: {
            name: 'Squatter',
            email,
            password: TEST_PASSWORD,
            password_confirmation: TEST_PASSWORD,
          },
        },
      });
      expect((await signInWithGoogle(createClient(context.app), login)).statusCode).toBe(200);
      const squatterSignIn = await squatter.post('/api/v1/login', { email, password: TEST_PASSWORD });
      expect(squatterSignIn.statusCode).toBe(401);
    });

    it('refuses a Google account whose e-mail is not verified', async () => {
      const login = newLogin();
      provider.accounts.set(login, {
        email: `${login}@gmail.test`,
        emailVerified: false,
        name: 'Unverified',
      });
      const response = await signInWithGoogle(createClient(use().app), login);
      expect(response.statusCode).toBe(403);
    });

    it('refuses a state it did not issue, and a state used twice', async () => {
      const client = createClient(use().app);
      const start = (await client.get('/api/v1/auth/google')).json() as { url: string; state: string };
      const callback = await authorizeAtProvider(start.url, newLogin(), REDIRECT);
      const body = {
        code: callback.searchParams.get('code'),
        state: 'not-the-state',
        iss: callback.searchParams.get('iss'),
      };
      const mismatch = await client.post('/api/v1/auth/google/callback', body);
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors[0].detail).toBe('OAuth state mismatch');
      const genuine = { ...body, state: start.state };
      expect((await client.post('/api/v1/auth/google/callback', genuine)).statusCode).toBe(200);
      expect((await client.post('/api/v1/auth/google/callback', genuine)).statusCode).toBe(400);
    });

    it("refuses another browser's callback (login CSRF), even with a live state, and clears the cookie after", async () => {
      const context = use();
      const attacker = createClient(context.app);
      const start = (await attacker.get('/api/v1/auth/google')).json() as { url: string; state: string };
      expect(attacker.jar.get('sorted_oauth')).toBeTruthy();
      const callback = await authorizeAtProvider(start.url, newLogin(), REDIRECT);
      const body = {
        code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
        iss: callback.searchParams.get('iss') ?? undefined,
      };

      const victim = createClient(context.app);
      const forced = await victim.post('/api/v1/auth/google/callback', body);
      expect(forced.statusCode).toBe(400);
      expect(forced.json().errors[0]).toMatchObject({
        detail: 'OAuth state mismatch',
        source: { pointer: '/data/attributes/state' },
      });
      expect((await victim.get('/api/v1/me')).statusCode).toBe(401);

      // A binding cookie of the victim's own (another flow) is no better.
      await victim.get('/api/v1/auth/google');
      expect((await victim.post('/api/v1/auth/google/callback', body)).statusCode).toBe(400);
      expect((await victim.get('/api/v1/me')).statusCode).toBe(401);

      const finished = await attacker.post('/api/v1/auth/google/callback', body);
      expect(finished.statusCode).toBe(200);
      expect(finished.cookies).toContainEqual(expect.objectContaining({ name: 'sorted_oauth', value: '' }));
      expect(attacker.jar.has('sorted_oauth')).toBe(false);
      expect((await attacker.get('/api/v1/me')).statusCode).toBe(200);
    });

    it('sets the binding cookie HttpOnly, SameSite=Lax, short-lived and only for the Google routes', async () => {
      const start = await createClient(use().app).get('/api/v1/auth/google');
      const header = [start.headers['set-cookie']]
        .flat()
        .find((line) => String(line).startsWith('sorted_oauth='));
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Lax/);
      expect(header).toMatch(/Max-Age=600/);
      expect(header).toMatch(/Path=\/api\/v1\/auth\/google(;|$)/);
    });

    it('says up front that Google sign-in is offered', async () => {
      const response = await createClient(use().app).get('/api/v1/settings');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes.google_sign_in).toBe(true);
    });

    it('limits how often one address may start a Google sign-in', async () => {
      const client = createClient(use().app);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await client.get('/api/v1/auth/google')).statusCode).toBe(200);
      }
      const limited = await client.get('/api/v1/auth/google');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses a callback without a code, naming the code field', async () => {
      const response = await createClient(use().app).post('/api/v1/auth/google/callback', { state: 'x' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        detail: 'Missing code',
        source: { pointer: '/data/attributes/code' },
      });
    });

    it('refuses a forged code without signing anyone in', async () => {
      const client = createClient(use().app);
      const start = (await client.get('/api/v1/auth/google')).json() as { state: string };
      const response = await client.post('/api/v1/auth/google/callback', {
        code: 'forged',
        state: start.state,
        iss: provider.issuer,
      });
      expect(response.statusCode).toBe(400);
      expect((await client.get('/api/v1/me')).statusCode).toBe(401);
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

describeOnEachDatabase('Google sign-in when not configured', (use) => {
  it('answers 503 with a clear message', async () => {
    const response = await createClient(use().app).get('/api/v1/auth/google');
    expect(response.statusCode).toBe(503);
    expect(response.json().errors[0].detail).toBe('Google sign-in is not available on this server.');
  });

  it('says up front that it is not offered, so the sign-in page can tell before a click', async () => {
    const response = await createClient(use().app).get('/api/v1/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.google_sign_in).toBe(false);
  });
});
