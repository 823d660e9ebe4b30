import { sendDueReminders } from '../features/invoices/automatic-reminders.ts';
import { createRateLimiter } from '../plugins/rate-limit.ts';
import type { Job } from './job-runner.ts';

/**
 * Each business's automatic payment reminders due today (features/invoices/automatic-reminders.ts): a
 * step goes once per invoice, whichever server's pass sends it.
 */
export const paymentRemindersJob: Job = {
  name: 'payment-reminders',
  async run(ctx, now) {
    const { db, mailer, config, log } = ctx;
    const pass = await sendDueReminders(
      {
        db,
        mailer,
        limiter: createRateLimiter(db, config.rateLimitScale),
        mailLimits: config.mailLimits,
        timeZone: config.timeZone,
        links: { db, secret: config.sessionSecret, appUrl: config.appUrl },
      },
      log,
      now,
    );
    if (pass.sent > 0 || pass.held > 0) log.info(pass, 'payment reminders');
  },
};
