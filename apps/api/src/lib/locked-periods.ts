import { basPeriodLabel } from '@sorted/core/gst/bas-period-label';
import { validationMessages } from '@sorted/core/i18n/validation-messages';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { lockedPeriodOf } from '../repositories/bas-lodgements.repository.ts';
import { errorObject, HttpError } from './http-error.ts';
import { requestLocale } from './validation.ts';

// A BAS marked as lodged locks its period: changing or deleting an invoice or expense dated in it
// answers 409 `period_locked` until the request confirms with `?confirm=locked-period`. The change
// then shows as an adjustment on the next open BAS (core's gst/bas-adjustments.ts).

export const CONFIRM_LOCKED_PERIOD = 'locked-period';

/** What a write touches: a business and the dates of the record before and after it. */
export interface DatedRecord {
  companyId: number;
  dates: readonly (string | null | undefined)[];
}

const confirmed = (request: FastifyRequest) =>
  (request.query as Record<string, unknown> | undefined)?.confirm === CONFIRM_LOCKED_PERIOD;

/** Throws the 409 when a record's date falls in a lodged period of its business and the request did not confirm. */
export async function assertPeriodsOpen(
  db: Kysely<Database>,
  userId: number,
  request: FastifyRequest,
  records: readonly DatedRecord[],
): Promise<void> {
  if (confirmed(request)) return;
  for (const record of records) {
    const months = [
      ...new Set(record.dates.flatMap((date) => (date && date.length >= 7 ? [date.slice(0, 7)] : []))),
    ];
    const period = await lockedPeriodOf(db, userId, record.companyId, months);
    if (period === undefined) continue;
    const locale = requestLocale(request);
    const detail = validationMessages[locale].period_locked.replace(
      '{period}',
      basPeriodLabel(period, locale),
    );
    throw new HttpError(409, detail, {
      errors: [{ ...errorObject(409, detail), code: 'period_locked', meta: { period } }],
    });
  }
}
