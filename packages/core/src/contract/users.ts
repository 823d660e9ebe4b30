import { z } from 'zod';
import { list, resource, single, toMany } from './json-api.ts';

export const userAttributes = z.strictObject({
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  locale: z.string(),
  profile_image_url: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  /** Whether the account signs in with its e-mail and a password (a Google-only account does not). */
  email_sign_in: z.boolean(),
  /** Whether the owner is e-mailed each notification too (the bell has them all the same). */
  notify_by_email: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserAttributes = z.infer<typeof userAttributes>;

export const roleResource = resource('roles', z.strictObject({ slug: z.string() }));
export type RoleResource = z.infer<typeof roleResource>;

export const userResource = resource('users', userAttributes, z.strictObject({ roles: toMany('roles') }));
export type UserResource = z.infer<typeof userResource>;

/** GET/PATCH /me, register, and the admin's single user: the roles are included when asked for. */
export const userDocument = single(userResource, { included: [roleResource] });
export type UserDocument = z.infer<typeof userDocument>;

/** GET /users (administrators). */
export const userListDocument = list(userResource);
export type UserListDocument = z.infer<typeof userListDocument>;
