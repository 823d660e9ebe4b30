import { financialYearOf, type IsoDate, isIsoDate, todayIn } from '@sorted/core/dates/calendar';
import { homeOfficeDaySchema, homeOfficePatternSchema } from '@sorted/core/schemas/home-office';
import { yearStart } from '@sorted/core/tax-time/financial-year';
import { fixedRateClaim } from '@sorted/core/tax-time/home-office';
import { patternDays } from '@sorted/core/tax-time/home-office-pattern';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import { fieldError, parseAttributes, refuseDateAfterToday, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { diaryDays, fillDays, recordDay, removeDay } from './home-office.repository.ts';

/** "2025-26" → its first and last days; null for anything that is not a financial year's label. */
function yearPeriod(label: string): { from: IsoDate; to: IsoDate } | null {
  if (!/^\d{4}-\d{2}$/.test(label)) return null;
  try {
    const start = yearStart(label);
    return { from: `${start}-07-01`, to: `${start + 1}-06-30` };
  } catch {
    return null;
  }
}

const dayResource = (day: { date: IsoDate; minutes: number }) => ({
  type: 'home-office-days' as const,
  id: day.date,
  attributes: { date: day.date, minutes: day.minutes },
});

/** The day a path names: a real date, not after today (the diary records days as they happen). */
function pathDate(request: FastifyRequest, today: IsoDate): IsoDate {
  const date = (request.params as { date?: string }).date ?? '';
  if (!isIsoDate(date)) throw fieldError(requestLocale(request), 'date', 'date_invalid');
  refuseDateAfterToday(request, 'date', date, today);
  return date;
}

/**
 * Working from home (issue 31): the owner's diary of hours at home, a day at a time or filled from a
 * week's pattern, and the year's claim at the fixed rate per hour (core's fixedRateClaim).
 */
export function homeOfficeRoutes(deps: { db: Db; timeZone: string }): FastifyPluginAsync {
  const { kysely } = deps.db;
  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /home-office-days'> }>('/home-office-days', async (request) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const asked = query['filter[financial_year]'];
      const label =
        asked === undefined || asked === '' ? financialYearOf(todayIn(deps.timeZone)).label : asked;
      const period = typeof label === 'string' ? yearPeriod(label) : null;
      if (!period) throw new HttpError(400, 'The filter[financial_year] parameter is not valid.');
      const days = await diaryDays(kysely, currentUserId(request), period.from, period.to);
      return { data: days.map(dayResource) };
    });

    api.put<{ Reply: ContractReply<'PUT /home-office-days/:date'> }>(
      '/home-office-days/:date',
      async (request) => {
        const date = pathDate(request, todayIn(deps.timeZone));
        const { minutes } = parseAttributes(homeOfficeDaySchema, request);
        return singleDocument(
          dayResource(await recordDay(kysely, currentUserId(request), { date, minutes })),
        );
      },
    );

    api.delete<{ Reply: ContractReply<'DELETE /home-office-days/:date'> }>(
      '/home-office-days/:date',
      async (request, reply) => {
        // Idempotent: afterwards the owner has no time recorded that day, whether they had or not.
        const date = (request.params as { date?: string }).date ?? '';
        if (!isIsoDate(date)) throw notFound();
        await removeDay(kysely, currentUserId(request), date);
        return reply.code(204).send();
      },
    );

    api.post<{ Reply: ContractReply<'POST /home-office-days/pattern'> }>(
      '/home-office-days/pattern',
      async (request) => {
        const pattern = parseAttributes(homeOfficePatternSchema, request);
        refuseDateAfterToday(request, 'to', pattern.to, todayIn(deps.timeZone));
        const made = await fillDays(kysely, currentUserId(request), pattern.from, pattern.to, (recorded) =>
          patternDays(pattern.from, pattern.to, pattern.minutes_by_weekday, recorded),
        );
        return { data: made.map(dayResource) };
      },
    );

    api.get<{ Reply: ContractReply<'GET /tax-years/:year/home-office'> }>(
      '/tax-years/:year/home-office',
      async (request) => {
        const year = (request.params as { year?: string }).year ?? '';
        const period = yearPeriod(year);
        if (!period) throw notFound('There is no fixed rate for working from home for that year.');
        const diary = await diaryDays(kysely, currentUserId(request), period.from, period.to);
        const claim = fixedRateClaim(year, diary);
        if (!claim) throw notFound('There is no fixed rate for working from home for that year.');
        return singleDocument({
          type: 'home-office-claims',
          id: year,
          attributes: {
            year,
            total_minutes: claim.minutes,
            hours: Math.floor(claim.minutes / 60),
            minutes: claim.minutes % 60,
            rate_cents: claim.rateCents,
            basis: claim.basis,
            claim_cents: claim.claim,
            outside_year: claim.outsideYear,
          },
        });
      },
    );
  };
}
