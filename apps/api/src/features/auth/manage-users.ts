import type { Locale } from '@sorted/core/i18n/locales';
import type { AdminCreateUserInput, AdminUpdateUserInput } from '@sorted/core/schemas/auth';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { fieldError } from '../../lib/validation.ts';
import type { AuthDeps } from './auth-deps.ts';
import { refuseCommonPassword } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { deleteUser, insertUser, replaceRoles, updateUser } from './users.repository.ts';

// An administrator's operations on accounts (users-admin.routes.ts): the same rules as registration
// for the password and the address, without the verification mail (the account starts verified).

function emailTaken(locale: Locale) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw fieldError(locale, 'email', 'email_taken');
    throw error;
  };
}

/** A new, verified account with the roles given; answers its id. */
export async function createUserAsAdmin(
  deps: AuthDeps,
  input: AdminCreateUserInput,
  locale: Locale,
): Promise<number> {
  await refuseCommonPassword(input.password, locale);
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.kysely
    .transaction()
    .execute((trx) =>
      insertUser(trx, {
        name: input.name,
        email: input.email,
        passwordHash,
        locale,
        verifiedAt: new Date().toISOString(),
        roles: input.roles ?? [],
      }),
    )
    .catch(emailTaken(locale));
  return user.id;
}

/** Name, address and roles changed together, or not at all; a missing account is not found. */
export async function updateUserAsAdmin(
  deps: AuthDeps,
  userId: number,
  input: AdminUpdateUserInput,
  locale: Locale,
): Promise<void> {
  const updated = await deps.db.kysely
    .transaction()
    .execute(async (trx) => {
      const user = await updateUser(trx, userId, input, new Date().toISOString());
      if (user && input.roles) await replaceRoles(trx, userId, input.roles);
      return user;
    })
    .catch(emailTaken(locale));
  if (!updated) throw notFound();
}

/** Deletes another account with its data and profile image; an administrator's own is refused. */
export async function deleteUserAsAdmin(deps: AuthDeps, adminId: number, userId: number): Promise<void> {
  if (userId === adminId) throw new HttpError(409, 'You cannot delete your own account here.');
  // The account's stored files (its profile image) go with it (ON DELETE CASCADE).
  const deleted = await deleteUser(deps.db.kysely, userId);
  if (!deleted) throw notFound();
}
