import { expect, it } from 'vitest';
import { createClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { insertTestUser, TEST_PASSWORD } from '../test/users.ts';

// What each cookie must carry, by transport (DESIGN §2): the session cookie is never readable by
// scripts, the XSRF cookie must be (the SPA echoes it), both stay on our own site, and over HTTPS
// neither is ever sent over plain HTTP.
for (const [transport, appUrl, secure] of [
  ['plain HTTP', 'http://localhost:3000', undefined],
  ['HTTPS', 'https://sorted.example', true],
] as const) {
  describeOnEachDatabase(
    `cookies over ${transport}`,
    (use) => {
      it('sets the session cookie HttpOnly and SameSite=Lax at sign-in, and clears it alike at sign-out', async () => {
        const { email } = await insertTestUser(use().db);
        const client = createClient(use().app);
        const login = await client.post('/api/v1/login', { email, password: TEST_PASSWORD });
        expect(login.statusCode).toBe(200);
        const logout = await client.post('/api/v1/logout');
        for (const response of [login, logout]) {
          const session = response.cookies.find((cookie) => cookie.name === 'sorted_session');
          expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
          expect(session?.secure).toBe(secure);
        }
        expect(client.jar.has('sorted_session')).toBe(false);
        // The browser's device cookie (what the per-account sign-in limit knows it by) outlives the session.
        const device = login.cookies.find((cookie) => cookie.name === 'sorted_device');
        expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(device?.secure).toBe(secure);
        expect(client.jar.has('sorted_device')).toBe(true);
      });

      it('sets the XSRF-TOKEN cookie readable and SameSite=Lax', async () => {
        const response = await use().app.inject({ method: 'GET', url: '/api/v1/csrf-cookie' });
        const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
        expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/' });
        expect(xsrf?.httpOnly).toBeUndefined();
        expect(xsrf?.secure).toBe(secure);
      });
    },
    { env: { APP_URL: appUrl } },
  );
}
