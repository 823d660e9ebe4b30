import { adminCreateUserSchema, adminUpdateUserSchema } from '@sorted/core/schemas/auth';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { listDocument } from '../../lib/json-api-document.ts';
import { idParam, parseListQuery } from '../../lib/list-query.ts';
import { fieldError, parseAttributes, requestLocale } from '../../lib/validation.ts';
import { userHasRole } from '../../plugins/sessions/roles.repository.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import type { AuthDeps } from './auth-deps.ts';
import { refuseCommonPassword } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { removeProfileImage } from './profile-images.ts';
import { serializeUser } from './user.serializer.ts';
import {
  deleteUser,
  findUserById,
  insertUser,
  listUsers,
  replaceRoles,
  rolesOfUser,
  rolesOfUsers,
  updateUser,
} from './users.repository.ts';

/** User management, for administrators only (`npm run user:admin -- <email>` makes one). */
export function usersAdminRoutes(deps: AuthDeps): FastifyPluginAsync {
  const { kysely } = deps.db;

  async function requireAdmin(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (!(await userHasRole(kysely, currentUserId(request), 'admin'))) {
      throw new HttpError(403, 'This action is for administrators only.');
    }
  }

  async function present(userId: number) {
    const user = await findUserById(kysely, userId);
    if (!user) throw notFound();
    return serializeUser(user, await rolesOfUser(kysely, userId), { includeRoles: true });
  }

  function uniqueEmail(request: FastifyRequest) {
    return (error: unknown): never => {
      if (isUniqueViolation(error)) throw fieldError(requestLocale(request), 'email', 'email_taken');
      throw error;
    };
  }

  return async (api) => {
    api.addHook('preHandler', requireAdmin);

    api.get('/users', async (request) => {
      const query = parseListQuery(request, ['id'] as const, 'id');
      const { users, total } = await listUsers(kysely, {
        search: query.search,
        limit: query.page.size,
        offset: query.offset,
      });
      const roles = await rolesOfUsers(
        kysely,
        users.map((user) => user.id),
      );
      const data = users.map(
        (user) => serializeUser(user, roles.get(user.id) ?? [], { includeRoles: false }).data,
      );
      return listDocument(data, { total, ...query.page });
    });

    api.get('/users/:id', async (request) => present(idParam(request)));

    api.post('/users', async (request, reply) => {
      const input = parseAttributes(adminCreateUserSchema, request);
      await refuseCommonPassword(input.password, requestLocale(request));
      const passwordHash = await hashPassword(input.password);
      const user = await kysely
        .transaction()
        .execute((trx) =>
          insertUser(trx, {
            name: input.name,
            email: input.email,
            passwordHash,
            locale: requestLocale(request),
            verifiedAt: new Date().toISOString(),
            roles: input.roles ?? [],
          }),
        )
        .catch(uniqueEmail(request));
      return reply.code(201).send(await present(user.id));
    });

    api.patch('/users/:id', async (request) => {
      const userId = idParam(request);
      const input = parseAttributes(adminUpdateUserSchema, request);
      const updated = await kysely
        .transaction()
        .execute(async (trx) => {
          const user = await updateUser(trx, userId, input, new Date().toISOString());
          if (user && input.roles) await replaceRoles(trx, userId, input.roles);
          return user;
        })
        .catch(uniqueEmail(request));
      if (!updated) throw notFound();
      return present(userId);
    });

    api.delete('/users/:id', async (request, reply) => {
      const userId = idParam(request);
      if (userId === currentUserId(request))
        throw new HttpError(409, 'You cannot delete your own account here.');
      const deleted = await deleteUser(kysely, userId);
      if (!deleted) throw notFound();
      // The image must not outlive the account (its URL would keep answering).
      removeProfileImage(deps.config.dataDir, deleted.profileImage);
      return reply.code(204).send();
    });
  };
}
