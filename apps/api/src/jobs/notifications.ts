import { addDays, todayIn } from '@sorted/core/dates/calendar';
import { basPeriodOf, REPORTING_PERIODS, shiftBasPeriod } from '@sorted/core/gst/bas-periods';
import { documentSubject, notify } from '../lib/notify.ts';
import {
  basPeriodsNotTold,
  overdueInvoicesNotTold,
} from '../repositories/notifications.system-repository.ts';
import type { Job } from './job-runner.ts';

/** An invoice overdue for longer than this when first seen (the feature turned on) is not told. */
const OVERDUE_LOOKBACK_DAYS = 7;
const PER_PASS = 500;

/**
 * What the calendar tells the owner, each once (the notification's event key): an invoice gone overdue
 * (the day after its due date, in the app's time zone), and a BAS period ended, with the day its BAS is
 * due, for each GST-registered business that has not lodged it.
 */
export const notificationsJob: Job = {
  name: 'notifications',
  async run(ctx, now) {
    const { db, config } = ctx;
    const deps = { appUrl: config.appUrl };
    const today = todayIn(config.timeZone, now);
    const overdue = await overdueInvoicesNotTold(
      db.kysely,
      today,
      addDays(today, -OVERDUE_LOOKBACK_DAYS),
      PER_PASS,
    );
    for (const invoice of overdue) {
      const { companyId, subject } = documentSubject('invoice', invoice);
      await notify(
        db.kysely,
        invoice.user_id,
        { kind: 'invoice-overdue', companyId, subject: { ...subject, date: invoice.due_date } },
        deps,
        now,
      );
    }
    for (const reporting of REPORTING_PERIODS) {
      const ended = shiftBasPeriod(basPeriodOf(today, reporting), reporting, -1);
      if (ended.due < today) continue;
      for (const business of await basPeriodsNotTold(db.kysely, reporting, ended.key, ended.end)) {
        await notify(
          db.kysely,
          business.user_id,
          {
            kind: 'bas-due',
            occurrence: ended.key,
            companyId: business.id,
            subject: { id: business.id, number: ended.key, name: business.name, date: ended.due },
          },
          deps,
          now,
        );
      }
    }
  },
};
