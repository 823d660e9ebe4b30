import type { Locale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import {
  addDays,
  type Frequency,
  firstIndexOnOrAfter,
  hasEnded,
  occurrenceDate,
} from '@sorted/core/recurring/schedule';
import type { RecurringScheduleInput } from '@sorted/core/schemas/recurring';
import type { Db } from '../../db/database.ts';
import { companyOfUser, customerOfUser } from '../../db/owned.ts';
import { errorObject, HttpError, notFound } from '../../lib/http-error.ts';
import { fieldError, relationshipError } from '../../lib/validation.ts';
import { paymentDetailsOf } from '../../repositories/payment-details.repository.ts';
import {
  deleteSchedule,
  findSchedule,
  insertSchedule,
  lastOccurrenceOf,
  type ScheduleRow,
  updateSchedule,
} from './recurring.repository.ts';
import {
  parseTemplate,
  type ScheduleTemplate,
  type SettledScheduleInput,
  templateOf,
} from './schedule-template.ts';

function conflict(locale: Locale, code: 'recurring_state_conflict' | 'recurring_has_invoices'): HttpError {
  const detail = translate(locale, 'validation', code);
  return new HttpError(409, detail, { errors: [{ ...errorObject(409, detail), code }] });
}

/** The client and business must be the user's own and in use; an automatic send needs the client's e-mail. */
async function checkReferences(
  db: Db,
  userId: number,
  input: RecurringScheduleInput,
  refs: { companyId: number; customerId: number },
  locale: Locale,
): Promise<void> {
  const company = await companyOfUser(db.kysely, userId, refs.companyId);
  if (!company) throw relationshipError(locale, 'company', 'company_required');
  const customer = await customerOfUser(db.kysely, userId, refs.customerId);
  if (!customer) throw relationshipError(locale, 'customer', 'customer_required');
  if (input.send_automatically && !customer.email) {
    throw relationshipError(locale, 'customer', 'client_email_required');
  }
  if (input.payment_method === 'payid') {
    const details = await paymentDetailsOf(db.kysely, userId, [company.id]);
    if (!details.some((detail) => detail.id === input.payment_detail_id)) {
      throw fieldError(locale, 'payment_detail_id', 'payment_detail_required');
    }
  }
}

/**
 * Where a schedule goes on from: its first occurrence from today on, and after any it has made. Dates
 * before today are never made by a create, an edit or a resume: only the runner catches up, on the
 * days it missed while the schedule was active (a paused stretch is skipped, as Xero does).
 */
function nextOccurrence(
  schedule: { start: string; frequency: Frequency; endDate: string | null; maxCount: number | null },
  made: number,
  last: { occurrence_index: number; issued_on: string } | undefined,
  today: string,
): { next_index: number; next_date: string; ended: boolean } {
  const dayAfterLast = last ? addDays(last.issued_on, 1) : today;
  const from = dayAfterLast > today ? dayAfterLast : today;
  const index = Math.max(
    last ? last.occurrence_index + 1 : 0,
    firstIndexOnOrAfter(schedule.start, schedule.frequency, from),
  );
  const date = occurrenceDate(schedule.start, schedule.frequency, index);
  return { next_index: index, next_date: date, ended: hasEnded(schedule, date, made) };
}

const scheduleShape = (input: RecurringScheduleInput) => ({
  start: input.start_date,
  frequency: input.frequency,
  endDate: input.end_date,
  maxCount: input.max_count,
});

/**
 * How a schedule's invoices ask to be paid when the request does not say (the app's schedule form has no
 * payment fields): a new schedule's as a new invoice's, by its business's newest PayID (the one the
 * invoice form and a converted quote take), or not at all without one; an edited schedule's as they were,
 * unless its PayID is not of the business it now bills from.
 */
async function withPayment(
  db: Db,
  userId: number,
  input: RecurringScheduleInput,
  companyId: number,
  current?: ScheduleTemplate,
): Promise<SettledScheduleInput> {
  const method = input.payment_method;
  if (method !== undefined) return { ...input, payment_method: method };
  const payIds = await paymentDetailsOf(db.kysely, userId, [companyId]);
  if (
    current &&
    (current.payment_method !== 'payid' || payIds.some((detail) => detail.id === current.payment_detail_id))
  ) {
    return {
      ...input,
      payment_method: current.payment_method,
      payment_detail_id: current.payment_detail_id ?? null,
      bank: current.bank ?? null,
    };
  }
  const newest = payIds[0];
  return newest
    ? { ...input, payment_method: 'payid', payment_detail_id: newest.id }
    : { ...input, payment_method: 'none' };
}

export async function createSchedule(
  db: Db,
  userId: number,
  requested: RecurringScheduleInput,
  refs: { companyId: number; customerId: number },
  locale: Locale,
  today: string,
): Promise<number> {
  const input = await withPayment(db, userId, requested, refs.companyId);
  await checkReferences(db, userId, input, refs, locale);
  const next = nextOccurrence(scheduleShape(input), 0, undefined, today);
  return insertSchedule(db.kysely, userId, {
    ...columnsOf(input, refs),
    status: next.ended ? 'ended' : 'active',
    next_index: next.next_index,
    next_date: next.next_date,
  });
}

/** What a schedule's form sets, as columns: the same on a create and an edit. */
const columnsOf = (input: SettledScheduleInput, refs: { companyId: number; customerId: number }) => ({
  company_id: refs.companyId,
  customer_id: refs.customerId,
  frequency: input.frequency,
  start_date: input.start_date,
  end_date: input.end_date,
  max_count: input.max_count,
  due_days: input.due_days,
  send_automatically: input.send_automatically,
  template: JSON.stringify(templateOf(input)),
});

// A change races the runner (which moves the schedule on) at most a few times in a row.
const ATTEMPTS = 5;

/**
 * Applies a change to a schedule as it stands, retried when the runner (or another request) moved it
 * meanwhile; a schedule that has ended takes no change (409).
 */
async function changeSchedule(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
  change: (row: ScheduleRow) => Promise<Parameters<typeof updateSchedule>[4] | 'refuse'>,
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await findSchedule(db.kysely, userId, id);
    if (!row) throw notFound();
    const values = await change(row);
    if (values === 'refuse') throw conflict(locale, 'recurring_state_conflict');
    const from = { status: row.status, nextIndex: row.next_index };
    if (await updateSchedule(db.kysely, userId, id, from, values)) return;
  }
  throw conflict(locale, 'recurring_state_conflict');
}

