import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { createClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { webDistFixture } from '../test/web-dist.ts';
import { securityHeaders } from './security-headers.ts';

const webDist = webDistFixture();

// One of each kind of answer: API JSON, API errors, the SPA page (history fallback and by name), a
// hashed asset, another file, a missing file, and Fastify's own refusal of a malformed URL.
const ANSWERS: Array<[url: string, status: number]> = [
  ['/api/v1/health', 200],
  ['/api/v1/me', 401],
  ['/api/v1/no-such-route', 404],
  ['/invoice/list', 200],
  ['/index.html', 200],
  ['/assets/index-AbC123.js', 200],
  ['/favicon.svg', 200],
  ['/assets/index-gone.js', 404],
  ['/invoice/%E0%A4%A', 400],
];

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describeOnEachDatabase(
  'security headers over plain HTTP',
  (use) => {
    it.each(ANSWERS)(
      'sends a CSP that allows only our own scripts and forbids framing, and no HSTS, on %s',
      async (url, status) => {
        const response = await use().app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(status);
        expectSecurityHeaders(response);
        expect(String(response.headers['content-security-policy'])).not.toContain(
          'upgrade-insecure-requests',
        );
        expect(response.headers['strict-transport-security']).toBeUndefined();
      },
    );

    it('marks every API answer no-store, successes and errors alike, so no cache keeps user data', async () => {
      const context = use();
      const { client } = await signedInUser(context);
      const answers = [
        await client.get('/api/v1/me'),
        await client.get('/api/v1/invoices'),
        await client.get('/api/v1/companies'),
        await client.get('/api/v1/invoices/999999'),
        await client.post('/api/v1/customers', { data: { attributes: { name: '' } } }),
        await client.get('/api/v1/no-such-route'),
        await createClient(context.app).get('/api/v1/me'),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404, 422, 404, 401]);
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    });

    // Behind a proxy the public address decides, not a header the client could send itself.
    it('adds no HSTS for a request claiming to come over HTTPS', async () => {
      const response = await use().app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  },
  { webDist },
);

describeOnEachDatabase(
  'security headers behind HTTPS',
  (use) => {
    it.each(ANSWERS)('adds HSTS when the public address is https, on %s', async (url, status) => {
      const response = await use().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expectSecurityHeaders(response);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });
  },
  { env: { APP_URL: 'https://sorted.example' }, webDist },
);

it('sets exactly these headers, the same on every answer (HSTS and upgrade only over HTTPS)', () => {
  const common = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const policy =
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self';" +
    "form-action 'self'";
  expect(securityHeaders(false)).toEqual({ ...common, 'content-security-policy': policy });
  expect(securityHeaders(true)).toEqual({
    ...common,
    'content-security-policy': `${policy};upgrade-insecure-requests`,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  });
});
