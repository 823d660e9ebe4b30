import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestDatabase, describeOnEachDatabase, testDialects } from '../../test/test-app.ts';

describeOnEachDatabase('GET /api/v1/health', (use) => {
  it('answers 200 with the database it checked, as JSON:API', async () => {
    const { app, db } = use();
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    expect(response.json()).toEqual({ meta: { status: 'ok', database: db.dialect } });
  });

  it('gives every response a request id, keeping a well-formed one sent by a proxy', async () => {
    const { app } = use();
    const fresh = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'lb-12345678' },
    });
    expect(forwarded.headers['x-request-id']).toBe('lb-12345678');
    const hostile = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'x\nInjected: yes' },
    });
    expect(hostile.headers['x-request-id']).not.toContain('Injected');
  });
});

describe('GET /api/v1/health with the database down', () => {
  for (const dialect of testDialects) {
    const disposers: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const dispose of disposers) await dispose();
    });

    it(`answers a JSON:API 503 [${dialect}]`, async () => {
      const database = await createTestDatabase(dialect);
      const app = await buildApp({ config: database.config, db: database.db });
      disposers.push(async () => {
        await app.close();
        await database.dispose().catch(() => undefined);
      });
      await database.db.close();
      const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        errors: [{ status: '503', title: 'Service Unavailable', detail: 'The database is not reachable.' }],
      });
    });
  }
});
