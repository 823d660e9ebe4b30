import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, randomToken, safeEqual } from '../../lib/tokens.ts';
import type { AuthDeps } from './auth-deps.ts';
import { findUserById } from './users.repository.ts';

/**
 * A browser that has signed in to an account before: after each sign-in that reaches a session, an
 * HttpOnly cookie holding a random device id and an HMAC (with SESSION_SECRET) of that id and the
 * account's address. Nobody can make one for an account without signing in to it, and it says nothing
 * but "this browser signed in here". Its only use: the per-account sign-in limit (sign-in.ts) counts a
 * browser carrying one for the account apart from everybody else, so that a stranger spending the
 * account's attempts does not lock its owner out. One account per browser: the latest sign-in's.
 */
export const DEVICE_COOKIE = 'sorted_device';
const DEVICE_SECONDS = 365 * 24 * 60 * 60;

const macOf = (secret: string, email: string, deviceId: string) =>
  hmac(secret, `sign-in device\n${email.toLowerCase()}\n${deviceId}`);

/** The device id of the request's cookie when it was signed for the account of `email`. */
export function knownDevice(secret: string, request: FastifyRequest, email: string): string | undefined {
  const [deviceId, mac, ...rest] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
  if (!deviceId || !mac || rest.length > 0) return undefined;
  return safeEqual(mac, macOf(secret, email, deviceId)) ? deviceId : undefined;
}

/** Marks this browser as one that signed in to the account (keeping its id when it was already). */
export async function rememberDevice(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const user = await findUserById(deps.db.kysely, userId);
  if (!user) return;
  const secret = deps.config.sessionSecret;
  const deviceId = knownDevice(secret, request, user.email) ?? randomToken(16);
  reply.setCookie(DEVICE_COOKIE, `${deviceId}.${macOf(secret, user.email, deviceId)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.appUrl.startsWith('https://'),
    maxAge: DEVICE_SECONDS,
  });
}
