import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { message } from './fields.ts';

// Two-factor sign-in (TOTP, RFC 6238). Apps show codes as "123 456" and people copy recovery codes
// with or without the hyphen, in either case: both are compared without spaces, hyphens or case.

/** A code from an authenticator app, without the spaces apps put in it; undefined unless 6 digits. */
export function totpCode(value: string): string | undefined {
  const digits = value.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** A recovery code as stored (10 base32 characters, lower case); undefined unless it has that shape. */
export function recoveryCode(value: string): string | undefined {
  const compact = value.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z2-7]{10}$/.test(compact) ? compact : undefined;
}

const required = message('two_factor_code_required');
const invalid = message('two_factor_code_invalid');

// A blank code is missing, not also malformed: the shape checks stop there.
const text = z.string(required).trim().min(1, { message: required, abort: true }).max(64, invalid);
const appCode = text
  .refine((value) => totpCode(value) !== undefined, invalid)
  .transform((value) => totpCode(value) ?? value);
/** An authenticator code or a recovery code, told apart by their shapes. */
const anyCode = text.refine((value) => totpCode(value) !== undefined || recoveryCode(value) !== undefined, {
  message: invalid,
});

/** Confirming the setup (turning it on): only the app's code proves the app holds the secret. */
export const twoFactorConfirmSchema = z.object({
  code: appCode,
  /** The current password, wanted when the account has one (Google-only accounts have none). */
  password: z
    .string(message('password_required'))
    .max(PASSWORD_MAX_LENGTH, message('password_incorrect'))
    .optional(),
});
export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmSchema>;

/** The second step of signing in: the app's code, or a recovery code (in either field). */
export const twoFactorSignInSchema = z
  .object({ code: anyCode.optional(), recovery_code: anyCode.optional() })
  .superRefine((value, context) => {
    if (value.code === undefined && value.recovery_code === undefined) {
      context.addIssue({ code: 'custom', message: required, path: ['code'] });
    }
  });
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInSchema>;

/** Turning two-factor off: the password (accounts that have one) and a code or a recovery code. */
export const twoFactorDisableSchema = z.object({
  password: z
    .string(message('password_required'))
    .max(PASSWORD_MAX_LENGTH, message('password_incorrect'))
    .optional(),
  code: anyCode,
});
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;
