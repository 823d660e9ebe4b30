import { isLocale } from '@sorted/core/i18n/locales';
import { RECORD_ID_MAX } from '@sorted/core/identifiers/record-id';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@sorted/core/schemas/auth';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import type { AuthDeps } from './auth-deps.ts';
import { createGoogleSignIn, OAUTH_COOKIE, OAUTH_COOKIE_SECONDS } from './google-sign-in.ts';
import { registerUser, sendVerificationMail } from './register-user.ts';
import { requestPasswordReset, resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { passFirstStep } from './sign-in-challenge.ts';
import { serializeUser } from './user.serializer.ts';
import { findUserByEmail, findUserById, rolesOfUser } from './users.repository.ts';
import { verifyEmail } from './verify-email.ts';

const verificationParams = z.object({
  userId: z.coerce.number().int().positive().max(RECORD_ID_MAX),
  hash: z.string().regex(/^[0-9a-f]{40}$/),
});
const verificationQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(100),
});
const resendSchema = z.object({ email: z.string().trim().toLowerCase().max(254) });

const googleCallbackSchema = z.object({
  code: z.string('Missing code').trim().min(1, 'Missing code').max(2048),
  state: z.string('OAuth state mismatch').min(1, 'OAuth state mismatch').max(512),
  iss: z.string().max(2048).optional(),
  remember: z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')]).optional(),
});

const FORGOT_DETAIL = 'If that address has an account, a link to reset its password is on its way.';
const RESEND_DETAIL = 'If that address has an account waiting for verification, a new link is on its way.';

export function authRoutes(deps: AuthDeps): FastifyPluginAsync {
  const google = createGoogleSignIn(deps);

  return async (api) => {
    // The sign-in binding cookie goes only to the two Google routes, for as long as a state lives.
    const oauthCookie = {
      path: `${api.prefix}/auth/google`,
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.appUrl.startsWith('https://'),
    } as const;

    api.post<{ Reply: ContractReply<'POST /register'> }>('/register', async (request, reply) => {
      await deps.limiter.hit(`register:${request.ip}`, 3, 60);
      // The answer says whether an address is taken (as the spec has it), so addresses are slowed down.
      await deps.limiter.hit(`register-hour:${request.ip}`, 10, 60 * 60);
      const input = parseAttributes(registerSchema, request);
      const user = await registerUser(deps, input, requestLocale(request));
      return reply
        .code(201)
        .send(serializeUser(user, await rolesOfUser(deps.db.kysely, user.id), { includeRoles: true }));
    });

    api.get<{ Reply: ContractReply<'GET /email/verify/:userId/:hash'> }>(
      '/email/verify/:userId/:hash',
      async (request) => {
        const params = verificationParams.safeParse(request.params);
        const query = verificationQuery.safeParse(request.query);
        if (!params.success || !query.success) {
          throw new HttpError(400, 'The verification link is invalid. Please request a new one.');
        }
        const email = await verifyEmail(deps, { ...params.data, ...query.data });
        return { meta: { message: 'Your email address is verified. You can sign in now.', email } };
      },
    );

    api.post<{ Reply: ContractReply<'POST /email/verification-notification'> }>(
      '/email/verification-notification',
      async (request, reply) => {
        await deps.limiter.hit(`resend:${request.ip}`, 3, 60);
        const { email } = parseAttributes(resendSchema, request);
        const user = await findUserByEmail(deps.db.kysely, email);
        if (user && !user.emailVerifiedAt) {
          await sendVerificationMail(
            deps,
            user,
            isLocale(user.locale) ? user.locale : requestLocale(request),
          );
        }
        return reply.code(202).send({ meta: { message: RESEND_DETAIL } });
      },
    );

    api.post<{ Reply: ContractReply<'POST /login'> }>('/login', async (request, reply) => {
      const input = parseAttributes(loginSchema, request);
      const user = await signIn(deps, input, request);
      return passFirstStep(deps, request, reply, user.id, input.remember ?? false);
    });

    api.get<{ Reply: ContractReply<'GET /auth/google'> }>('/auth/google', async (request, reply) => {
      // Each start writes a state row: bounded per address.
      await deps.limiter.hit(`google:${request.ip}`, 20, 10 * 60);
      const { url, state, binding } = await google.start();
      reply.setCookie(OAUTH_COOKIE, binding, { ...oauthCookie, maxAge: OAUTH_COOKIE_SECONDS });
      return { url, state };
    });

    api.post<{ Reply: ContractReply<'POST /auth/google/callback'> }>(
      '/auth/google/callback',
      async (request, reply) => {
        const input = parseAttributes(googleCallbackSchema, request);
        google.requireBinding(request.cookies[OAUTH_COOKIE], input.state);
        // This browser's sign-in is used up from here, whatever the outcome.
        reply.clearCookie(OAUTH_COOKIE, oauthCookie);
        const user = await google.finish(input, requestLocale(request));
        const remember = input.remember === true || input.remember === 1 || input.remember === '1';
        return passFirstStep(deps, request, reply, user.id, remember);
      },
    );

    api.post<{ Reply: ContractReply<'POST /logout'> }>('/logout', async (request, reply) => {
      await deps.sessions.end(request, reply);
      return { meta: { message: 'Logged out' } };
    });

    api.post<{ Reply: ContractReply<'POST /password-forgot'> }>(
      '/password-forgot',
      async (request, reply) => {
        await deps.limiter.hit(`forgot:${request.ip}`, 3, 60);
        const input = parseAttributes(forgotPasswordSchema, request);
        const locale = requestLocale(request);
        // After the answer: its timing must not tell whether the address has an account.
        deps.afterResponse.run(reply, () => requestPasswordReset(deps, input, locale));
        return reply.code(202).send({ meta: { message: FORGOT_DETAIL } });
      },
    );

    api.post<{ Reply: ContractReply<'POST /password-reset'> }>('/password-reset', async (request) => {
      await deps.limiter.hit(`reset:${request.ip}`, 10, 60);
      const input = parseAttributes(resetPasswordSchema, request);
      await resetPassword(deps, input, requestLocale(request));
      return { meta: { message: 'Your password has been reset. You can sign in now.' } };
    });

    api.get<{ Reply: ContractReply<'GET /me'> }>('/me', { preHandler: requireUser }, async (request) => {
      const user = await findUserById(deps.db.kysely, currentUserId(request));
      if (!user) throw new HttpError(401, 'Unauthenticated.');
      const include = String((request.query as { include?: unknown }).include ?? '').split(',');
      return serializeUser(user, await rolesOfUser(deps.db.kysely, user.id), {
        includeRoles: include.includes('roles') || include.includes('role'),
      });
    });
  };
}
