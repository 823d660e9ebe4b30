import { addMonths, type MonthKey, monthOf } from '@sorted/core/dashboard/periods';
import { writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { type CompanyRow, lockCompanyOfUser } from '../../db/owned.ts';
import { notFound } from '../../lib/http-error.ts';
import { lodgementRowsOf } from '../../repositories/bas-lodgements.repository.ts';
import { type CompanyFields, updateCompany } from './businesses.repository.ts';

const GST_SETTINGS = [
  'gst_registered',
  'gst_registered_from',
  'bas_reporting_period',
  'bas_accounting_basis',
] as const;

/**
 * The months whose BAS figures a move of the registration date changes: from the earlier date's month
 * to the later date's, less the later date's own month when it is its 1st (that month is whole either
 * way). Null for the earlier date: registered since before its records (from its first lodged month).
 */
export function monthsMovedBy(before: string | null, after: string | null, earliest: MonthKey): MonthKey[] {
  if (before === after) return [];
  const [low, high] = [before, after].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  const first = low === null || low === undefined ? earliest : monthOf(low);
  if (high === null || high === undefined) return [];
  const last = high.endsWith('-01') ? addMonths(monthOf(high), -1) : monthOf(high);
  const months: MonthKey[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/**
 * An edit of a business. Its GST settings (registration, its date, reporting period, basis) shape its
 * BAS, so the edit is a write of the books: a business registered for GST needs a registration date
 * (422 under the field); a move of the date that changes the figures of a lodged period (into, before
 * or out of one) is refused with 409 period_locked unless the request confirmed it, and then carried as
 * an adjustment into the next open period like any change to a lodged period. A change of reporting
 * period or basis never changes a lodged period: lodgements keep their months and basis, and the new
 * settings apply to the months no lodgement covers (from the month after the latest lodged period).
 * With lodged periods, a change of the settings is written in the history of the latest one.
 */
export async function updateCompanyDetails(
  db: Db,
  context: BookContext,
  id: number,
  changes: Partial<CompanyFields>,
  now: string,
): Promise<CompanyRow> {
  const { userId } = context;
  return writeBooks(db, context, async (book) => {
    const current = await lockCompanyOfUser(book.trx, userId, id);
    if (!current) throw notFound();
    const registered = changes.gst_registered ?? Boolean(current.gst_registered);
    const from = registered
      ? changes.gst_registered_from !== undefined
        ? changes.gst_registered_from
        : current.gst_registered_from
      : null;
    const next = { ...changes, gst_registered: registered, gst_registered_from: from };

    const lodged = await lodgementRowsOf(book.trx, userId, id);
    const latest = lodged.at(-1);
    if (latest) {
      const record = { type: 'bas-period' as const, key: `${id}:${latest.period_key}`, companyId: id };
      // A registered business's lodged figures depend on its registration date (a business no longer
      // registered keeps them: its BAS is simply not shown).
      if (registered) {
        const before = current.gst_registered ? current.gst_registered_from : null;
        const earliest = lodged[0]?.first_month ?? latest.first_month;
        const moved = monthsMovedBy(before, from, earliest);
        if (moved.length > 0) await book.guard(record, [{ companyId: id, months: moved }]);
      }
      const was: Record<string, unknown> = {
        ...current,
        gst_registered: Boolean(current.gst_registered),
        gst_registered_from: current.gst_registered ? current.gst_registered_from : null,
      };
      const settings = Object.fromEntries(
        GST_SETTINGS.flatMap((field) =>
          next[field] !== undefined && next[field] !== was[field] ? [[field, [was[field], next[field]]]] : [],
        ),
      );
      if (Object.keys(settings).length > 0)
        await book.history(record, 'edited', {
          changes: settings,
          applies_from: addMonths(latest.last_month, 1),
        });
    }
    const updated = await updateCompany(book.trx, userId, id, next, now);
    if (!updated) throw notFound();
    return updated;
  });
}
