import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound, fileNotFound } from './json-api.ts';
import { SESSION_COOKIE } from './sessions/sessions.ts';
import { signedInPage } from './signed-in-page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where the web app shows a document to its client (lib/document-links.ts, publicPagePath). */
const PUBLIC_PAGE_PREFIX = '/p/';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * other page path answered with index.html so the client router can take it. API paths never get the SPA.
 */
export async function installSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasSpa = existsSync(join(distDir, 'index.html'));
  const pageWithSession = hasSpa ? signedInPage(distDir) : null;
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts); browsers get the smallest they accept.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes(`${join(distDir, 'assets')}`) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (path === '/api' || path.startsWith('/api/')) return apiNotFound(request, reply);
    if (!hasSpa || !isPage) return fileNotFound(request, reply);
    if (path.startsWith(PUBLIC_PAGE_PREFIX)) {
      // A client's page (its token in the address): never indexed, never named to another site.
      reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
    }
    reply.header('cache-control', 'no-cache');
    // A visitor with a session gets the signed-in frame's files named in the page (not a client's page,
    // which has no frame); one without gets the page as built, so the sign-in page stays as light.
    if (pageWithSession && !path.startsWith(PUBLIC_PAGE_PREFIX)) {
      reply.header('vary', 'Cookie');
      if (request.cookies[SESSION_COOKIE]) {
        return reply
          .type('text/html; charset=utf-8')
          .send(pageWithSession(request.headers['accept-language'], path, request.url.includes('?')));
      }
    }
    return reply.sendFile('index.html');
  });
}
