import { BAS_FIGURES, type BasRecordResource } from '@sorted/core/contract/bas';
import { financialYearOf, todayIn } from '@sorted/core/dates/calendar';
import { basPeriodsOfYear } from '@sorted/core/gst/bas-periods';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ownerContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import {
  type BasContext,
  basContext,
  basPeriodResources,
  periodOfKey,
  recordsSpan,
  registeredPeriods,
} from '../../lib/bas-worksheet.ts';
import { sendDownload } from '../../lib/file-download.ts';
import { HttpError } from '../../lib/http-error.ts';
import { listDocument, singleDocument } from '../../lib/json-api-document.ts';
import { idParam, parseListQuery } from '../../lib/list-query.ts';
import { requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { basCsv, basPdf } from './bas-export.ts';
import { type BasRecordRow, expensesOfPeriod, invoicesOfPeriod } from './bas-records.repository.ts';
import { lodgeBasPeriod } from './lodge-bas-period.ts';

const yearQuery = z.coerce.number().int().min(2000).max(2999).optional();
const figureQuery = z.enum(BAS_FIGURES);

const keyParam = (request: FastifyRequest) => String((request.params as { key?: unknown }).key ?? '');

function recordResource(row: BasRecordRow): BasRecordResource {
  return {
    type: 'basRecords',
    id: `${row.kind}-${row.id}`,
    attributes: {
      kind: row.kind,
      record_id: String(row.id),
      date: row.date,
      reference: row.reference,
      category: row.category,
      party: row.party,
      amount: centsToDecimal(row.amount),
      gst: centsToDecimal(row.gst),
    },
  };
}

/**
 * The BAS of each of the user's GST-registered businesses: a financial year's periods, one period's
 * worksheet, the records behind a figure, the worksheet as PDF or CSV, and marking a period lodged.
 * A business that is not registered for GST has no BAS: 404 with the code `bas_not_registered`.
 */
export function basRoutes(deps: { db: Db; timeZone: string }): FastifyPluginAsync {
  const { kysely } = deps.db;

  async function contextOf(request: FastifyRequest) {
    return basContext(kysely, currentUserId(request), idParam(request), requestLocale(request));
  }

  async function basPeriodResourceOf(context: BasContext, key: string) {
    const period = periodOfKey(context, key);
    const [resource] = await basPeriodResources(kysely, context, [period], todayIn(deps.timeZone));
    if (!resource) throw new HttpError(404, 'The resource could not be found.');
    return resource;
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /companies/:id/bas-periods'> }>(
      '/companies/:id/bas-periods',
      async (request) => {
        const context = await contextOf(request);
        const year = yearQuery.safeParse((request.query as Record<string, unknown>).year);
        if (!year.success) throw new HttpError(400, 'The year parameter is not valid.');
        const start = year.data ?? financialYearOf(todayIn(deps.timeZone)).start;
        // None ending before the business registered for GST.
        const periods = registeredPeriods(context, basPeriodsOfYear(start, context.reporting));
        return listDocument(await basPeriodResources(kysely, context, periods, todayIn(deps.timeZone)), {
          total: periods.length,
          number: 1,
          size: periods.length,
        });
      },
    );

    api.get<{ Reply: ContractReply<'GET /companies/:id/bas-periods/:key'> }>(
      '/companies/:id/bas-periods/:key',
      async (request) => {
        const context = await contextOf(request);
        return singleDocument(await basPeriodResourceOf(context, keyParam(request)));
      },
    );

    // The invoices (G1, 1A) or expenses (1B) behind a figure, on the business's basis, a page at a time.
    api.get<{ Reply: ContractReply<'GET /companies/:id/bas-periods/:key/records'> }>(
      '/companies/:id/bas-periods/:key/records',
      async (request) => {
        const userId = currentUserId(request);
        const context = await contextOf(request);
        const period = periodOfKey(context, keyParam(request));
        const figure = figureQuery.safeParse((request.query as Record<string, unknown>).figure ?? 'g1');
        if (!figure.success) throw new HttpError(400, 'The figure parameter is not valid: g1, 1a or 1b.');
        const query = parseListQuery(request, ['date'] as const, 'date');
        const read = figure.data === '1b' ? expensesOfPeriod : invoicesOfPeriod;
        const span = recordsSpan(context, period);
        const { rows, total } = await read(kysely, userId, {
          companyId: context.company.id,
          basis: context.basis,
          start: span.start,
          end: span.end,
          withGstOnly: figure.data !== 'g1',
          limit: query.page.size,
          offset: query.offset,
        });
        return listDocument(rows.map(recordResource), { total, ...query.page });
      },
    );

    api.get('/companies/:id/bas-periods/:key/pdf', async (request, reply) => {
      const context = await contextOf(request);
      const period = periodOfKey(context, keyParam(request));
      return sendDownload(reply, await basPdf(context, period, requestLocale(request), deps.timeZone));
    });

    api.get('/companies/:id/bas-periods/:key/csv', async (request, reply) => {
      const context = await contextOf(request);
      const period = periodOfKey(context, keyParam(request));
      return sendDownload(reply, basCsv(context, period, requestLocale(request), deps.timeZone));
    });

    api.post<{ Reply: ContractReply<'POST /companies/:id/bas-periods/:key/lodgement'> }>(
      '/companies/:id/bas-periods/:key/lodgement',
      async (request, reply) => {
        const userId = currentUserId(request);
        const companyId = idParam(request);
        const locale = requestLocale(request);
        await lodgeBasPeriod(
          deps.db,
          ownerContext(request, userId),
          companyId,
          keyParam(request),
          locale,
          todayIn(deps.timeZone),
        );
        const context = await basContext(kysely, userId, companyId, locale);
        return reply.code(201).send(singleDocument(await basPeriodResourceOf(context, keyParam(request))));
      },
    );
  };
}
