import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { createClient } from '../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { signedInUser, TEST_PASSWORD } from '../test/users.ts';
import { FUZZ_ENV, fuzzWrite } from './fuzz-write.ts';

// Every body is mutated from one with a code of the right shape that is not the right code (the
// fuzzer cannot know the time), so each is refused and must leave the two-factor tables as they were.
const TABLES = ['users', 'two_factor', 'two_factor_recovery_codes'] as const;
const WRONG_CODE = '000000';

/** A signed-in user with two-factor set up and, unless `pending`, confirmed. */
async function withTwoFactor(context: TestApp, options: { pending?: boolean } = {}) {
  const user = await signedInUser(context);
  const setup = await user.client.post('/api/v1/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  if (!options.pending) {
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.json().data.attributes.secret) });
    const confirmed = await user.client.post('/api/v1/two-factor/confirm', {
      data: { attributes: { code, password: TEST_PASSWORD } },
    });
    expect(confirmed.statusCode).toBe(200);
  }
  return user;
}

describeOnEachDatabase(
  'fuzzing the two-factor endpoints',
  (use) => {
    it('POST /two-factor/confirm', { timeout: 60_000 }, async () => {
      const { client } = await withTwoFactor(use(), { pending: true });
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/two-factor/confirm',
        valid: { data: { type: 'two-factor', attributes: { code: WRONG_CODE, password: TEST_PASSWORD } } },
        tables: TABLES,
      });
    });

    it('POST /two-factor/disable', { timeout: 60_000 }, async () => {
      const { client } = await withTwoFactor(use());
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/two-factor/disable',
        valid: { data: { type: 'two-factor', attributes: { password: TEST_PASSWORD, code: WRONG_CODE } } },
        tables: TABLES,
      });
    });

    it('POST /login/two-factor', { timeout: 60_000 }, async () => {
      const { email } = await withTwoFactor(use());
      const client = createClient(use().app);
      const login = await client.post('/api/v1/login', { email, password: TEST_PASSWORD });
      expect(login.json().meta).toEqual({ message: 'Two-factor code required', two_factor_required: true });
      await fuzzWrite(use(), client, {
        method: 'POST',
        url: '/api/v1/login/two-factor',
        valid: { data: { attributes: { code: WRONG_CODE, recovery_code: 'abcde-fghij' } } },
        tables: TABLES,
        // The fifth wrong code in a row tells the owner by mail (two-factor.routes.test.ts counts them).
        refusalMails: ['security'],
      });
    });
  },
  { env: FUZZ_ENV },
);
