import { todayIn } from '@sorted/core/dates/calendar';
import { isLocale, type Locale } from '@sorted/core/i18n/locales';
import { type Frequency, hasEnded, occurrenceDate } from '@sorted/core/recurring/schedule';
import { INVOICE_NUMBERS, nextNumber } from '@sorted/core/sales-documents/numbering';
import type { Transaction } from 'kysely';
import { bookOf } from '../books/book.ts';
import { systemContext } from '../books/book-context.ts';
import { PeriodLockedError } from '../books/book-errors.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import {
  insertPreparedInvoice,
  preparedInvoiceRow,
  prepareInvoice,
} from '../features/invoices/save-invoice.ts';
import { invoiceMailOf, recordInvoiceSending } from '../features/invoices/send-invoice.ts';
import {
  advanceSchedule,
  dueSchedules,
  insertOccurrence,
  pauseStuckSchedule,
  scheduleToRun,
} from '../features/recurring/recurring.system-repository.ts';
import { invoiceInputOf, parseTemplate } from '../features/recurring/schedule-template.ts';
import { newLinkForMail } from '../lib/document-links.ts';
import { HttpError } from '../lib/http-error.ts';
import { checkMailLimits } from '../lib/mail-limits.ts';
import { notify } from '../lib/notify.ts';
import { findOwnCustomers, lastNumberOf } from '../sales-documents/sales-documents.repository.ts';
import type { Job, JobContext } from './job-runner.ts';

// The recurring invoices job. It lives beside the runner, not in a feature: it composes two (the
// schedules, and the invoices it writes and mails), as app.ts composes their routes.
//
// Exactly once: each occurrence is made in ONE transaction that moves its schedule on only if the
// schedule still stands at that occurrence (a conditional update), writes the invoice, the occurrence
// (UNIQUE(schedule_id, occurrence_index)) and, when it is sent automatically, the mail in the outbox.
// A second server making the same occurrence finds the schedule moved on and rolls everything back;
// a server killed mid-transaction leaves nothing, and the next pass makes the occurrence. No lease is
// needed: nothing is held between passes.

/** Another server made this occurrence first. */
class Taken extends Error {}
/** The business's next number changed since it was read: work the invoice out again. */
class Renumber extends Error {}

const SCHEDULES_PER_PASS = 1000;
// A number taken meanwhile (another schedule of the business, or the person by hand) is worked out
// again; past a few times in a row the schedule waits for the next pass.
const ATTEMPTS = 5;

type Outcome = 'made' | 'taken' | 'renumber';

type ScheduleToRun = NonNullable<Awaited<ReturnType<typeof scheduleToRun>>>;

