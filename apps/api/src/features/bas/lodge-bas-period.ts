import { totalOf } from '@sorted/core/gst/bas-adjustments';
import { formatDisplayDate } from '@sorted/core/i18n/format';
import type { Locale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import { centsToDecimal } from '@sorted/core/money/cents';
import { writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockCompanyOfUser } from '../../db/owned.ts';
import {
  adjustmentLines,
  basContext,
  liveFigures,
  periodOfKey,
  periodPayg,
  remainderOfPeriod,
} from '../../lib/bas-worksheet.ts';
import { errorObject, HttpError } from '../../lib/http-error.ts';
import { yearOfPeriod } from '../../lib/payg-worksheet.ts';
import { insertPaygLodgement } from '../../repositories/payg-instalment-rows.repository.ts';
import { addCorrection, insertLodgement } from './lodgements.repository.ts';

const notEnded = (locale: Locale, end: string) => {
  const detail = translate(locale, 'validation', 'bas_period_not_ended', { end: formatDisplayDate(end) });
  return new HttpError(422, detail, {
    errors: [{ ...errorObject(422, detail), code: 'bas_period_not_ended' }],
  });
};

const split = (locale: Locale) => {
  const detail = translate(locale, 'validation', 'bas_period_split');
  return new HttpError(409, detail, { errors: [{ ...errorObject(409, detail), code: 'bas_period_split' }] });
};

const alreadyLodged = (locale: Locale) => {
  const detail = translate(locale, 'validation', 'bas_period_lodged');
  return new HttpError(409, detail, { errors: [{ ...errorObject(409, detail), code: 'bas_period_lodged' }] });
};

/**
 * Marks a period lodged, in one transaction: what it reports (its figures and the adjustments of
 * lodged periods it carries) is recorded, and each carried adjustment is recorded as reported on the
 * period it corrects, so that no later BAS carries it again. A period lodged already (or overlapping
 * one lodged under another reporting period) answers 409; one that has not ended yet (`today` is the
 * app's date) 422, as the ATO takes a BAS only after its period.
 */
export async function lodgeBasPeriod(
  db: Db,
  context: BookContext,
  companyId: number,
  key: string,
  locale: Locale,
  today: string,
): Promise<void> {
  const { userId } = context;
  try {
    await writeBooks(db, context, async (book) => {
      const { trx } = book;
      // Writes of the business in flight finish first; those after see the lodgement (books/book.ts).
      await lockCompanyOfUser(trx, userId, companyId);
      const bas = await basContext(trx, userId, companyId, locale);
      const whole = periodOfKey(bas, key);
      if (whole.end >= today) throw notEnded(locale, whole.end);
      // After a change of reporting period, only the months no lodgement covers are lodged (a month
      // within a lodged quarter never again; a quarter one month of which was lodged monthly, the other
      // two), so each month is lodged once, on one basis.
      if (bas.lodgements.some(({ lodgement }) => lodgement.key === whole.key)) throw alreadyLodged(locale);
      const period = remainderOfPeriod(bas, whole);
      if (period === 'lodged') throw alreadyLodged(locale);
      if (period === 'split') throw split(locale);
      // The raw sums are recorded, not the labels as the form shows them (core's reportedLabels, which
      // floors G1 and moves a 1A below zero to 1B). A later correction is `live − reported`: with the
      // labels recorded, a period whose notes took 1A below zero would carry a phantom adjustment of the
      // excess the moment it was lodged, and the carried 1A/1B would be off by it for good. The labels
      // are a function of what is recorded (reported + adjustment), so the lodged BAS is shown exactly
      // as it was filled in, with the same net.
      const lines = adjustmentLines(bas, whole);
      const reported = liveFigures(bas, period, bas.basis);
      const adjustment = totalOf(lines);
      await insertLodgement(trx, userId, companyId, {
        periodKey: period.key,
        firstMonth: period.firstMonth,
        lastMonth: period.lastMonth,
        basis: bas.basis,
        reported,
        adjustment,
      });
      for (const line of lines) await addCorrection(trx, userId, companyId, line.key, line);
      // The quarter's PAYG instalment is lodged with it, and locked as it was worked out (issue 31).
      const payg = periodPayg(bas, whole);
      if (payg) {
        await insertPaygLodgement(trx, userId, companyId, {
          periodKey: whole.key,
          yearStart: yearOfPeriod(whole),
          labels: payg,
        });
      }
      await book.history({ type: 'bas-period', key: `${companyId}:${period.key}`, companyId }, 'lodged', {
        basis: bas.basis,
        g1: centsToDecimal(reported.g1),
        gst_on_sales: centsToDecimal(reported.gstOnSales),
        gst_on_purchases: centsToDecimal(reported.gstOnPurchases),
        carried: lines.map((line) => line.key),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyLodged(locale);
    throw error;
  }
}
