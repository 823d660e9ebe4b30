import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';

interface Raw {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}

describeOnEachDatabase("the API's answers compressed", (use) => {
  it('compresses a list over a kilobyte for the web app, and only for it', async () => {
    const { client } = await signedInUser(use());
    for (let n = 0; n < 12; n++) {
      const created = await client.post('/api/v1/customers', {
        data: { type: 'customers', attributes: { name: `Client with a long enough name ${n}` } },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const plain = await client.get('/api/v1/customers');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = (await client.get('/api/v1/customers', {
      'accept-encoding': 'gzip, br',
    })) as unknown as Raw;
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(brotli.rawPayload).toString('utf8');
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gzip = (await client.get('/api/v1/customers', { 'accept-encoding': 'gzip' })) as unknown as Raw;
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    // A link from another site (a navigation: it cannot ask for JSON:API) gets it uncompressed.
    const navigation = await client.get('/api/v1/customers', {
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      'accept-encoding': 'gzip, br',
    });
    expect(navigation.statusCode).toBe(200);
    expect(navigation.headers['content-encoding']).toBeUndefined();
    expect(navigation.json()).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const { app } = use();
    const health = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { accept: 'application/vnd.api+json', 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTruthy();
  });
});
