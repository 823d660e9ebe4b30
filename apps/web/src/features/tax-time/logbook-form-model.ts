import { isIsoDate } from '@sorted/core/dates/calendar';
import { logbookJourneySchema, logbookPeriodSchema } from '@sorted/core/schemas/vehicle-logbook';
import { logbookYearChoices } from '@sorted/core/tax-time/logbook-trips';
import { schemaFromParse } from '../../lib/form.ts';
import type { LogbookJourney, VehicleLogbook } from './logbook-data.ts';

// The logbook's period and journey forms as people type them (strings), what they send, and their
// checks: the API's own schemas (packages/core/src/schemas/vehicle-logbook.ts). Whether a journey fits
// the period and the other journeys is checked by the API, its answer shown under the field.

export interface PeriodFormValues {
  start_date: string;
  end_date: string;
  odometer_start: string;
  odometer_end: string;
  kept_for_year: string | null;
}

export const periodFormValues = (logbook: VehicleLogbook | null): PeriodFormValues => ({
  start_date: logbook?.start_date ?? '',
  end_date: logbook?.end_date ?? '',
  odometer_start: logbook ? String(logbook.odometer_start) : '',
  odometer_end: logbook ? String(logbook.odometer_end) : '',
  kept_for_year: logbook?.kept_for_year ?? null,
});

export const periodPayloadOf = (values: PeriodFormValues) => ({
  start_date: values.start_date,
  end_date: values.end_date,
  odometer_start: values.odometer_start,
  odometer_end: values.odometer_end,
  kept_for_year: values.kept_for_year,
});

/** The two years a period straddling 1 July may be kept for; none while its dates are incomplete. */
export function straddledYears(values: Pick<PeriodFormValues, 'start_date' | 'end_date'>): string[] {
  const { start_date: start, end_date: end } = values;
  if (!isIsoDate(start) || !isIsoDate(end) || end < start) return [];
  const years = logbookYearChoices(start, end);
  return years.length > 1 ? years : [];
}

export interface JourneyFormValues {
  start_date: string;
  end_date: string;
  odometer_start: string;
  odometer_end: string;
  purpose: string;
}

/** A journey to edit, or a new one starting where the last one ended (journeys follow each other). */
export const journeyFormValues = (
  journey: LogbookJourney | null,
  logbook: VehicleLogbook,
): JourneyFormValues =>
  journey
    ? {
        start_date: journey.start_date,
        end_date: journey.end_date,
        odometer_start: String(journey.odometer_start),
        odometer_end: String(journey.odometer_end),
        purpose: journey.purpose,
      }
    : {
        start_date: '',
        end_date: '',
        odometer_start: String(
          Math.max(logbook.odometer_start, ...logbook.journeys.map((entry) => entry.odometer_end)),
        ),
        odometer_end: '',
        purpose: '',
      };

export const journeyPayloadOf = (values: JourneyFormValues) => ({
  start_date: values.start_date,
  // A journey on one day needs its date typed once.
  end_date: values.end_date || values.start_date,
  odometer_start: values.odometer_start,
  odometer_end: values.odometer_end,
  purpose: values.purpose,
});

export const periodFormSchema = schemaFromParse((values: PeriodFormValues) =>
  logbookPeriodSchema.safeParse(periodPayloadOf(values)),
);

export const journeyFormSchema = schemaFromParse((values: JourneyFormValues) =>
  logbookJourneySchema.safeParse(journeyPayloadOf(values)),
);
