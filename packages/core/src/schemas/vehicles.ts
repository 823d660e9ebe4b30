import { z } from 'zod';
import { daysBetween, isIsoDate } from '../dates/calendar.ts';
import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import { LOGBOOK_MIN_DAYS, logbookBusinessUsePercent } from '../tax-time/car.ts';
import { message } from './fields.ts';

// A vehicle and its method for a year (issue 31, car expenses), as the API takes them and the web's
// forms check them. Kilometres and kilograms are whole numbers, typed as text or sent as numbers.

/** A whole number ≥ 0 (commas and spaces between digits allowed), or null when left blank. */
export const wholeNumber = (key: ValidationMessageKey) =>
  z
    .union([z.string(), z.number()], message(key))
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined) return null;
      const text =
        typeof value === 'number' ? String(value) : value.trim().replace(/(?<=\d)[,\s](?=\d)/g, '');
      if (text === '') return null;
      const number = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(number)) {
        context.addIssue({ code: 'custom', message: message(key) });
        return z.NEVER;
      }
      return number;
    });

export const requiredWholeNumber = (key: ValidationMessageKey) =>
  wholeNumber(key).refine((value) => value !== null, message(key)) as unknown as z.ZodType<number, unknown>;

export const vehicleSchema = z.object({
  name: z
    .string(message('vehicle_name_required'))
    .trim()
    .min(1, message('vehicle_name_required'))
    .max(100, message('vehicle_name_too_long')),
  /** What it is designed to carry: asked, never guessed (a car carries under 1 tonne). */
  payload_kg: requiredWholeNumber('vehicle_payload_required'),
  /** Passengers it is designed to carry besides the driver (a car carries fewer than 9). */
  passengers: requiredWholeNumber('vehicle_passengers_required'),
});
export type VehicleInput = z.input<typeof vehicleSchema>;
export type Vehicle = z.output<typeof vehicleSchema>;

export const VEHICLE_METHODS = ['cents_per_km', 'logbook', 'actual_costs'] as const;
export type VehicleMethod = (typeof VEHICLE_METHODS)[number];
/** A logbook typed in as its totals, or the vehicle's logbook kept journey by journey. */
export const LOGBOOK_SOURCES = ['totals', 'trips'] as const;
export type LogbookSource = (typeof LOGBOOK_SOURCES)[number];

const optionalDate = z
  .string(message('date_invalid'))
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isIsoDate(value), message('date_invalid'));

/**
 * A vehicle's method for a year and its figures: cents per km takes the business km; the logbook its
 * period and km as totals (its business use follows); actual costs (a vehicle that is not a car) a
 * business-use percentage. Figures another method would use are dropped.
 */
export const vehicleYearSchema = z
  .object({
    method: z.enum(VEHICLE_METHODS, message('vehicle_method_invalid')),
    /** Absent means totals, as before journeys could be entered. */
    logbook_source: z
      .enum(LOGBOOK_SOURCES, message('logbook_source_invalid'))
      .nullish()
      .transform((value) => value ?? 'totals'),
    business_km: wholeNumber('km_invalid'),
    logbook_start: optionalDate,
    logbook_end: optionalDate,
    logbook_business_km: wholeNumber('km_invalid'),
    logbook_total_km: wholeNumber('km_invalid'),
    business_use_percent: z
      .number(message('business_use_invalid'))
      .int(message('business_use_invalid'))
      .min(1, message('business_use_invalid'))
      .max(100, message('business_use_invalid'))
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((year, context) => {
    const issue = (path: string, key: ValidationMessageKey) =>
      context.addIssue({ code: 'custom', message: message(key), path: [path] });
    if (year.method === 'cents_per_km' && year.business_km === null) issue('business_km', 'km_invalid');
    if (year.method === 'actual_costs' && year.business_use_percent === null) {
      issue('business_use_percent', 'business_use_invalid');
    }
    if (year.method !== 'logbook' || year.logbook_source === 'trips') return;
    if (year.logbook_start === null) issue('logbook_start', 'logbook_start_required');
    if (year.logbook_end === null) issue('logbook_end', 'logbook_end_required');
    if (year.logbook_business_km === null) issue('logbook_business_km', 'km_invalid');
    if (year.logbook_total_km === null) issue('logbook_total_km', 'km_invalid');
    if (
      year.logbook_business_km !== null &&
      year.logbook_total_km !== null &&
      year.logbook_total_km < year.logbook_business_km
    ) {
      issue('logbook_total_km', 'logbook_total_below_business');
    }
    if (
      year.logbook_start &&
      year.logbook_end &&
      isIsoDate(year.logbook_start) &&
      isIsoDate(year.logbook_end)
    ) {
      // Counted inclusively, as core's logbookStatus counts: 12 weeks are 84 days.
      const days = daysBetween(year.logbook_start, year.logbook_end) + 1;
      if (days < 1) issue('logbook_end', 'logbook_end_before_start');
      else if (days < LOGBOOK_MIN_DAYS) issue('logbook_end', 'logbook_too_short');
    }
  })
  .transform((year) => {
    // Journey by journey, the figures are the vehicle's logbook's, worked out when the claim is.
    const logbook = year.method === 'logbook' && year.logbook_source === 'totals';
    const businessKm = logbook ? year.logbook_business_km : null;
    const totalKm = logbook ? year.logbook_total_km : null;
    return {
      method: year.method,
      logbook_source: year.method === 'logbook' ? year.logbook_source : null,
      business_km: year.method === 'cents_per_km' ? year.business_km : null,
      logbook_start: logbook ? year.logbook_start : null,
      logbook_end: logbook ? year.logbook_end : null,
      logbook_business_km: businessKm,
      logbook_total_km: totalKm,
      /** Basis points: the logbook's business km ÷ total km, or the percentage given for actual costs. */
      business_use_bps:
        businessKm !== null && totalKm !== null
          ? logbookBusinessUsePercent(businessKm, totalKm)
          : year.method === 'actual_costs' && year.business_use_percent !== null
            ? year.business_use_percent * 100
            : null,
    };
  });
export type VehicleYearInput = z.input<typeof vehicleYearSchema>;
export type VehicleYear = z.output<typeof vehicleYearSchema>;
