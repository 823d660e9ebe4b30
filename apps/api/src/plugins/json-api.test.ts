import { expect, it } from 'vitest';
import { createClient } from '../test/http-client.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';

describeOnEachDatabase('JSON:API plumbing', (use) => {
  it('answers an unknown API path with a JSON:API 404, never the web app', async () => {
    const { app } = use();
    for (const url of ['/api/v1/nope', '/api/v1/invoices/../../etc', '/api', '/api/v2/health']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/vnd\.api\+json/);
      expect(response.json().errors[0]).toMatchObject({ status: '404', title: 'Not Found' });
    }
  });

  it.each(['application/json', 'application/vnd.api+json'])(
    'answers a body that is not JSON (%s) with a JSON:API 400, not a 500',
    async (contentType) => {
      const client = createClient(use().app);
      const response = await client.post('/api/v1/register', '{"data": {"attributes": ', {
        'content-type': contentType,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ status: '400', title: 'Bad Request', detail: 'The request body is not valid JSON.' }],
      });
    },
  );

  it('refuses a body in a media type it does not read with a JSON:API 415', async () => {
    const client = createClient(use().app);
    const response = await client.post('/api/v1/register', 'a,b\n1,2', { 'content-type': 'text/csv' });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].status).toBe('415');
  });

  it('refuses JSON:API media type parameters other than ext and profile (415 and 406)', async () => {
    const { app } = use();
    const client = createClient(app);
    const withParameter = await client.post('/api/v1/register', '{}', {
      'content-type': 'application/vnd.api+json; version=2',
    });
    expect(withParameter.statusCode).toBe(415);

    const acceptOnlyWithParameter = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { accept: 'application/vnd.api+json; version=2' },
    });
    expect(acceptOnlyWithParameter.statusCode).toBe(406);

    const acceptPlain = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { accept: 'application/vnd.api+json; version=2, application/vnd.api+json' },
    });
    expect(acceptPlain.statusCode).toBe(200);
  });

  it.each([
    ['a malformed escape', '/api/v1/invoices/%E0%A4%A', 400, 'The address is not a valid URL.'],
    ['an over-long id', `/api/v1/invoices/${'9'.repeat(101)}`, 414, 'A part of the address is too long.'],
  ])(
    'answers an address the router refuses (%s) with a JSON:API error that does not repeat it',
    async (_case, url, status, detail) => {
      const response = await use().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
      expect(response.headers['x-request-id']).toBeTruthy();
      expect(response.json()).toEqual({
        errors: [{ status: String(status), title: expect.any(String), detail }],
      });
    },
  );

  it('never shows a stack trace in an error', async () => {
    const client = createClient(use().app);
    const response = await client.post('/api/v1/register', '{"__proto__": {"polluted": true}}', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/\bat .*\.ts:\d+/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // Found by fuzzing: the router refuses these before any handler, and answered in Fastify's own format.
  it('answers a malformed or overlong path segment with a JSON:API error', async () => {
    const { app } = use();
    for (const [url, status] of [
      ['/api/v1/customers/%ud800', 400],
      [`/api/v1/customers/${'9'.repeat(400)}`, 414],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toMatch(/^application\/vnd\.api\+json/);
      expect(response.json().errors[0], url).toMatchObject({ status: String(status) });
    }
  });
});
