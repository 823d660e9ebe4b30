import { z } from 'zod';
import { financialYearOf, isIsoDate } from '../dates/calendar.ts';
import { WEEKDAYS } from '../tax-time/home-office-pattern.ts';
import { message } from './fields.ts';

// The working-from-home diary as the API takes it (issue 31): a day's time at home in whole minutes, and
// a week's pattern that fills the days of a period not recorded yet. Dates after today are refused by
// the API, which knows today in the app's time zone.

const MINUTES_IN_A_DAY = 24 * 60;

const dayMinutes = z
  .number(message('home_office_minutes_invalid'))
  .int(message('home_office_minutes_invalid'))
  .min(1, message('home_office_minutes_invalid'))
  .max(MINUTES_IN_A_DAY, message('home_office_minutes_invalid'));

/** One day of the diary: the date is the path's. */
export const homeOfficeDaySchema = z.object({ minutes: dayMinutes });

const weekdayMinutes = z
  .number(message('home_office_weekday_invalid'))
  .int(message('home_office_weekday_invalid'))
  .min(0, message('home_office_weekday_invalid'))
  .max(MINUTES_IN_A_DAY, message('home_office_weekday_invalid'));

const requiredDate = z.string(message('date_invalid')).trim().refine(isIsoDate, message('date_invalid'));

/** A week's pattern over `from`..`to` (inclusive, within one financial year); 0 minutes: that weekday is left empty. */
export const homeOfficePatternSchema = z
  .object({
    from: requiredDate,
    to: requiredDate,
    minutes_by_weekday: z.object(
      {
        mon: weekdayMinutes.default(0),
        tue: weekdayMinutes.default(0),
        wed: weekdayMinutes.default(0),
        thu: weekdayMinutes.default(0),
        fri: weekdayMinutes.default(0),
        sat: weekdayMinutes.default(0),
        sun: weekdayMinutes.default(0),
      },
      message('home_office_pattern_empty'),
    ),
  })
  .superRefine((pattern, context) => {
    const { from, to } = pattern;
    // A date refused already has its own error.
    const dated = isIsoDate(from) && isIsoDate(to);
    if (dated && (to < from || financialYearOf(from).start !== financialYearOf(to).start)) {
      context.addIssue({ code: 'custom', path: ['to'], message: message('home_office_period_invalid') });
    }
    if (WEEKDAYS.every((day) => pattern.minutes_by_weekday[day] === 0)) {
      context.addIssue({
        code: 'custom',
        path: ['minutes_by_weekday'],
        message: message('home_office_pattern_empty'),
      });
    }
  });
