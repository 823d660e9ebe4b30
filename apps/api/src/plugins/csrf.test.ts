import { expect, it } from 'vitest';
import { createClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

describeOnEachDatabase('CSRF', (use) => {
  it('sets a readable, signed XSRF-TOKEN cookie', async () => {
    const response = await use().app.inject({ method: 'GET', url: '/api/v1/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
    expect(cookie?.httpOnly).toBeUndefined();
    expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
  });

  // Every state-changing route the server declares, none exempt: signing in and registering are
  // protected too, or a third-party site could sign a visitor into an account of its own.
  it('refuses every state-changing route of the route table without a matching X-XSRF-TOKEN with 419', async () => {
    const { app } = use();
    const writes = app.routeTable.filter((route) => !SAFE_METHODS.has(route.method));
    expect(writes.map((route) => `${route.method} ${route.url}`)).toContain('POST /api/v1/logout');
    const token = (await app.inject({ method: 'GET', url: '/api/v1/csrf-cookie' })).cookies[0]?.value ?? '';
    const attempts = [
      {},
      { cookies: { 'XSRF-TOKEN': token } },
      { headers: { 'x-xsrf-token': token } },
      { cookies: { 'XSRF-TOKEN': token }, headers: { 'x-xsrf-token': `${token}x` } },
      // A matching pair we did not sign: what a cookie planted by a sibling subdomain looks like.
      { cookies: { 'XSRF-TOKEN': 'planted.value' }, headers: { 'x-xsrf-token': 'planted.value' } },
    ];
    for (const { method, url: route } of writes) {
      const url = route.replace(/:\w+/g, '1');
      for (const attempt of attempts) {
        const response = await app.inject({ method, url, payload: {}, ...attempt });
        const label = `${method} ${route} ${JSON.stringify(attempt)}`;
        expect(response.statusCode, label).toBe(419);
        expect(response.json().errors[0], label).toMatchObject({
          status: '419',
          title: 'CSRF Token Mismatch',
        });
      }
    }
  });

  it('lets a request with the matching token through', async () => {
    const response = await createClient(use().app).post('/api/v1/logout');
    expect(response.statusCode).toBe(200);
  });
});
