import type { Locale } from '@sorted/core/i18n/locales';
import { recoveryCode, totpCode } from '@sorted/core/schemas/two-factor';
import { errorObject, HttpError } from '../../lib/http-error.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { fieldError } from '../../lib/validation.ts';
import type { AuthDeps } from './auth-deps.ts';
import { passwordMatches } from './passwords.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { createWrongCodeWatch, notifyOwner } from './security-notices.ts';
import { matchingStep, newTotpSecret, otpauthUrl, qrSvg } from './totp.ts';
import {
  acceptStep,
  deleteTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  savePendingSecret,
  useRecoveryCode,
} from './two-factor.repository.ts';
import { findUserById } from './users.repository.ts';

// Code attempts per account, wherever they come from: a guessed password gets a handful of tries at
// the second factor, never a million. As many wrong codes in a row at sign-in (a whole window of tries
// spent on wrong codes) and the owner is told by mail, once per burst (security-notices.ts).
const ATTEMPTS = 5;
const ATTEMPT_WINDOW_SECONDS = 5 * 60;

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

function conflict(detail: string, code: string): HttpError {
  return new HttpError(409, detail, { errors: [{ ...errorObject(409, detail), code }] });
}

/** Two-factor sign-in: setting it up, checking its codes at sign-in, turning it off. */
export function createTwoFactor(deps: AuthDeps) {
  const db = deps.db.kysely;
  const box = createSecretBox(deps.config.sessionSecret, 'two-factor secret');
  // Bound to the owner: a ciphertext copied to another user's row does not open.
  const boxContext = (userId: number) => `user:${userId}`;
  const wrongCodes = createWrongCodeWatch(deps, ATTEMPTS);

  const countAttempt = (userId: number) =>
    deps.limiter.hit(`two-factor:${userId}`, ATTEMPTS, ATTEMPT_WINDOW_SECONDS);

  /** The step of a right code of the user's secret; a secret that no longer opens takes no code. */
  function stepOf(userId: number, secretCiphertext: string, code: string): number | undefined {
    const secret = box.open(secretCiphertext, boxContext(userId));
    return secret === undefined ? undefined : matchingStep(secret, code);
  }

  /** An app code not used before (its step later than the last one's), or an unused recovery code. */
  async function secondFactorMatches(userId: number, value: string): Promise<boolean> {
    const record = await findTwoFactor(db, userId);
    if (!record?.enabled) return false;
    const code = totpCode(value);
    if (code !== undefined) {
      const step = stepOf(userId, record.secretCiphertext, code);
      return step !== undefined && (await acceptStep(db, userId, step));
    }
    const recovery = recoveryCode(value);
    return (
      recovery !== undefined &&
      (await useRecoveryCode(db, userId, recoveryCodeHash(recovery), new Date().toISOString()))
    );
  }

  /** The account's password, when it has one (422 on the password field when missing or wrong). */
  async function requirePassword(userId: number, password: string | undefined, locale: Locale) {
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(401, 'Unauthenticated.');
    if (!user.passwordHash) return;
    if (!password) throw fieldError(locale, 'password', 'password_required');
    if (!(await passwordMatches(user.passwordHash, password))) {
      throw fieldError(locale, 'password', 'password_incorrect');
    }
  }

  return {
    /** A new secret waiting for its first code; replaces an unconfirmed one. 409 when it is on already. */
    async setUp(userId: number, email: string): Promise<TwoFactorSetup> {
      const secret = newTotpSecret();
      if (!(await savePendingSecret(db, userId, box.seal(secret, boxContext(userId))))) {
        throw conflict('Two-factor sign-in is already on.', 'two_factor_already_enabled');
      }
      const url = otpauthUrl(secret, email);
      return { secret, otpauthUrl: url, qrSvg: await qrSvg(url) };
    },

    /**
     * Turns the pending secret on with its first code and the password (when the account has one: a
     * session left open is not enough to put the owner's sign-in behind someone else's app); the new
     * recovery codes, in plain this once.
     */
    async confirm(
      userId: number,
      input: { code: string; password?: string | undefined },
      locale: Locale,
    ): Promise<string[]> {
      await countAttempt(userId);
      const record = await findTwoFactor(db, userId);
      const missing = () =>
        conflict('There is no two-factor setup to confirm. Please start again.', 'two_factor_setup_missing');
      if (!record || record.enabled) throw missing();
      await requirePassword(userId, input.password, locale);
      const step = stepOf(userId, record.secretCiphertext, input.code);
      if (step === undefined) throw fieldError(locale, 'code', 'two_factor_code_invalid');
      const codes = newRecoveryCodes();
      const enabled = await enableTwoFactor(db, userId, {
        step,
        recoveryCodeHashes: codes.map((plain) => recoveryCodeHash(recoveryCode(plain) ?? plain)),
        now: new Date().toISOString(),
      });
      if (!enabled) throw missing();
      await notifyOwner(deps, userId, 'twoFactorOn');
      return codes;
    },

    /**
     * The second step of a sign-in: false for a wrong, used or replayed code. Wrong codes in a row are
     * counted, and the owner told by mail once a burst of them reaches ATTEMPTS.
     */
    async verify(userId: number, value: string): Promise<boolean> {
      await countAttempt(userId);
      const matches = await secondFactorMatches(userId, value);
      await (matches ? wrongCodes.right(userId) : wrongCodes.wrong(userId));
      return matches;
    },

    /** Turns it off with the password (when the account has one) and a code or recovery code. */
    async disable(userId: number, input: { password?: string | undefined; code: string }, locale: Locale) {
      await countAttempt(userId);
      const record = await findTwoFactor(db, userId);
      if (!record?.enabled) throw conflict('Two-factor sign-in is not on.', 'two_factor_not_enabled');
      await requirePassword(userId, input.password, locale);
      if (!(await secondFactorMatches(userId, input.code))) {
        throw fieldError(locale, 'code', 'two_factor_code_invalid');
      }
      await deleteTwoFactor(db, userId);
      await notifyOwner(deps, userId, 'twoFactorOff');
    },
  };
}
