import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { requiredEmail as email, message, requiredName } from './fields.ts';

// Schemas name message keys (see i18n/validation-messages.ts), never texts, so each side can say
// them in the user's language.

export const PASSWORD_MAX_LENGTH = 128;

/** The rules of the sign-up checklist, in the order the form shows them. */
export const passwordRules: ReadonlyArray<{
  key: ValidationMessageKey;
  test: (password: string) => boolean;
}> = [
  { key: 'password_min', test: (password) => password.length >= 8 },
  { key: 'password_uppercase', test: (password) => /\p{Lu}/u.test(password) },
  { key: 'password_lowercase', test: (password) => /\p{Ll}/u.test(password) },
  { key: 'password_number', test: (password) => /\p{Nd}/u.test(password) },
];

const name = requiredName('name_required');

const newPassword = z
  .string(message('password_required'))
  .min(1, message('password_required'))
  .max(PASSWORD_MAX_LENGTH, message('password_max'))
  .superRefine((password, context) => {
    const broken = passwordRules.find((rule) => !rule.test(password));
    if (broken) context.addIssue({ code: 'custom', message: broken.key });
  });

const confirmation = z.string(message('password_mismatch'));

function confirmed<T extends { password: string; password_confirmation: string }>(
  value: T,
  context: z.RefinementCtx,
) {
  if (value.password !== value.password_confirmation) {
    context.addIssue({
      code: 'custom',
      message: message('password_mismatch'),
      path: ['password_confirmation'],
    });
  }
}

export const registerSchema = z
  .object({ name, email, password: newPassword, password_confirmation: confirmation })
  .superRefine(confirmed);
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  // Bounded like every stored address: the sign-in rate limit keeps the address in an indexed key.
  email: z
    .string(message('email_required'))
    .trim()
    .toLowerCase()
    .min(1, message('email_required'))
    .max(254, message('email_invalid')),
  password: z.string(message('password_required')).min(1, message('password_required')),
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email, redirect_url: z.string().max(2048).optional() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    email,
    token: z.string(message('token_required')).min(1, message('token_required')).max(256),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .superRefine(confirmed);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const profileSchema = z.object({ name });
export type ProfileInput = z.infer<typeof profileSchema>;

/** The language the user chose: their e-mails are written in it. */
export const languagePreferenceSchema = z.object({ locale: z.enum(LOCALES, message('locale_invalid')) });

/** Whether the owner is e-mailed each notification too (PATCH /me with only this attribute). */
export const notificationPreferenceSchema = z.object({
  notify_by_email: z.boolean(message('notify_by_email_invalid')),
});

export const ROLES = ['grow', 'admin'] as const;
const roles = z.array(z.enum(ROLES, message('role_invalid')), message('role_invalid')).max(ROLES.length);

/** An administrator creating an account: it starts verified, with the roles given. */
export const adminCreateUserSchema = z.object({
  name,
  email,
  password: newPassword,
  roles: roles.optional(),
});
export type AdminCreateUserInput = z.infer<typeof adminCreateUserSchema>;

export const adminUpdateUserSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  roles: roles.optional(),
});
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;
