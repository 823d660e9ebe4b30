import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Mantine sets inline style attributes, hence 'unsafe-inline' for styles only; no inline scripts anywhere.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * The same headers for every response, so written out once. Besides the policy: the page opens no
 * cross-origin windows and lends no resources to other sites, is never framed, never sniffed, keeps
 * its own agent cluster, and the legacy XSS filter (itself a source of leaks) is off.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': [
      ...CONTENT_SECURITY_POLICY,
      ...(https ? ['upgrade-insecure-requests'] : []),
    ].join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Sets the security headers and the request id on a reply; the headers are worked out once, here. */
export function securityHeaderSetter(https: boolean): (request: FastifyRequest, reply: FastifyReply) => void {
  const headers = securityHeaders(https);
  return (request, reply) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
  };
}

/** Sets the security headers (and the request id) on every response, in one synchronous hook. */
export function installSecurityHeaders(
  app: FastifyInstance,
  setHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request, reply);
    done();
  });
}

/**
 * API answers hold user data: no cache (browser, proxy, back-forward) may keep them. Set first, so a
 * route with a policy of its own (a profile image) replaces it; errors and 404s keep it.
 */
export function installNoStore(api: FastifyInstance): void {
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
}
