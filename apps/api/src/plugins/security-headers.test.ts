import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';

describeOnEachDatabase('security headers over plain HTTP', (use) => {
  it('sends a CSP that allows only our own scripts and forbids framing', async () => {
    const response = await use().app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describeOnEachDatabase(
  'security headers behind HTTPS',
  (use) => {
    it('adds HSTS when the public address is https', async () => {
      const response = await use().app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
  },
  { env: { APP_URL: 'https://sorted.example' } },
);
