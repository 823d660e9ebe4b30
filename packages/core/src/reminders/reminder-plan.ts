import { addDays, type IsoDate, todayIn } from '../dates/calendar.ts';

/**
 * The steps a business may pick for its automatic payment reminders, in days from the due date
 * (negative: before it). A fixed list keeps the choice a row of checkboxes and each step's wording exact.
 */
export const REMINDER_STEPS = [-7, -3, 0, 7, 14, 30] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

/** What a business gets when it turns reminders on without choosing: Xero's usual plan. */
export const DEFAULT_REMINDER_STEPS: readonly ReminderStep[] = [-3, 0, 7, 14];

/**
 * A step missed by more than this is not sent late: turning reminders on must not mail every client of an
 * old unpaid invoice, and a reminder days after its moment reads wrong. Downtime shorter than this catches up.
 */
export const REMINDER_GRACE_DAYS = 7;

/** The hour of the business's day a reminder goes: 9 am, never the first pass after midnight. */
export const REMINDER_HOUR = 9;

const hours = new Map<string, Intl.DateTimeFormat>();

/**
 * The day whose reminders are due at `now` in a time zone: today once it is 9 am there, yesterday before.
 * A step of today therefore goes on the first pass at or after 9:00 local time.
 */
export function reminderDay(timeZone: string, now: Date): IsoDate {
  let format = hours.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hours.set(timeZone, format);
  }
  const today = todayIn(timeZone, now);
  return Number(format.format(now)) >= REMINDER_HOUR ? today : addDays(today, -1);
}

export const isReminderStep = (value: number): value is ReminderStep =>
  (REMINDER_STEPS as readonly number[]).includes(value);

/** The plan as kept: the chosen steps, each once, in order. */
export function normalisePlan(steps: readonly number[]): ReminderStep[] {
  return [...new Set(steps)].filter(isReminderStep).sort((a, b) => a - b);
}

/** The earliest and latest due dates an invoice may have for some step of the plan to be due today. */
export function dueDateWindow(
  plan: readonly ReminderStep[],
  today: IsoDate,
): { from: IsoDate; to: IsoDate } | null {
  if (plan.length === 0) return null;
  const first = plan[0] as number;
  const last = plan[plan.length - 1] as number;
  return { from: addDays(today, -last - REMINDER_GRACE_DAYS), to: addDays(today, -first) };
}

/**
 * The step to send today for an unpaid invoice, if any: the latest step whose day has come (within the
 * grace), when neither it nor a later step was sent. Only the latest counts, so an invoice never gets two
 * reminders in one day after downtime, and an earlier step is never sent after a later one.
 */
export function dueReminderStep(
  plan: readonly ReminderStep[],
  dueDate: IsoDate,
  today: IsoDate,
  sentSteps: readonly number[],
): ReminderStep | undefined {
  const oldest = addDays(today, -REMINDER_GRACE_DAYS);
  const come = plan.filter((step) => addDays(dueDate, step) <= today);
  const latest = come[come.length - 1];
  if (latest === undefined || addDays(dueDate, latest) < oldest) return undefined;
  if (sentSteps.some((sent) => sent >= latest)) return undefined;
  return latest;
}
