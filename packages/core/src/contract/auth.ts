import { z } from 'zod';
import { messageDocument, metaOnly, resource, single } from './json-api.ts';

/** Sign-in (password, Google, the two-factor step): signed in, or a code is wanted first. */
export const signInDocument = metaOnly(
  z.strictObject({ message: z.string(), two_factor_required: z.literal(true).optional() }),
);
export type SignInDocument = z.infer<typeof signInDocument>;

/** GET /auth/google: where to send the browser (not JSON:API: the page follows `url`). */
/**
 * GET /email/verify/…: the address now verified, so that the sign-in form can be filled with it (whoever
 * holds the link had it mailed to that address).
 */
export const emailVerifiedDocument = metaOnly(z.strictObject({ message: z.string(), email: z.string() }));
export type EmailVerifiedDocument = z.infer<typeof emailVerifiedDocument>;

export const googleStartDocument = z.strictObject({ url: z.string(), state: z.string() });
export type GoogleStartDocument = z.infer<typeof googleStartDocument>;

/** POST /uploads/users/:id/profile-image: where the new image is. */
export const profileImageDocument = z.strictObject({ url: z.string() });
export type ProfileImageDocument = z.infer<typeof profileImageDocument>;

export const twoFactorSetupAttributes = z.strictObject({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});
export type TwoFactorSetupAttributes = z.infer<typeof twoFactorSetupAttributes>;
export const twoFactorSetupDocument = single(resource('two-factor-setups', twoFactorSetupAttributes));
export type TwoFactorSetupDocument = z.infer<typeof twoFactorSetupDocument>;

export const recoveryCodesAttributes = z.strictObject({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesAttributes = z.infer<typeof recoveryCodesAttributes>;
export const recoveryCodesDocument = single(resource('two-factor-recovery-codes', recoveryCodesAttributes));
export type RecoveryCodesDocument = z.infer<typeof recoveryCodesDocument>;

export { messageDocument };
