import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { hmac, randomToken, safeEqual } from '../lib/tokens.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF: GET /csrf-cookie sets a readable, signed XSRF-TOKEN cookie; every state-changing
 * request must send the same value as X-XSRF-TOKEN, or it answers 419. The signature means a cookie
 * planted by a sibling subdomain is refused.
 */
export function installCsrf(api: FastifyInstance, options: { secret: string; secure: boolean }): void {
  const sign = (nonce: string) => `${nonce}.${hmac(options.secret, `csrf.${nonce}`)}`;
  const isGenuine = (token: string) => {
    const [nonce = '', signature = ''] = token.split('.');
    return nonce !== '' && safeEqual(sign(nonce), `${nonce}.${signature}`);
  };

  api.get('/csrf-cookie', async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.setCookie(CSRF_COOKIE, sign(randomToken()), {
      path: '/',
      sameSite: 'lax',
      secure: options.secure,
      httpOnly: false,
    });
    return reply.code(204).send();
  });

  api.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers['x-xsrf-token'];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header) || !isGenuine(cookie)) {
      throw new HttpError(419, 'CSRF token mismatch. Reload the page and try again.');
    }
  });
}
