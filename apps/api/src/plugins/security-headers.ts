import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

type HelmetOptions = Parameters<typeof helmet>[0];

// Mantine sets inline style attributes, hence 'unsafe-inline' for styles only; no inline scripts anywhere.
function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet would set, worked out once: with our options they are the same for every
 * response, and building them per request cost a few percent of a busy API's time.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(https))({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
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
