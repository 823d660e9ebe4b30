import { expect, it } from 'vitest';
import { createClient } from '../test/http-client.ts';
import { describeOnEachDatabase, type TestApp } from '../test/test-app.ts';
import { uniqueEmail } from '../test/users.ts';

// Every per-address limit counts the address that request.ip gives. Behind one proxy that is the hop
// the proxy added, never one the client wrote into X-Forwarded-For itself.
const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';

/** Six wrong sign-ins to one account, each claiming another address in front of the proxy's hop. */
async function signInsClaimingOtherAddresses(context: TestApp) {
  const client = createClient(context.app, { ip: PROXY });
  const email = uniqueEmail('spoofer');
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 6; attempt++) {
    const response = await client.post(
      '/api/v1/login',
      { email, password: 'Wrong7Password' },
      { 'x-forwarded-for': `1.2.3.${attempt}, ${CLIENT}` },
    );
    statuses.push(response.statusCode);
  }
  // The suite's database is its own: every counter in it comes from these attempts.
  const keys = await context.db.kysely.selectFrom('rate_limits').select('key').execute();
  return { statuses, keys: keys.map((row) => row.key) };
}

describeOnEachDatabase(
  'client address behind one proxy (TRUST_PROXY=1)',
  (use) => {
    it('counts the address the proxy saw, so a client cannot dodge a limit by sending X-Forwarded-For', async () => {
      const { statuses, keys } = await signInsClaimingOtherAddresses(use());
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(keys).toContain(`login-address:${CLIENT}`);
      for (const key of keys) expect(key).not.toMatch(/1\.2\.3\.\d|10\.0\.0\.1/);
    });
  },
  { env: { TRUST_PROXY: '1' } },
);

describeOnEachDatabase('client address without TRUST_PROXY', (use) => {
  it('ignores X-Forwarded-For and counts the connecting address', async () => {
    const { statuses, keys } = await signInsClaimingOtherAddresses(use());
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(keys).toContain(`login-address:${PROXY}`);
    for (const key of keys) expect(key).not.toMatch(/1\.2\.3\.\d|203\.0\.113\.7/);
  });
});