async function makeOccurrence(ctx: JobContext, schedule: ScheduleToRun): Promise<Outcome> {
  const { db, config } = ctx;
  const userId = schedule.user_id;
  const locale: Locale = isLocale(schedule.locale) ? schedule.locale : 'en';
  const index = schedule.next_index;
  const issuedOn = schedule.next_date;
  const last = await lastNumberOf(db.kysely, userId, 'invoice', schedule.company_id);
  const input = invoiceInputOf(parseTemplate(schedule.template), {
    number: nextNumber(INVOICE_NUMBERS, last),
    issuedOn,
    dueDays: schedule.due_days,
  });
  const prepared = await prepareInvoice(
    db,
    userId,
    input,
    { companyId: schedule.company_id, customerId: schedule.customer_id },
    locale,
  );
  const frequency = schedule.frequency as Frequency;
  const nextIndex = index + 1;
  const nextDate = occurrenceDate(schedule.start_date, frequency, nextIndex);
  const end = { endDate: schedule.end_date, maxCount: schedule.max_count };
  const status = hasEnded(end, nextDate, schedule.made_count + 1) ? 'ended' : 'active';
  const recipient = schedule.send_automatically ? prepared.customer.email : null;
  let unsentReason: string | null =
    schedule.send_automatically && !recipient ? 'client_email_required' : null;
  // The mail carries the link to the invoice's page, kept with the invoice it goes with.
  const link = newLinkForMail({ secret: config.sessionSecret, appUrl: config.appUrl });

  const write = (mailed: boolean) => async (trx: Transaction<Database>) => {
    const book = bookOf(trx, systemContext(userId));
    if (!(await advanceSchedule(trx, schedule.id, index, { nextIndex, nextDate, status }))) throw new Taken();
    // The counter is locked until the transaction ends: a number taken meanwhile is worked out again.
    if ((await book.lockedCounter(schedule.company_id, 'invoice')) !== last) throw new Renumber();
    const invoiceId = await insertPreparedInvoice(book, prepared);
    await insertOccurrence(trx, {
      schedule_id: schedule.id,
      occurrence_index: index,
      invoice_id: invoiceId,
      issued_on: issuedOn,
      sent: mailed,
      unsent_reason: mailed ? null : unsentReason,
    });
    // The owner is told, with the invoice: made (sent, or a draft for review as the schedule asks), or
    // held (to be sent automatically, but not sent: past the mail limits, or no client e-mail).
    const held = Boolean(schedule.send_automatically) && !mailed;
    await notify(
      trx,
      userId,
      {
        kind: held ? 'recurring-held' : 'recurring-made',
        companyId: schedule.company_id,
        subject: { id: invoiceId, number: input.name, name: prepared.customer.name },
      },
      { appUrl: config.appUrl },
    );
    if (mailed && recipient) {
      await recordInvoiceSending(
        trx,
        userId,
        invoiceId,
        'invoice',
        recipient,
        config.mailLimits,
        locale,
        null,
        'system',
      );
      await link.save(trx, userId, 'invoice', invoiceId);
    }
  };

  try {
    if (recipient) {
      try {
        // Past the account's mail limits no PDF is rendered (checked again, locked, as the mail is queued).
        await checkMailLimits(db.kysely, userId, config.mailLimits, locale);
        const mail = await invoiceMailOf(
          { db, timeZone: config.timeZone },
          userId,
          preparedInvoiceRow(userId, prepared),
          prepared.lines,
          'invoice',
          { email: recipient, name: prepared.customer.name },
          locale,
          { link, today: issuedOn },
        );
        await ctx.mailer.send(mail, write(true));
        return 'made';
      } catch (error) {
        // Past the account's mail limits the invoice is still made, as a draft to send by hand.
        if (!(error instanceof HttpError && error.status === 429)) throw error;
        unsentReason = error.errors[0]?.code ?? 'mail_limit_hour';
      }
    }
    await db.kysely.transaction().execute(write(false));
    return 'made';
  } catch (error) {
    if (error instanceof Taken) return 'taken';
    if (error instanceof Renumber || isUniqueViolation(error)) return 'renumber';
    throw error;
  }
}

/** Makes every occurrence of one schedule due by `today`, in order, each dated its own day. */
async function catchUp(ctx: JobContext, scheduleId: number, today: string): Promise<number> {
  let made = 0;
  let renumbered = 0;
  for (;;) {
    const schedule = await scheduleToRun(ctx.db.kysely, scheduleId);
    if (schedule?.status !== 'active' || schedule.next_date > today) return made;
    const outcome = await makeOccurrence(ctx, schedule);
    if (outcome === 'made') made += 1;
    if (outcome === 'renumber' && ++renumbered >= ATTEMPTS) return made;
  }
}

/** Pauses a schedule whose invoice was refused, and tells its owner, in one transaction. */
async function pauseAndTell(ctx: JobContext, id: number): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const schedule = await scheduleToRun(trx, id);
    if (!(await pauseStuckSchedule(trx, id)) || !schedule) return;
    const [client] = await findOwnCustomers(trx, schedule.user_id, [schedule.customer_id]);
    await notify(
      trx,
      schedule.user_id,
      {
        kind: 'recurring-paused',
        occurrence: String(schedule.next_index),
        companyId: schedule.company_id,
        subject: { id: schedule.id, number: null, name: client?.name ?? null },
      },
      { appUrl: ctx.config.appUrl },
    );
  });
}

export const recurringInvoicesJob: Job = {
  name: 'recurring-invoices',
  async run(ctx, now) {
    const today = todayIn(ctx.config.timeZone, now);
    const due = await dueSchedules(ctx.db.kysely, today, SCHEDULES_PER_PASS);
    for (const { id } of due) {
      try {
        const made = await catchUp(ctx, id, today);
        if (made > 0) ctx.log.info({ scheduleId: id, made }, 'recurring invoices made');
      } catch (error) {
        // An invoice the schedule can no longer make (its client or business archived since, its PayID
        // removed) will not get better by itself: the schedule is paused, for its owner to see and fix,
        // rather than tried every pass. Anything else is tried again next pass. Either way one schedule
        // holds up no other.
        if ((error instanceof HttpError && error.status === 422) || error instanceof PeriodLockedError) {
          await pauseAndTell(ctx, id);
          ctx.log.warn(
            { scheduleId: id, detail: error.message },
            'recurring schedule paused: invoice refused',
          );
        } else {
          ctx.log.error({ err: error, scheduleId: id }, 'recurring invoice not made');
        }
      }
    }
  },
};
