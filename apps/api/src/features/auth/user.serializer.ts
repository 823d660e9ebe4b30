import type { UserDocument } from '@sorted/core/contract/users';
import { profileImageUrl } from './profile-images.ts';
import type { UserRecord } from './users.repository.ts';

/** A user as JSON:API, with the role slugs as included `roles` resources when asked for. */
export function serializeUser(
  user: UserRecord,
  roles: string[],
  options: { includeRoles: boolean },
): UserDocument {
  return {
    data: {
      type: 'users' as const,
      id: String(user.id),
      attributes: {
        name: user.name,
        email: user.email,
        email_verified_at: user.emailVerifiedAt,
        locale: user.locale,
        profile_image_url: profileImageUrl(user.profileImage),
        two_factor_enabled: user.twoFactorEnabled,
        // Whether the account signs in with its e-mail and a password (a Google-only account does not): turning
        // two-factor off asks for the password only then.
        email_sign_in: user.passwordHash !== null,
        notify_by_email: user.notifyByEmail,
        created_at: user.createdAt,
        updated_at: user.updatedAt,
      },
      relationships: { roles: { data: roles.map((slug) => ({ type: 'roles' as const, id: slug })) } },
    },
    ...(options.includeRoles
      ? { included: roles.map((slug) => ({ type: 'roles' as const, id: slug, attributes: { slug } })) }
      : {}),
  };
}
