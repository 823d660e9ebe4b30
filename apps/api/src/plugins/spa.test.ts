import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { webDistFixture } from '../test/web-dist.ts';

const webDist = webDistFixture();

describeOnEachDatabase(
  'serving the web app',
  (use) => {
    it.each(['/', '/invoice/list', '/client/42', '/nope/deeper'])(
      'answers the page %s with index.html',
      async (url) => {
        const response = await use().app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<div id="root">');
      },
    );

    it("keeps a client's page out of search engines and out of referrers", async () => {
      const { app } = use();
      const page = await app.inject({ method: 'GET', url: `/p/${'A'.repeat(43)}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const other = await app.inject({ method: 'GET', url: '/invoice/list' });
      expect(other.headers['x-robots-tag']).toBeUndefined();
      expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('caches hashed assets for a year and revalidates other files', async () => {
      const { app } = use();
      const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('no-cache');
    });

    it('sends the compressed copy the browser accepts, and the plain file to one that accepts none', async () => {
      const { app } = use();
      const url = '/assets/index-AbC123.js';
      const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app")');
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log("app")');
      const page = await app.inject({
        method: 'GET',
        url: '/clients',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');
    });

    it('answers a missing asset with 404 rather than the page', async () => {
      const response = await use().app.inject({ method: 'GET', url: '/assets/index-gone.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    });

    it('keeps API paths out of the history fallback', async () => {
      const response = await use().app.inject({ method: 'GET', url: '/api/v1/invoice/list' });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].status).toBe('404');
    });
  },
  { webDist },
);
