import { adminCreateUserSchema, adminUpdateUserSchema } from '@sorted/core/schemas/auth';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { listDocument } from '../../lib/json-api-document.ts';
import { idParam, parseListQuery } from '../../lib/list-query.ts';
import { parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { userHasRole } from '../../plugins/sessions/roles.repository.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import type { AuthDeps } from './auth-deps.ts';
import { createUserAsAdmin, deleteUserAsAdmin, updateUserAsAdmin } from './manage-users.ts';
import { serializeUser } from './user.serializer.ts';
import { findUserById, listUsers, rolesOfUser, rolesOfUsers } from './users.repository.ts';

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

  return async (api) => {
    api.addHook('preHandler', requireAdmin);

    api.get<{ Reply: ContractReply<'GET /users'> }>('/users', async (request) => {
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

    api.get<{ Reply: ContractReply<'GET /users/:id'> }>('/users/:id', async (request) =>
      present(idParam(request)),
    );

    api.post<{ Reply: ContractReply<'POST /users'> }>('/users', async (request, reply) => {
      const input = parseAttributes(adminCreateUserSchema, request);
      const id = await createUserAsAdmin(deps, input, requestLocale(request));
      return reply.code(201).send(await present(id));
    });

    api.patch<{ Reply: ContractReply<'PATCH /users/:id'> }>('/users/:id', async (request) => {
      const userId = idParam(request);
      const input = parseAttributes(adminUpdateUserSchema, request);
      await updateUserAsAdmin(deps, userId, input, requestLocale(request));
      return present(userId);
    });

    api.delete<{ Reply: ContractReply<'DELETE /users/:id'> }>('/users/:id', async (request, reply) => {
      await deleteUserAsAdmin(deps, currentUserId(request), idParam(request));
      return reply.code(204).send();
    });
  };
}
