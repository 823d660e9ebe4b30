import {
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSignInSchema,
} from '@sorted/core/schemas/two-factor';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { fieldError, parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import type { AuthDeps } from './auth-deps.ts';
import { finishChallenge, pendingChallenge } from './sign-in-challenge.ts';
import { createTwoFactor } from './two-factor.ts';
import { findUserById } from './users.repository.ts';

/** Two-factor sign-in: set up and turned off from the profile, and the second step of signing in. */
export function twoFactorRoutes(deps: AuthDeps): FastifyPluginAsync {
  const twoFactor = createTwoFactor(deps);

  return async (api) => {
    api.post<{ Reply: ContractReply<'POST /two-factor/setup'> }>(
      '/two-factor/setup',
      { preHandler: requireUser },
      async (request) => {
        const userId = currentUserId(request);
        const user = await findUserById(deps.db.kysely, userId);
        if (!user) throw new HttpError(401, 'Unauthenticated.');
        const setup = await twoFactor.setUp(userId, user.email);
        return {
          data: {
            type: 'two-factor-setups',
            id: String(userId),
            attributes: { secret: setup.secret, otpauth_url: setup.otpauthUrl, qr_svg: setup.qrSvg },
          },
        };
      },
    );

    api.post<{ Reply: ContractReply<'POST /two-factor/confirm'> }>(
      '/two-factor/confirm',
      { preHandler: requireUser },
      async (request) => {
        const userId = currentUserId(request);
        const input = parseAttributes(twoFactorConfirmSchema, request);
        const codes = await twoFactor.confirm(userId, input, requestLocale(request));
        return {
          data: {
            type: 'two-factor-recovery-codes',
            id: String(userId),
            attributes: { recovery_codes: codes },
          },
        };
      },
    );

    api.post<{ Reply: ContractReply<'POST /two-factor/disable'> }>(
      '/two-factor/disable',
      { preHandler: requireUser },
      async (request) => {
        const input = parseAttributes(twoFactorDisableSchema, request);
        await twoFactor.disable(currentUserId(request), input, requestLocale(request));
        return { meta: { message: 'Two-factor sign-in is off.' } };
      },
    );

    api.post<{ Reply: ContractReply<'POST /login/two-factor'> }>(
      '/login/two-factor',
      async (request, reply) => {
        const challenge = await pendingChallenge(deps, request);
        const input = parseAttributes(twoFactorSignInSchema, request);
        const [field, value] =
          input.recovery_code !== undefined
            ? ['recovery_code', input.recovery_code]
            : ['code', input.code ?? ''];
        if (!(await twoFactor.verify(challenge.userId, value))) {
          throw fieldError(requestLocale(request), field, 'two_factor_code_invalid');
        }
        await finishChallenge(deps, request, reply, challenge);
        return { meta: { message: 'Authenticated' } };
      },
    );
  };
}
