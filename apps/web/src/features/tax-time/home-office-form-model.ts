import { type IsoDate, isAfterToday, isIsoDate } from '@sorted/core/dates/calendar';
import { homeOfficeDaySchema, homeOfficePatternSchema } from '@sorted/core/schemas/home-office';
import { WEEKDAYS, type Weekday } from '@sorted/core/tax-time/home-office-pattern';
import type { FormSchema } from '../../lib/form.ts';
import type { HomeOfficeDay, HomeOfficePatternInput } from './home-office.ts';

// The diary's forms as people type them (hours and minutes apart, blanks while typing), what they send,
// and their checks: the shared schemas of the API, with its field names, so a refusal from either lands
// under the same field.

interface Issue {
  path: PropertyKey[];
  message: string;
}

const parsed = (issues: Issue[]) =>
  issues.length === 0 ? { success: true as const } : { success: false as const, error: { issues } };

/** A date typed that is not one, or is after today (the diary records days as they happen). */
function dateIssues(field: string, date: string, today: IsoDate): Issue[] {
  if (!isIsoDate(date)) return [{ path: [field], message: 'date_invalid' }];
  return isAfterToday(date, today) ? [{ path: [field], message: 'date_after_today' }] : [];
}

const wholeNumber = (value: number | '') => (value === '' ? 0 : value);

export interface HomeOfficeDayFormValues {
  date: IsoDate;
  hours: number | '';
  /** The minutes past the hours (0 to 59). */
  minutes_part: number | '';
}

export const dayFormValues = (day: HomeOfficeDay | null, today: IsoDate): HomeOfficeDayFormValues =>
  day
    ? { date: day.date, hours: Math.floor(day.minutes / 60), minutes_part: day.minutes % 60 }
    : { date: today, hours: '', minutes_part: '' };

/** The day as the API takes it: the time in whole minutes (a fraction typed is sent as it is, and refused). */
export const dayOf = (values: HomeOfficeDayFormValues): HomeOfficeDay => ({
  date: values.date,
  minutes: wholeNumber(values.hours) * 60 + wholeNumber(values.minutes_part),
});

export function dayFormSchema(today: IsoDate): FormSchema {
  return {
    safeParse: (values: unknown) => {
      const day = dayOf(values as HomeOfficeDayFormValues);
      const time = homeOfficeDaySchema.safeParse({ minutes: day.minutes });
      return parsed([
        ...dateIssues('date', day.date, today),
        ...(time.success
          ? []
          : time.error.issues.map((issue) => ({ path: ['minutes'], message: issue.message }))),
      ]);
    },
  };
}

export interface HomeOfficePatternFormValues {
  from: IsoDate;
  to: IsoDate;
  /** Hours per weekday as typed (7.5 is seven and a half hours); blank is none. */
  hours: Record<Weekday, number | ''>;
}

export const patternFormValues = (from: IsoDate, to: IsoDate): HomeOfficePatternFormValues => ({
  from,
  to,
  hours: { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' },
});

/** The pattern as the API takes it: each weekday's hours in minutes (to the nearest minute). */
export const patternOf = (values: HomeOfficePatternFormValues): HomeOfficePatternInput => ({
  from: values.from,
  to: values.to,
  minutes_by_weekday: Object.fromEntries(
    WEEKDAYS.map((day) => [day, Math.round(wholeNumber(values.hours[day]) * 60)]),
  ) as Record<Weekday, number>,
});

export function patternFormSchema(today: IsoDate): FormSchema {
  return {
    safeParse: (values: unknown) => {
      const pattern = patternOf(values as HomeOfficePatternFormValues);
      const result = homeOfficePatternSchema.safeParse(pattern);
      const issues: Issue[] = result.success ? [] : [...result.error.issues];
      if (isIsoDate(pattern.to) && isAfterToday(pattern.to, today)) {
        issues.push({ path: ['to'], message: 'date_after_today' });
      }
      return parsed(issues);
    },
  };
}
