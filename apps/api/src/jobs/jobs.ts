import type { Job } from './job-runner.ts';
import { notificationsJob } from './notifications.ts';
import { paymentRemindersJob } from './payment-reminders.ts';
import { recurringInvoicesJob } from './recurring-invoices.ts';

/**
 * Every job the runner runs each pass, in order: today's recurring invoices first, so that one due
 * today is made (and sent) before the reminders are looked at; then what the calendar tells the owner
 * (invoices gone overdue, BAS periods ended).
 */
export const jobs: Job[] = [recurringInvoicesJob, paymentRemindersJob, notificationsJob];
