import { BANK_LINE_STATUSES } from '@sorted/core/contract/bank';
import { bankAccountEditSchema, bankAccountSchema } from '@sorted/core/schemas/bank-accounts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { BankLineStatus } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { listDocument, singleDocument } from '../../lib/json-api-document.ts';
import { idParam, parseListQuery } from '../../lib/list-query.ts';
import { parseAttributes, relationshipId, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { bankAccountRow, findBankAccount, listBankAccounts } from './bank-accounts.repository.ts';
import { findBankLine, listBankLines } from './bank-lines.repository.ts';
import { recordsOfLines } from './bank-reconciliation.repository.ts';
import { bankAccountResource, bankLineResource } from './bank-resources.ts';
import { createBankAccount, editBankAccount, removeBankAccount } from './save-bank-account.ts';

/** `filter[status]`: one status, or every line (the default). Anything else is refused, not ignored. */
function statusFilter(request: FastifyRequest): BankLineStatus | 'all' {
  const value = (request.query as Record<string, unknown>)['filter[status]'];
  if (value === undefined || value === 'all') return 'all';
  if (typeof value === 'string' && (BANK_LINE_STATUSES as readonly string[]).includes(value)) {
    return value as BankLineStatus;
  }
  throw new HttpError(400, 'The filter[status] parameter is not valid.');
}

/** Whether the edit names a business (`relationships.company` or `company_id`), which it then must be. */
function namesCompany(request: FastifyRequest): boolean {
  const body = request.body as
    | { data?: { relationships?: { company?: unknown }; attributes?: { company_id?: unknown } } }
    | undefined;
  return body?.data?.relationships?.company !== undefined || body?.data?.attributes?.company_id !== undefined;
}

/** A business's bank accounts and their lines, scoped to the signed-in user (issue 29). */
export function bankAccountsRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  const { kysely } = db;

  async function accountDocument(userId: number, id: number) {
    const account = await findBankAccount(kysely, userId, id);
    if (!account) throw notFound();
    return singleDocument(bankAccountResource(account));
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /bank-accounts'> }>('/bank-accounts', async (request) => {
      const query = parseListQuery(request, ['name', 'created_at'] as const, 'name');
      const { rows, total } = await listBankAccounts(kysely, currentUserId(request), {
        limit: query.page.size,
        offset: query.offset,
        sort: query.sort.column,
        direction: query.sort.direction,
      });
      return listDocument(rows.map(bankAccountResource), { total, ...query.page });
    });

    api.get<{ Reply: ContractReply<'GET /bank-accounts/:id'> }>('/bank-accounts/:id', (request) =>
      accountDocument(currentUserId(request), idParam(request)),
    );

    api.post<{ Reply: ContractReply<'POST /bank-accounts'> }>('/bank-accounts', async (request, reply) => {
      const userId = currentUserId(request);
      const input = parseAttributes(bankAccountSchema, request);
      const companyId = relationshipId(request, 'company', 'company_required');
      const id = await createBankAccount(db, userId, input, companyId, requestLocale(request));
      return reply.code(201).send(await accountDocument(userId, id));
    });

    api.patch<{ Reply: ContractReply<'PATCH /bank-accounts/:id'> }>('/bank-accounts/:id', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      if (!(await bankAccountRow(kysely, userId, id))) throw notFound();
      const input = parseAttributes(bankAccountEditSchema, request);
      const companyId = namesCompany(request)
        ? relationshipId(request, 'company', 'company_required')
        : undefined;
      await editBankAccount(db, userId, id, input, companyId, requestLocale(request));
      return accountDocument(userId, id);
    });

    api.delete<{ Reply: ContractReply<'DELETE /bank-accounts/:id'> }>(
      '/bank-accounts/:id',
      async (request, reply) => {
        await removeBankAccount(db, currentUserId(request), idParam(request), requestLocale(request));
        return reply.code(204).send();
      },
    );

    api.get<{ Reply: ContractReply<'GET /bank-accounts/:id/lines'> }>(
      '/bank-accounts/:id/lines',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        const query = parseListQuery(request, ['date'] as const, '-date');
        const status = statusFilter(request);
        if (!(await bankAccountRow(kysely, userId, id))) throw notFound();
        const { rows, total } = await listBankLines(
          kysely,
          userId,
          id,
          { status, search: query.search },
          { limit: query.page.size, offset: query.offset },
        );
        const records = await recordsOfLines(kysely, userId, rows);
        return listDocument(
          rows.map((row) => bankLineResource(row, records)),
          { total, ...query.page },
        );
      },
    );

    api.get<{ Reply: ContractReply<'GET /bank-lines/:id'> }>('/bank-lines/:id', async (request) => {
      const userId = currentUserId(request);
      const line = await findBankLine(kysely, userId, idParam(request));
      // A line of an import still being written is not there yet.
      if (!line || line.status === 'importing') throw notFound();
      return singleDocument(bankLineResource(line, await recordsOfLines(kysely, userId, [line])));
    });
  };
}
