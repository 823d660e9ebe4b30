import type { AssetResource } from '@sorted/core/contract/assets';
import type { Locale } from '@sorted/core/i18n/locales';
import { centsToDecimal } from '@sorted/core/money/cents';
import { type Asset, assetSchema } from '@sorted/core/schemas/assets';
import type { AssetMethod } from '@sorted/core/tax-time/depreciation-schedule';
import { yearStart } from '@sorted/core/tax-time/financial-year';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { companyOfUser } from '../../db/owned.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import { idParam } from '../../lib/list-query.ts';
import {
  optionalRelationshipId,
  parseAttributes,
  relationshipError,
  relationshipId,
  requestLocale,
} from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import {
  type AssetRow,
  assetOfExpense,
  deleteAsset,
  findAsset,
  insertAsset,
  listAssets,
  lockExpenseOfBusiness,
  updateAsset,
} from './assets.repository.ts';
import { depreciationOfYear } from './depreciation-of-year.ts';

// The asset register and the year's depreciation schedule (issue 31, item 3); thin handlers, the rules
// are core's (tax-time/depreciation-schedule.ts).

/** Months as years with two decimals: 40 → "3.33", 90 → "7.50". */
const lifeYears = (months: number) => (Math.round((months * 100) / 12) / 100).toFixed(2);

function assetResource(row: AssetRow): AssetResource {
  return {
    type: 'assets',
    id: String(row.id),
    attributes: {
      name: row.name,
      cost: centsToDecimal(Number(row.cost_cents)),
      first_used: row.first_used,
      business_use_percent: row.business_use_bps / 100,
      effective_life_years: lifeYears(row.effective_life_months),
      effective_life_months: row.effective_life_months,
      method: row.method as AssetMethod,
      is_car: Boolean(row.is_car),
      disposed_on: row.disposed_on,
      proceeds: row.proceeds_cents === null ? null : centsToDecimal(Number(row.proceeds_cents)),
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    relationships: {
      company: { data: { type: 'companies', id: String(row.company_id) } },
      expense: { data: row.expense_id === null ? null : { type: 'expenses', id: String(row.expense_id) } },
    },
  };
}

/** The financial year in the path ("2025-26"); anything else is a bad request. */
function yearParam(request: FastifyRequest): string {
  const year = (request.params as Record<string, string | undefined>).year ?? '';
  try {
    const start = yearStart(year);
    if (start >= 2000 && start < 2100) return year;
  } catch {
    // refused below
  }
  throw new HttpError(400, 'The year parameter is not a financial year like 2025-26.');
}

export function assetsRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  const { kysely } = db;

  async function assetDocument(userId: number, id: number) {
    const asset = await findAsset(kysely, userId, id);
    if (!asset) throw notFound();
    return singleDocument(assetResource(asset));
  }

  /**
   * The form's fields with the owner's business and, when named, one of its expenses that no other asset
   * was recorded from: checked in that order, inside the save's transaction (`assetId` is the asset being
   * edited).
   */
  async function fieldsOf(
    trx: Executor,
    request: FastifyRequest,
    userId: number,
    assetId: number | null,
    locale: Locale,
  ) {
    const input: Asset = parseAttributes(assetSchema, request);
    const companyId = relationshipId(request, 'company', 'company_required');
    const company = await companyOfUser(trx, userId, companyId);
    if (!company) throw relationshipError(locale, 'company', 'company_required');
    const expenseId = optionalRelationshipId(request, 'expense', 'asset_expense_invalid') ?? null;
    if (expenseId !== null) {
      if (!(await lockExpenseOfBusiness(trx, userId, company.id, expenseId))) {
        throw relationshipError(locale, 'expense', 'asset_expense_invalid');
      }
      // One expense buys one asset: a second from it would claim the same cost twice.
      if ((await assetOfExpense(trx, userId, expenseId, assetId)) !== undefined) {
        throw relationshipError(locale, 'expense', 'asset_expense_taken');
      }
    }
    return { company_id: company.id, expense_id: expenseId, ...input };
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /assets'> }>('/assets', async (request) => ({
      data: (await listAssets(kysely, currentUserId(request))).map(assetResource),
    }));

    api.get<{ Reply: ContractReply<'GET /assets/:id'> }>('/assets/:id', (request) =>
      assetDocument(currentUserId(request), idParam(request)),
    );

    api.post<{ Reply: ContractReply<'POST /assets'> }>('/assets', async (request, reply) => {
      const userId = currentUserId(request);
      const id = await kysely
        .transaction()
        .execute(async (trx) =>
          insertAsset(trx, userId, await fieldsOf(trx, request, userId, null, requestLocale(request))),
        );
      return reply.code(201).send(await assetDocument(userId, id));
    });

    api.patch<{ Reply: ContractReply<'PATCH /assets/:id'> }>('/assets/:id', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      if (!(await findAsset(kysely, userId, id))) throw notFound();
      await kysely.transaction().execute(async (trx) => {
        const fields = await fieldsOf(trx, request, userId, id, requestLocale(request));
        await updateAsset(trx, userId, id, fields, new Date().toISOString());
      });
      return assetDocument(userId, id);
    });

    api.delete<{ Reply: ContractReply<'DELETE /assets/:id'> }>('/assets/:id', async (request, reply) => {
      const deleted = await deleteAsset(kysely, currentUserId(request), idParam(request));
      if (!deleted) throw notFound();
      return reply.code(204).send();
    });

    api.get<{ Reply: ContractReply<'GET /tax-years/:year/depreciation'> }>(
      '/tax-years/:year/depreciation',
      async (request) => {
        const year = yearParam(request);
        const schedules = await depreciationOfYear(kysely, currentUserId(request), year);
        const total = schedules.reduce((sum, schedule) => sum + schedule.net, 0);
        return {
          data: schedules.map(({ companyId, attributes }) => ({
            type: 'depreciation-schedules' as const,
            id: String(companyId),
            attributes,
            relationships: { company: { data: { type: 'companies' as const, id: String(companyId) } } },
          })),
          meta: { financial_year: year, total: centsToDecimal(total) },
        };
      },
    );
  };
}
