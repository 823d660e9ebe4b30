import { todayIn } from '@sorted/core/dates/calendar';
import { isRecordId } from '@sorted/core/identifiers/record-id';
import { financialYearContaining } from '@sorted/core/profit/profit-and-loss';
import { exportPeriodSchema, taxProfileSchema } from '@sorted/core/schemas/tax-profile';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { historyCsv } from '../../books/history.ts';
import type { Db } from '../../db/database.ts';
import { expensesCsv, invoicesCsv } from '../../lib/csv-exports.ts';
import { sendDownload } from '../../lib/file-download.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import { parseAttributes, parseInput } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { profitAndLossOf } from './profit-and-loss.ts';
import { setAsideOf } from './set-aside.ts';
import { saveTaxProfile, taxProfileOf } from './tax-profile.ts';

const profitQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2998).optional(),
  business: z.string().optional(),
});

/** A business named in a query: anything that cannot be the user's is not found. */
function businessParam(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const id = Number(value);
  if (!/^\d+$/.test(value) || !isRecordId(id)) throw notFound();
  return id;
}

function exportPeriod(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return parseInput(exportPeriodSchema, { from: query.from, to: query.to }, request);
}

/**
 * Profit and loss per financial year, what to set aside for tax, the tax profile those estimates read,
 * and the CSV exports of invoices and expenses (issue 17). Everything is the signed-in user's own.
 */
export function profitRoutes(deps: { db: Db; timeZone: string }): FastifyPluginAsync {
  const { kysely } = deps.db;
  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /profit-and-loss'> }>('/profit-and-loss', async (request) => {
      const query = profitQuery.safeParse(request.query ?? {});
      if (!query.success)
        throw new HttpError(400, 'The year parameter must be a year like 2026 (for 2026-27).');
      const userId = currentUserId(request);
      const today = todayIn(deps.timeZone);
      const year = query.data.year ?? financialYearContaining(today).start;
      const attributes = await profitAndLossOf(
        kysely,
        userId,
        year,
        businessParam(query.data.business),
        today,
      );
      return singleDocument({ type: 'profitAndLoss', id: `${userId}-${year}`, attributes });
    });

    api.get<{ Reply: ContractReply<'GET /set-aside'> }>('/set-aside', async (request) => {
      const userId = currentUserId(request);
      const attributes = await setAsideOf(kysely, userId, todayIn(deps.timeZone));
      return singleDocument({ type: 'setAsides', id: String(userId), attributes });
    });

    api.get<{ Reply: ContractReply<'GET /tax-profile'> }>('/tax-profile', async (request) => {
      const userId = currentUserId(request);
      return singleDocument({
        type: 'taxProfiles',
        id: String(userId),
        attributes: await taxProfileOf(kysely, userId),
      });
    });

    api.patch<{ Reply: ContractReply<'PATCH /tax-profile'> }>('/tax-profile', async (request) => {
      const userId = currentUserId(request);
      const input = parseAttributes(taxProfileSchema, request);
      const attributes = await saveTaxProfile(kysely, userId, input);
      return singleDocument({ type: 'taxProfiles', id: String(userId), attributes });
    });

    api.get('/exports/invoices.csv', async (request, reply) => {
      const { from, to } = exportPeriod(request);
      const csv = await invoicesCsv(kysely, currentUserId(request), from, to);
      return sendDownload(reply, {
        fileName: `invoices-${from}-to-${to}.csv`,
        contentType: 'text/csv; charset=utf-8',
        bytes: new TextEncoder().encode(csv),
      });
    });

    // What happened to each invoice, quote, expense and BAS period in the period, for the accountant.
    api.get('/exports/history.csv', async (request, reply) => {
      const { from, to } = exportPeriod(request);
      const csv = await historyCsv(kysely, currentUserId(request), from, to);
      return sendDownload(reply, {
        fileName: `history-${from}-to-${to}.csv`,
        contentType: 'text/csv; charset=utf-8',
        bytes: new TextEncoder().encode(csv),
      });
    });

    api.get('/exports/expenses.csv', async (request, reply) => {
      const { from, to } = exportPeriod(request);
      const csv = await expensesCsv(kysely, currentUserId(request), from, to);
      return sendDownload(reply, {
        fileName: `expenses-${from}-to-${to}.csv`,
        contentType: 'text/csv; charset=utf-8',
        bytes: new TextEncoder().encode(csv),
      });
    });
  };
}
