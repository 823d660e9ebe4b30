import { todayIn } from '@sorted/core/dates/calendar';
import type { Locale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import { paygOptionSchema, paygVariationSchema } from '@sorted/core/schemas/payg-instalments';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { companyOfUser, lockCompanyOfUser } from '../../db/owned.ts';
import type { Database } from '../../db/schema.ts';
import { basContext, basPeriodResources, periodOfKey, periodView } from '../../lib/bas-worksheet.ts';
import { errorObject, HttpError, notFound } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import { idParam } from '../../lib/list-query.ts';
import { paygOptionAttributes, settingOf, yearOfPeriod } from '../../lib/payg-worksheet.ts';
import { fieldError, parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { lodgementRowsOf } from '../../repositories/bas-lodgements.repository.ts';
import {
  deleteVariation,
  paygRowsOf,
  saveOption,
  saveVariation,
} from '../../repositories/payg-instalment-rows.repository.ts';

// PAYG instalments on the quarterly BAS (issue 31): the year's option, and a quarter's variation. A
// lodged quarter refuses a change (409 bas_period_lodged), as the BAS does; once a quarter of a year is
// lodged, the year's option is fixed (409 payg_year_locked).

const conflict = (locale: Locale, code: 'bas_period_lodged' | 'payg_year_locked') => {
  const detail = translate(locale, 'validation', code);
  return new HttpError(409, detail, { errors: [{ ...errorObject(409, detail), code }] });
};

const unprocessable = (locale: Locale, code: 'payg_option_missing' | 'payg_not_quarterly') => {
  const detail = translate(locale, 'validation', code);
  return new HttpError(422, detail, { errors: [{ ...errorObject(422, detail), code }] });
};

function yearParam(request: FastifyRequest): number {
  const raw = String((request.params as { year?: unknown }).year ?? '');
  if (!/^\d{4}$/.test(raw)) throw notFound();
  const year = Number(raw);
  if (year < 2000 || year > 2999) throw notFound();
  return year;
}

const keyParam = (request: FastifyRequest) => String((request.params as { key?: unknown }).key ?? '');

/** Whether a BAS period of the year (1 July – 30 June) is lodged: the option is then fixed. */
async function yearLocked(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  companyId: number,
  year: number,
) {
  const lodgements = await lodgementRowsOf(db, userId, companyId);
  const first = `${year}-07`;
  const last = `${year + 1}-06`;
  return lodgements.some((row) => row.first_month <= last && first <= row.last_month);
}

export function paygInstalmentsRoutes(deps: { db: Db; timeZone: string }): FastifyPluginAsync {
  const { kysely } = deps.db;

  async function optionDocument(
    db: Kysely<Database> | Transaction<Database>,
    userId: number,
    companyId: number,
    year: number,
  ) {
    const [rows, locked] = await Promise.all([
      paygRowsOf(db, userId, companyId),
      yearLocked(db, userId, companyId, year),
    ]);
    return singleDocument({
      type: 'paygInstalmentOptions' as const,
      id: `${companyId}-${year}`,
      attributes: paygOptionAttributes(
        rows.options.find((row) => row.year_start === year),
        year,
        locked,
      ),
      relationships: { company: { data: { type: 'companies' as const, id: String(companyId) } } },
    });
  }

  async function periodDocument(userId: number, companyId: number, key: string, locale: Locale) {
    const context = await basContext(kysely, userId, companyId, locale);
    const [resource] = await basPeriodResources(
      kysely,
      context,
      [periodOfKey(context, key)],
      todayIn(deps.timeZone),
    );
    if (!resource) throw notFound();
    return singleDocument(resource);
  }

  /** A change to a quarter's variation, the business's row locked so that a lodgement waits for it. */
  async function changeVariation(
    request: FastifyRequest,
    change: (trx: Transaction<Database>, userId: number, companyId: number, key: string) => Promise<void>,
  ) {
    const userId = currentUserId(request);
    const companyId = idParam(request);
    const locale = requestLocale(request);
    const key = keyParam(request);
    await kysely.transaction().execute(async (trx) => {
      if (!(await lockCompanyOfUser(trx, userId, companyId))) throw notFound();
      const context = await basContext(trx, userId, companyId, locale);
      const period = periodOfKey(context, key);
      if (context.reporting !== 'quarterly') throw unprocessable(locale, 'payg_not_quarterly');
      if (periodView(context, period).lodgedAll) throw conflict(locale, 'bas_period_lodged');
      await change(trx, userId, companyId, period.key);
    });
    return periodDocument(userId, companyId, key, locale);
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /companies/:id/payg-instalments/:year'> }>(
      '/companies/:id/payg-instalments/:year',
      async (request) => {
        const userId = currentUserId(request);
        const companyId = idParam(request);
        const year = yearParam(request);
        if (!(await companyOfUser(kysely, userId, companyId))) throw notFound();
        return optionDocument(kysely, userId, companyId, year);
      },
    );

    api.put<{ Reply: ContractReply<'PUT /companies/:id/payg-instalments/:year'> }>(
      '/companies/:id/payg-instalments/:year',
      async (request) => {
        const userId = currentUserId(request);
        const companyId = idParam(request);
        const year = yearParam(request);
        const locale = requestLocale(request);
        const input = parseAttributes(paygOptionSchema, request);
        await kysely.transaction().execute(async (trx) => {
          if (!(await lockCompanyOfUser(trx, userId, companyId))) throw notFound();
          if (await yearLocked(trx, userId, companyId, year)) throw conflict(locale, 'payg_year_locked');
          await saveOption(trx, userId, companyId, year, {
            option: input.option,
            t7_cents: input.option === 'amount' ? input.t7 : null,
            t2_basis_points: input.option === 'rate' ? input.t2 : null,
          });
        });
        return optionDocument(kysely, userId, companyId, year);
      },
    );

    api.put<{ Reply: ContractReply<'PUT /companies/:id/bas-periods/:key/payg-variation'> }>(
      '/companies/:id/bas-periods/:key/payg-variation',
      async (request) => {
        const locale = requestLocale(request);
        const input = parseAttributes(paygVariationSchema, request);
        return changeVariation(request, async (trx, userId, companyId, key) => {
          const period = periodOfKey(await basContext(trx, userId, companyId, locale), key);
          const rows = await paygRowsOf(trx, userId, companyId);
          const setting = settingOf(rows.options.find((row) => row.year_start === yearOfPeriod(period)));
          if (!setting) throw unprocessable(locale, 'payg_option_missing');
          // The variation of the year's option: T8 for an amount, T3 for a rate.
          if (setting.option === 'amount' && input.t8 === null)
            throw fieldError(locale, 't8', 'payg_amount_invalid');
          if (setting.option === 'rate' && input.t3 === null)
            throw fieldError(locale, 't3', 'payg_rate_invalid');
          await saveVariation(trx, userId, companyId, key, {
            t8_cents: setting.option === 'amount' ? input.t8 : null,
            t3_basis_points: setting.option === 'rate' ? input.t3 : null,
            t4: input.t4,
          });
        });
      },
    );

    api.delete<{ Reply: ContractReply<'DELETE /companies/:id/bas-periods/:key/payg-variation'> }>(
      '/companies/:id/bas-periods/:key/payg-variation',
      async (request) => changeVariation(request, deleteVariation),
    );
  };
}
