import type { BankRuleResource } from '@sorted/core/contract/bank';
import { isRecordId } from '@sorted/core/identifiers/record-id';
import { bankRuleOrderSchema, bankRuleSchema } from '@sorted/core/schemas/bank-rules';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { listDocument, singleDocument } from '../../lib/json-api-document.ts';
import { idParam, parseListQuery } from '../../lib/list-query.ts';
import { parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { bankRuleResource } from './bank-resources.ts';
import { allBankRules, findBankRule, listBankRules } from './bank-rules.repository.ts';
import {
  companyOfRule,
  createBankRule,
  editBankRule,
  orderBankRules,
  removeBankRule,
} from './save-bank-rule.ts';

/** `filter[company]`: the rules that apply to one business; anything but an id is refused, not ignored. */
function companyFilter(request: FastifyRequest): number | undefined {
  const value = (request.query as Record<string, unknown>)['filter[company]'];
  if (value === undefined) return undefined;
  const id = typeof value === 'string' ? Number(value) : Number.NaN;
  if (!isRecordId(id)) throw new HttpError(400, 'The filter[company] parameter is not valid.');
  return id;
}

const resources = (rows: Parameters<typeof bankRuleResource>[0][]): BankRuleResource[] =>
  rows.flatMap((row) => bankRuleResource(row) ?? []);

/** The owner's bank rules (issue 29): "a narrative like this is that", in the order they apply. */
export function bankRulesRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  const { kysely } = db;

  async function ruleDocument(userId: number, id: number) {
    const row = await findBankRule(kysely, userId, id);
    const resource = row && bankRuleResource(row);
    if (!resource) throw notFound();
    return singleDocument(resource);
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /bank-rules'> }>('/bank-rules', async (request) => {
      const query = parseListQuery(request, ['position'] as const, 'position');
      const { rows, total } = await listBankRules(kysely, currentUserId(request), companyFilter(request), {
        limit: query.page.size,
        offset: query.offset,
      });
      return listDocument(resources(rows), { total, ...query.page });
    });

    api.get<{ Reply: ContractReply<'GET /bank-rules/:id'> }>('/bank-rules/:id', (request) =>
      ruleDocument(currentUserId(request), idParam(request)),
    );

    api.post<{ Reply: ContractReply<'POST /bank-rules'> }>('/bank-rules', async (request, reply) => {
      const userId = currentUserId(request);
      const rule = parseAttributes(bankRuleSchema, request);
      const companyId = await companyOfRule(db, request, userId, requestLocale(request));
      const id = await createBankRule(db, userId, rule, companyId ?? null);
      return reply.code(201).send(await ruleDocument(userId, id));
    });

    api.patch<{ Reply: ContractReply<'PATCH /bank-rules/:id'> }>('/bank-rules/:id', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      if (!(await findBankRule(kysely, userId, id))) throw notFound();
      const rule = parseAttributes(bankRuleSchema, request);
      const companyId = await companyOfRule(db, request, userId, requestLocale(request));
      await editBankRule(db, userId, id, rule, companyId);
      return ruleDocument(userId, id);
    });

    api.delete<{ Reply: ContractReply<'DELETE /bank-rules/:id'> }>(
      '/bank-rules/:id',
      async (request, reply) => {
        await removeBankRule(db, currentUserId(request), idParam(request));
        return reply.code(204).send();
      },
    );

    api.put<{ Reply: ContractReply<'PUT /bank-rules/order'> }>('/bank-rules/order', async (request) => {
      const userId = currentUserId(request);
      const { ids } = parseAttributes(bankRuleOrderSchema, request);
      await orderBankRules(db, userId, ids, requestLocale(request));
      const rows = await allBankRules(kysely, userId);
      return listDocument(resources(rows), { total: rows.length, number: 1, size: Math.max(rows.length, 1) });
    });
  };
}
