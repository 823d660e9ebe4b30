import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar.ts';
import {
  DEFAULT_REMINDER_STEPS,
  dueDateWindow,
  dueReminderStep,
  normalisePlan,
  REMINDER_GRACE_DAYS,
  REMINDER_STEPS,
  type ReminderStep,
  reminderDay,
} from './reminder-plan.ts';

const plan = DEFAULT_REMINDER_STEPS; // -3, 0, 7, 14
const due = '2026-12-10';

describe('dueReminderStep', () => {
  it.each<[string, number[], number | undefined, string]>([
    ['2026-12-06', [], undefined, 'four days before: nothing yet'],
    ['2026-12-07', [], -3, 'three days before'],
    ['2026-12-08', [-3], undefined, 'the day after a sent step'],
    ['2026-12-08', [], -3, 'a missed step catches up the next day'],
    ['2026-12-10', [-3], 0, 'on the due date'],
    ['2026-12-10', [], 0, 'the latest step only, never two at once'],
    ['2026-12-17', [-3, 0], 7, 'a week late'],
    ['2026-12-24', [-3, 0, 7], 14, 'a fortnight late'],
    ['2026-12-30', [-3, 0, 7, 14], undefined, 'every step sent'],
    ['2026-12-31', [], 14, 'the last step, seven days missed: still sent'],
    ['2027-01-01', [], undefined, 'the last step, missed for longer than the grace'],
    ['2026-12-17', [14], undefined, 'a later step was sent already'],
  ])('%s with %j sent → %s (%s)', (today, sent, expected) => {
    expect(dueReminderStep(plan, due, today, sent)).toBe(expected);
  });

  it('an empty plan sends nothing', () => {
    expect(dueReminderStep([], due, due, [])).toBeUndefined();
  });

  it('never repeats a step and never goes back to an earlier one', () => {
    const planArb = fc.subarray([...REMINDER_STEPS], { minLength: 1 }).map(normalisePlan);
    fc.assert(
      fc.property(
        planArb,
        fc.integer({ min: -40, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        (steps, start, days) => {
          const sent: number[] = [];
          for (let day = 0; day < days; day += 1) {
            const step = dueReminderStep(steps, due, addDays(due, start + day), sent);
            if (step !== undefined) sent.push(step);
          }
          expect(new Set(sent).size).toBe(sent.length);
          expect([...sent].sort((a, b) => a - b)).toEqual(sent);
        },
      ),
    );
  });

  it('a step is only ever sent on or after its day, and within the grace', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REMINDER_STEPS), fc.integer({ min: -60, max: 60 }), (step, offset) => {
        const today = addDays(due, offset);
        const sent = dueReminderStep([step], due, today, []);
        const inWindow = offset >= step && offset <= step + REMINDER_GRACE_DAYS;
        expect(sent).toBe(inWindow ? step : undefined);
      }),
    );
  });
});

describe('dueDateWindow', () => {
  it('covers every due date for which some step is due today', () => {
    fc.assert(
      fc.property(
        fc.subarray([...REMINDER_STEPS], { minLength: 1 }).map(normalisePlan),
        fc.integer({ min: -60, max: 60 }),
        (steps: ReminderStep[], offset) => {
          const today = '2027-03-01';
          const dueDate = addDays(today, offset);
          const window = dueDateWindow(steps, today);
          const inWindow = window !== null && dueDate >= window.from && dueDate <= window.to;
          if (dueReminderStep(steps, dueDate, today, []) !== undefined) expect(inWindow).toBe(true);
        },
      ),
    );
  });

  it('is null for an empty plan', () => {
    expect(dueDateWindow([], '2027-03-01')).toBeNull();
  });
});

describe('normalisePlan', () => {
  it('keeps known steps once, in order', () => {
    expect(normalisePlan([14, -3, 5, 14, 0])).toEqual([-3, 0, 14]);
  });
});

describe('reminderDay', () => {
  it('is today from 9 am in the business’s time zone, and yesterday before (not the first pass after midnight)', () => {
    // Sydney is UTC+11 in December: 00:30 local is 13:30 UTC the day before.
    expect(reminderDay('Australia/Sydney', new Date('2026-12-09T13:30:00Z'))).toBe('2026-12-09');
    expect(reminderDay('Australia/Sydney', new Date('2026-12-09T21:59:59Z'))).toBe('2026-12-09');
    expect(reminderDay('Australia/Sydney', new Date('2026-12-09T22:00:00Z'))).toBe('2026-12-10');
    // Perth (UTC+8, no daylight saving): 9 am is 01:00 UTC.
    expect(reminderDay('Australia/Perth', new Date('2026-12-10T00:59:00Z'))).toBe('2026-12-09');
    expect(reminderDay('Australia/Perth', new Date('2026-12-10T01:00:00Z'))).toBe('2026-12-10');
  });
});
