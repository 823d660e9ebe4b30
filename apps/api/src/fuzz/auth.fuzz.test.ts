import { afterAll, expect, it } from 'vitest';
import { replaceResetToken } from '../features/auth/password-resets.repository.ts';
import { sha256 } from '../lib/tokens.ts';
import { createClient } from '../test/http-client.ts';
import { startOidcProvider } from '../test/oidc-provider.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser, TEST_PASSWORD, uniqueEmail } from '../test/users.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

// The sign-in endpoints are open to anyone: each gets a fresh anonymous client. A refused attempt must
// create no account, change no role and issue no reset token (nor queue a mail).
const TABLES = ['users', 'user_roles', 'password_resets'] as const;

const APP_URL = 'http://sorted.test';
const provider = await startOidcProvider(`${APP_URL}/auth/google/callback`);
afterAll(() => provider.close());

const NEW_PASSWORD = 'Wattle9Blossom';

describeOnEachDatabase(
  'fuzzing the sign-in endpoints',
  (use) => {
    it('POST /register', { timeout: 60_000 }, async () => {
      await fuzzWrite(use(), createClient(use().app), {
        method: 'POST',
        url: '/api/v1/register',
        valid: {
          data: {
            type: 'users',
            attributes: {
              name: 'Grace Hopper',
              email: uniqueEmail('register'),
              password: NEW_PASSWORD,
              password_confirmation: NEW_PASSWORD,
            },
          },
        },
        tables: TABLES,
      });
    });

    it('POST /login', { timeout: 60_000 }, async () => {
      const { email } = await signedInUser(use());
      const client = createClient(use().app);
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/login',
        valid: { email, password: TEST_PASSWORD, remember: true },
        tables: TABLES,
        readBack: () => '/api/v1/me',
      });
    });

    it('POST /password-forgot and /email/verification-notification', { timeout: 60_000 }, async () => {
      const { email } = await signedInUser(use());
      for (const url of ['/api/v1/password-forgot', '/api/v1/email/verification-notification']) {
        await fuzzWrite(use(), createClient(use().app), {
          method: 'POST',
          url,
          valid: { data: { attributes: { email, redirect_url: `${APP_URL}/password-reset` } } },
          tables: TABLES,
        });
      }
    });

    it('POST /password-reset', { timeout: 60_000 }, async () => {
      const { id, email } = await signedInUser(use());
      // A live token, as the mailed link would carry; a reset that goes through uses it up.
      const token = 'fuzz-reset-token';
      await replaceResetToken(
        use().db.kysely,
        id,
        sha256(token),
        new Date(Date.now() + 3_600_000).toISOString(),
      );
      await fuzzWrite(use(), createClient(use().app), {
        method: 'POST',
        url: '/api/v1/password-reset',
        valid: {
          data: {
            attributes: { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
          },
        },
        tables: TABLES,
      });
    });

    it('POST /auth/google/callback', { timeout: 60_000 }, async () => {
      const client = createClient(use().app);
      const start = await client.get('/api/v1/auth/google');
      expect(start.statusCode).toBe(200);
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/auth/google/callback',
        valid: { code: 'a-code-the-provider-never-gave', state: start.json().state, iss: provider.issuer },
        tables: TABLES,
      });
    });

    it('POST /logout', { timeout: 60_000 }, async () => {
      const { client } = await signedInUser(use());
      await fuzzWrite(use(), client, { method: 'POST', url: '/api/v1/logout', valid: null, tables: TABLES });
    });
  },
  {
    env: {
      ...FUZZ_ENV,
      APP_URL,
      OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.client.id,
      GOOGLE_CLIENT_SECRET: provider.client.secret,
    },
  },
);
