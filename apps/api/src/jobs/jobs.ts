import type { Job } from './job-runner.ts';
import { recurringInvoicesJob } from './recurring-invoices.ts';

/** Every job the runner runs each pass, in order. */
export const jobs: Job[] = [recurringInvoicesJob];
