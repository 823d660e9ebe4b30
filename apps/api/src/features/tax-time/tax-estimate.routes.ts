import { todayIn } from '@sorted/core/dates/calendar';
import { isLocale, type Locale } from '@sorted/core/i18n/locales';
import { centsToDecimal } from '@sorted/core/money/cents';
import { taxYearFiguresSchema } from '@sorted/core/schemas/tax-year-figures';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { sendDownload } from '../../lib/file-download.ts';
import { notFound } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import { parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { accountantsPack, packSummaryPdf } from './accountants-pack.ts';
import { saveTaxYearFigures, type TaxYearFigures, taxYearFiguresOf } from './tax-year-figures.repository.ts';
import { yearEstimateOf } from './year-estimate.ts';

/** A financial year in the path, as "2025-26": anything else is no such year (404). */
function yearParam(request: FastifyRequest): { start: number; label: string } {
  const { year } = request.params as { year: string };
  const match = /^(\d{4})-(\d{2})$/.exec(year);
  const start = Number(match?.[1]);
  if (!match || start < 2000 || start > 2998 || (start + 1) % 100 !== Number(match[2])) throw notFound();
  return { start, label: year };
}

const figuresAttributes = (label: string, figures: TaxYearFigures) => ({
  financial_year: label,
  super_contributions: centsToDecimal(figures.superContributions),
  employer_super: centsToDecimal(figures.employerSuper),
  super_carry_forward: centsToDecimal(figures.superCarryForward),
  super_notice_acknowledged: figures.superNoticeAcknowledged,
  payg_withheld: centsToDecimal(figures.paygWithheld),
  salary_wages: centsToDecimal(figures.salaryWages),
});

/** The year's tax estimate and the figures of the year only the person knows (issue 31): their own. */
export function taxEstimateRoutes(deps: { db: Db; timeZone: string }): FastifyPluginAsync {
  const { kysely } = deps.db;
  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /tax-years/:year/figures'> }>(
      '/tax-years/:year/figures',
      async (request) => {
        const year = yearParam(request);
        const userId = currentUserId(request);
        const figures = await taxYearFiguresOf(kysely, userId, year.label);
        return singleDocument({
          type: 'taxYearFigures',
          id: `${userId}-${year.label}`,
          attributes: figuresAttributes(year.label, figures),
        });
      },
    );

    api.patch<{ Reply: ContractReply<'PATCH /tax-years/:year/figures'> }>(
      '/tax-years/:year/figures',
      async (request) => {
        const year = yearParam(request);
        const userId = currentUserId(request);
        const change = parseAttributes(taxYearFiguresSchema, request);
        const figures = await kysely.transaction().execute(async (trx) => {
          await saveTaxYearFigures(trx, userId, year.label, change, new Date().toISOString());
          return taxYearFiguresOf(trx, userId, year.label);
        });
        return singleDocument({
          type: 'taxYearFigures',
          id: `${userId}-${year.label}`,
          attributes: figuresAttributes(year.label, figures),
        });
      },
    );

    api.get<{ Reply: ContractReply<'GET /tax-years/:year/estimate'> }>(
      '/tax-years/:year/estimate',
      async (request) => {
        const year = yearParam(request);
        const userId = currentUserId(request);
        const attributes = await yearEstimateOf(kysely, userId, year.start, todayIn(deps.timeZone));
        return singleDocument({ type: 'taxEstimates', id: `${userId}-${year.label}`, attributes });
      },
    );

    // The pack is fetched by a plain link, whose Accept-Language is the browser's: `?lang=` carries the
    // language chosen in the app.
    const packLocale = (request: FastifyRequest): Locale => {
      const lang = (request.query as { lang?: unknown }).lang;
      return isLocale(lang) ? lang : requestLocale(request);
    };

    // The accountant's pack: summary.pdf, the year's CSVs and every receipt file, as one streamed ZIP.
    api.get('/tax-years/:year/accountants-pack.zip', async (request, reply) => {
      const year = yearParam(request);
      const userId = currentUserId(request);
      const zip = await accountantsPack(
        kysely,
        userId,
        year.start,
        todayIn(deps.timeZone),
        packLocale(request),
      );
      return reply
        .code(200)
        .type('application/zip')
        .header('content-disposition', `attachment; filename="accountants-pack-${year.label}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    });

    // The pack's summary alone (what the ZIP puts on top): read from the running totals only.
    api.get('/tax-years/:year/accountants-pack/summary.pdf', async (request, reply) => {
      const year = yearParam(request);
      const userId = currentUserId(request);
      const pdf = await packSummaryPdf(
        kysely,
        userId,
        year.start,
        todayIn(deps.timeZone),
        packLocale(request),
      );
      return sendDownload(reply, {
        fileName: `accountants-pack-${year.label}-summary.pdf`,
        contentType: 'application/pdf',
        bytes: pdf,
      });
    });
  };
}
