import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import {
  deleteSession,
  deleteSessionsOfUser,
  findLiveSession,
  insertSession,
  touchSession,
} from './sessions.repository.ts';

export const SESSION_COOKIE = 'sorted_session';
const IDLE_MS = 2 * 60 * 60 * 1000;
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
// However active, a session ends this long after its sign-in: a stolen cookie is not good for ever.
const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// last_seen is written at most once a minute, so reads do not turn into writes on every request.
const TOUCH_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null. Set for every request under the API prefix. */
    userId: number | null;
    sessionIdHash: string | null;
  }
}

export interface Sessions {
  start(request: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  endAllOf(userId: number): Promise<void>;
}

/**
 * Server-side sessions in the database: the cookie holds a random id, the table only its hash. Idle
 * sessions end after 2 hours; "remember me" keeps one for 30 days; none outlives 30 days from sign-in.
 */
export function installSessions(api: FastifyInstance, db: Db, options: { secure: boolean }): Sessions {
  api.decorateRequest('userId', null);
  api.decorateRequest('sessionIdHash', null);

  api.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const idHash = sha256(token);
    const now = new Date();
    const startedAfter = new Date(now.getTime() - LIFETIME_MS).toISOString();
    const session = await findLiveSession(db.kysely, idHash, now.toISOString(), startedAfter);
    if (!session) return;
    request.userId = session.userId;
    request.sessionIdHash = idHash;
    if (!session.remember && now.getTime() - Date.parse(session.lastSeenAt) > TOUCH_EVERY_MS) {
      const idleEnd = now.getTime() + IDLE_MS;
      const lifetimeEnd = Date.parse(session.createdAt) + LIFETIME_MS;
      await touchSession(
        db.kysely,
        idHash,
        now.toISOString(),
        new Date(Math.min(idleEnd, lifetimeEnd)).toISOString(),
      );
    }
  });

  return {
    async start(request, reply, userId, remember) {
      // A new id at every sign-in, so an id planted before sign-in is worth nothing after it.
      if (request.sessionIdHash) await deleteSession(db.kysely, request.sessionIdHash);
      const token = randomToken();
      const now = new Date();
      await insertSession(db.kysely, {
        idHash: sha256(token),
        userId,
        remember,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + (remember ? REMEMBER_MS : IDLE_MS)).toISOString(),
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        ...(remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
      });
      request.userId = userId;
    },
    async end(request, reply) {
      if (request.sessionIdHash) await deleteSession(db.kysely, request.sessionIdHash);
      request.userId = null;
      request.sessionIdHash = null;
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
      });
    },
    endAllOf: (userId) => deleteSessionsOfUser(db.kysely, userId),
  };
}

/** preHandler for routes that need a signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.userId === null) throw new HttpError(401, 'Unauthenticated.');
}

/** The signed-in user's id inside a handler behind requireUser. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw new HttpError(401, 'Unauthenticated.');
  return request.userId;
}