/** Edits a schedule: the invoices it makes from now on; those made already stay as they are. */
export async function editSchedule(
  db: Db,
  userId: number,
  id: number,
  requested: RecurringScheduleInput,
  refs: { companyId: number; customerId: number },
  locale: Locale,
  today: string,
): Promise<void> {
  const current = await findSchedule(db.kysely, userId, id);
  if (!current) throw notFound();
  const input = await withPayment(db, userId, requested, refs.companyId, parseTemplate(current.template));
  await checkReferences(db, userId, input, refs, locale);
  await changeSchedule(db, userId, id, locale, async (row) => {
    if (row.status === 'ended') return 'refuse';
    const last = await lastOccurrenceOf(db.kysely, userId, id);
    const next = nextOccurrence(scheduleShape(input), row.made_count, last, today);
    return {
      ...columnsOf(input, refs),
      status: next.ended ? 'ended' : row.status,
      next_index: next.next_index,
      next_date: next.next_date,
    };
  });
}

export type ScheduleAction = 'pause' | 'resume' | 'end';

/** Pause (active only), resume (paused only: from today on, the paused stretch skipped), end (for good). */
export async function actOnSchedule(
  db: Db,
  userId: number,
  id: number,
  action: ScheduleAction,
  locale: Locale,
  today: string,
): Promise<void> {
  await changeSchedule(db, userId, id, locale, async (row) => {
    if (action === 'pause') return row.status === 'active' ? { status: 'paused' } : 'refuse';
    if (action === 'end') return row.status === 'ended' ? 'refuse' : { status: 'ended' };
    if (row.status !== 'paused') return 'refuse';
    const last = await lastOccurrenceOf(db.kysely, userId, id);
    const shape = {
      start: row.start_date,
      frequency: row.frequency as Frequency,
      endDate: row.end_date,
      maxCount: row.max_count,
    };
    const next = nextOccurrence(shape, row.made_count, last, today);
    return {
      status: next.ended ? 'ended' : 'active',
      next_index: next.next_index,
      next_date: next.next_date,
    };
  });
}

/** Deletes a schedule that has made no invoice yet; one that has is ended instead (409), to keep its history. */
export async function removeSchedule(db: Db, userId: number, id: number, locale: Locale): Promise<void> {
  const row = await findSchedule(db.kysely, userId, id);
  if (!row) throw notFound();
  if (!(await deleteSchedule(db.kysely, userId, id))) throw conflict(locale, 'recurring_has_invoices');
}
