import { z } from 'zod';
import { daysBetween, isIsoDate } from '../dates/calendar.ts';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { LOGBOOK_MIN_DAYS } from '../tax-time/car.ts';
import { logbookYearChoices } from '../tax-time/logbook-trips.ts';
import { message } from './fields.ts';
import { requiredWholeNumber } from './vehicles.ts';

// A vehicle's logbook kept journey by journey (issue 31, item 1): its period and its business journeys,
// as the API takes them and the web's forms check them. Whether a journey fits its period and the other
// journeys is core's tax-time/logbook-trips.ts, checked where they are all known.

const requiredDate = (key: ValidationMessageKey) =>
  z
    .string(message(key))
    .trim()
    .min(1, message(key))
    .refine((value) => value === '' || isIsoDate(value), message('date_invalid'));

const validDates = (start: string, end: string) => isIsoDate(start) && isIsoDate(end);

export const logbookPeriodSchema = z
  .object({
    start_date: requiredDate('logbook_start_required'),
    end_date: requiredDate('logbook_end_required'),
    odometer_start: requiredWholeNumber('odometer_invalid'),
    odometer_end: requiredWholeNumber('odometer_invalid'),
    /** The year it is kept for: asked only when the period straddles 1 July. */
    kept_for_year: z
      .string(message('logbook_year_required'))
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((period, context) => {
    const issue = (path: string, key: ValidationMessageKey) =>
      context.addIssue({ code: 'custom', message: message(key), path: [path] });
    if (period.odometer_end < period.odometer_start) issue('odometer_end', 'odometer_end_below_start');
    if (!validDates(period.start_date, period.end_date)) return;
    // Counted inclusively, as core's logbookStatus counts: 12 weeks are 84 days.
    const days = daysBetween(period.start_date, period.end_date) + 1;
    if (days < 1) issue('end_date', 'logbook_end_before_start');
    else if (days < LOGBOOK_MIN_DAYS) issue('end_date', 'logbook_too_short');
    else {
      const choices = logbookYearChoices(period.start_date, period.end_date);
      if (choices.length > 1 && !choices.includes(period.kept_for_year ?? '')) {
        issue('kept_for_year', 'logbook_year_required');
      }
    }
  })
  .transform((period) => {
    const choices = logbookYearChoices(period.start_date, period.end_date);
    return { ...period, kept_for_year: choices.length > 1 ? period.kept_for_year : (choices[0] ?? null) };
  });
export type LogbookPeriodInput = z.input<typeof logbookPeriodSchema>;

export const logbookJourneySchema = z
  .object({
    start_date: requiredDate('journey_date_required'),
    end_date: requiredDate('journey_date_required'),
    odometer_start: requiredWholeNumber('odometer_invalid'),
    odometer_end: requiredWholeNumber('odometer_invalid'),
    purpose: z
      .string(message('journey_purpose_required'))
      .trim()
      .min(1, message('journey_purpose_required'))
      .max(200, message('journey_purpose_too_long')),
  })
  .superRefine((journey, context) => {
    const issue = (path: string, key: ValidationMessageKey) =>
      context.addIssue({ code: 'custom', message: message(key), path: [path] });
    if (journey.odometer_end < journey.odometer_start) issue('odometer_end', 'odometer_end_below_start');
    if (validDates(journey.start_date, journey.end_date) && journey.end_date < journey.start_date) {
      issue('end_date', 'journey_end_before_start');
    }
  });
export type LogbookJourneyInput = z.input<typeof logbookJourneySchema>;
