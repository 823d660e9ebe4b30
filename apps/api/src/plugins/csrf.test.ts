import { expect, it } from 'vitest';
import { createClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';

// Every state-changing route of the API so far; each later issue adds its own.
const WRITES: Array<['POST' | 'PATCH' | 'DELETE', string]> = [
  ['POST', '/api/v1/register'],
  ['POST', '/api/v1/login'],
  ['POST', '/api/v1/logout'],
  ['POST', '/api/v1/email/verification-notification'],
  ['POST', '/api/v1/auth/google/callback'],
  ['POST', '/api/v1/password-forgot'],
  ['POST', '/api/v1/password-reset'],
  ['PATCH', '/api/v1/me'],
  ['POST', '/api/v1/uploads/users/1/profile-image'],
  ['POST', '/api/v1/users'],
  ['PATCH', '/api/v1/users/1'],
  ['DELETE', '/api/v1/users/1'],
  ['POST', '/api/v1/companies'],
  ['PATCH', '/api/v1/companies/1'],
  ['DELETE', '/api/v1/companies/1'],
  ['POST', '/api/v1/paymentDetails'],
  ['PATCH', '/api/v1/paymentDetails/1'],
  ['DELETE', '/api/v1/paymentDetails/1'],
  ['POST', '/api/v1/customers'],
  ['PATCH', '/api/v1/customers/1'],
  ['DELETE', '/api/v1/customers/1'],
  ['POST', '/api/v1/invoices'],
  ['PATCH', '/api/v1/invoices/1'],
  ['DELETE', '/api/v1/invoices/1'],
  ['POST', '/api/v1/invoices/1/send'],
  ['POST', '/api/v1/invoices/1/reminders'],
  ['POST', '/api/v1/invoice-pdfs'],
];

describeOnEachDatabase('CSRF', (use) => {
  it('sets a readable, signed XSRF-TOKEN cookie', async () => {
    const response = await use().app.inject({ method: 'GET', url: '/api/v1/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
    expect(cookie?.httpOnly).toBeUndefined();
    expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
  });

  it.each(WRITES)('refuses %s %s without a matching X-XSRF-TOKEN with 419', async (method, url) => {
    const { app } = use();
    const token = (await app.inject({ method: 'GET', url: '/api/v1/csrf-cookie' })).cookies[0]?.value ?? '';
    const attempts = [
      {},
      { cookies: { 'XSRF-TOKEN': token } },
      { headers: { 'x-xsrf-token': token } },
      { cookies: { 'XSRF-TOKEN': token }, headers: { 'x-xsrf-token': `${token}x` } },
      // A matching pair we did not sign: what a cookie planted by a sibling subdomain looks like.
      { cookies: { 'XSRF-TOKEN': 'planted.value' }, headers: { 'x-xsrf-token': 'planted.value' } },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({ method, url, payload: {}, ...attempt });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(419);
      expect(response.json().errors[0]).toMatchObject({ status: '419', title: 'CSRF Token Mismatch' });
    }
  });

  it('lets a request with the matching token through', async () => {
    const response = await createClient(use().app).post('/api/v1/logout');
    expect(response.statusCode).toBe(200);
  });
});
