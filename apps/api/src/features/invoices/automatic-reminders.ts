import { pickLocale } from '@sorted/core/i18n/locales';
import {
  dueDateWindow,
  dueReminderStep,
  REMINDER_STEPS,
  reminderDay,
} from '@sorted/core/reminders/reminder-plan';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { reminderPlanOf } from '../../resources/companies.ts';
import { reminderCandidates, sentReminderSteps } from './automatic-reminders.repository.ts';
import { ReminderNotDue, type SendDeps, sendInvoiceMail } from './send-invoice.ts';

const CHUNK = 500;

export interface ReminderPass {
  sent: number;
  /** Due now but held back (mail limits, an hour since the last reminder): the next pass tries again. */
  held: number;
}

/**
 * Sends the payment reminders due today under each business's plan, each step at most once per invoice:
 * the sending records its step in the transaction that queues the mail, behind a unique index, so two
 * servers (or a retry after a crash) cannot both send it. A reminder over the account's mail limits waits
 * for the next pass, within the plan's grace; an invoice paid in the meantime gets none. Only invoices
 * mailed to their client are reminded of, and a day's steps go from 9 am in the server's time zone
 * (APP_TIMEZONE, Australia/Sydney by default: businesses have no time zone of their own), not on the first
 * pass after midnight.
 */
export async function sendDueReminders(
  deps: SendDeps,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<ReminderPass> {
  const today = reminderDay(deps.timeZone, now);
  // The widest window any plan can have; each invoice is then held to its own business's plan.
  const window = dueDateWindow(REMINDER_STEPS, today);
  const pass: ReminderPass = { sent: 0, held: 0 };
  if (!window) return pass;
  const candidates = await reminderCandidates(deps.db.kysely, window.from, window.to);
  for (let start = 0; start < candidates.length; start += CHUNK) {
    const chunk = candidates.slice(start, start + CHUNK);
    const sent = await sentReminderSteps(
      deps.db.kysely,
      chunk.map((row) => row.invoice_id),
    );
    for (const row of chunk) {
      const step = dueReminderStep(reminderPlanOf(row), row.due_date, today, sent.get(row.invoice_id) ?? []);
      if (step === undefined) continue;
      try {
        await sendInvoiceMail(deps, row.user_id, row.invoice_id, 'reminder', pickLocale(row.locale), {
          step,
          today,
        });
        pass.sent += 1;
      } catch (error) {
        if (error instanceof ReminderNotDue || isUniqueViolation(error)) continue;
        // 429: over the mail limits, or reminded within the hour; anything else (the invoice deleted, its
        // client's e-mail removed) means there is nothing to send.
        if (error instanceof HttpError) {
          if (error.status === 429) pass.held += 1;
          continue;
        }
        log.error({ err: error, invoiceId: row.invoice_id }, 'automatic reminder failed');
      }
    }
  }
  return pass;
}
