import { z } from 'zod';
import { LOGBOOK_SOURCES, VEHICLE_METHODS } from '../schemas/vehicles.ts';
import { BUSINESS_TYPES } from '../tax/business.ts';
import { all, resource, single, toOne } from './json-api.ts';

// Vehicles and their car-expense claims (issue 31, item 1). Amounts are decimal strings ("4400.00").

const BASES = ['confirmed', 'secondary', 'estimate'] as const;

/** A vehicle's method and figures for one financial year. */
export const vehicleYearAttributes = z.strictObject({
  financial_year: z.string(),
  method: z.enum(VEHICLE_METHODS),
  /** The logbook method's figures: typed in as totals, or the vehicle's logbook kept journey by journey. */
  logbook_source: z.enum(LOGBOOK_SOURCES).nullable(),
  business_km: z.number().nullable(),
  logbook_start: z.string().nullable(),
  logbook_end: z.string().nullable(),
  logbook_business_km: z.number().nullable(),
  logbook_total_km: z.number().nullable(),
  /** Business use in basis points (6250 = 62.50%): the logbook's, or the one given for actual costs. */
  business_use_bps: z.number().nullable(),
});
export type VehicleYearAttributes = z.infer<typeof vehicleYearAttributes>;

export const vehicleAttributes = z.strictObject({
  name: z.string(),
  payload_kg: z.number(),
  passengers: z.number(),
  /** s 28-10: designed to carry under 1 tonne and fewer than 9 passengers. */
  is_car: z.boolean(),
  /** The years a method was chosen for, oldest first. */
  years: z.array(vehicleYearAttributes),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VehicleAttributes = z.infer<typeof vehicleAttributes>;

export const vehicleResource = resource(
  'vehicles',
  vehicleAttributes,
  z.strictObject({ company: toOne('companies') }),
);
export type VehicleResource = z.infer<typeof vehicleResource>;

export const vehicleDocument = single(vehicleResource);
export type VehicleDocument = z.infer<typeof vehicleDocument>;
export const vehicleListDocument = all(vehicleResource);
export type VehicleListDocument = z.infer<typeof vehicleListDocument>;

/** A business journey of a vehicle's logbook. */
export const logbookJourneyAttributes = z.strictObject({
  start_date: z.string(),
  end_date: z.string(),
  odometer_start: z.number(),
  odometer_end: z.number(),
  km: z.number(),
  purpose: z.string(),
});

export const logbookJourneyResource = resource(
  'logbook-journeys',
  logbookJourneyAttributes,
  z.strictObject({ vehicle: toOne('vehicles') }),
);
export type LogbookJourneyResource = z.infer<typeof logbookJourneyResource>;
export const logbookJourneyDocument = single(logbookJourneyResource);
export type LogbookJourneyDocument = z.infer<typeof logbookJourneyDocument>;
export const logbookJourneyListDocument = all(logbookJourneyResource);

/** A vehicle's logbook kept journey by journey: its period, its journeys (oldest first) and its totals. */
export const vehicleLogbookAttributes = z.strictObject({
  start_date: z.string(),
  end_date: z.string(),
  odometer_start: z.number(),
  odometer_end: z.number(),
  /** The financial year it is kept for: the one its period falls in, or the owner's choice if it straddles. */
  kept_for_year: z.string().nullable(),
  /** The years it could be kept for: two when the period straddles 1 July. */
  year_choices: z.array(z.string()),
  total_km: z.number(),
  business_km: z.number(),
  business_use_bps: z.number(),
  journeys: z.array(logbookJourneyResource),
});
export type VehicleLogbookAttributes = z.infer<typeof vehicleLogbookAttributes>;

export const vehicleLogbookResource = resource(
  'vehicle-logbooks',
  vehicleLogbookAttributes,
  z.strictObject({ vehicle: toOne('vehicles') }),
);
export type VehicleLogbookResource = z.infer<typeof vehicleLogbookResource>;
/** The vehicle's logbook, or null before its period is set. */
export const vehicleLogbookDocument = z.strictObject({ data: vehicleLogbookResource.nullable() });
export type VehicleLogbookDocument = z.infer<typeof vehicleLogbookDocument>;

/** Why a vehicle has no claim worked out for the year. */
export const CAR_CLAIM_GAPS = [
  'company-uses-actual-costs',
  'trust-uses-actual-costs',
  'partnership-without-individual',
  'no-method',
  'no-rate',
  'logbook-not-usable',
  /** The year takes the logbook kept journey by journey, and the vehicle has none yet. */
  'no-logbook',
] as const;

/** One vehicle's claim for a year and how it was worked out. */
export const carClaimAttributes = z.strictObject({
  financial_year: z.string(),
  vehicle_name: z.string(),
  business_name: z.string(),
  business_type: z.enum(BUSINESS_TYPES),
  is_car: z.boolean(),
  method: z.enum(VEHICLE_METHODS).nullable(),
  /** The claim, or null with `gap` saying why there is none. */
  claim: z.string().nullable(),
  gap: z.enum(CAR_CLAIM_GAPS).nullable(),
  /** How sure the figures it rests on are: anything but confirmed is shown as an estimate. */
  basis: z.enum(BASES).nullable(),
  /** Cents per km: the rate, the km given, the km that count (at most 5,000) and whether they were capped. */
  rate_cents: z.number().nullable(),
  business_km: z.number().nullable(),
  km_claimed: z.number().nullable(),
  capped: z.boolean(),
  /**
   * Logbook and actual costs: the vehicle's motor-vehicle expenses for the year (the business's all, when
   * it is the business's only vehicle; those named for it, when the business has several), and the
   * business use.
   */
  vehicle_expenses: z.string().nullable(),
  expense_count: z.number().nullable(),
  business_use_bps: z.number().nullable(),
  /** Logbook: whether it covers this year (kept for its first year and the four after it). */
  logbook_usable: z.boolean().nullable(),
  logbook_problem: z
    .enum(['end-before-start', 'too-short', 'period-not-in-first-year', 'before-logbook', 'expired'])
    .nullable(),
  logbook_first_year: z.string().nullable(),
  logbook_last_year: z.string().nullable(),
});
export type CarClaimAttributes = z.infer<typeof carClaimAttributes>;

export const carClaimResource = resource(
  'car-claims',
  carClaimAttributes,
  z.strictObject({ vehicle: toOne('vehicles'), company: toOne('companies') }),
);
export type CarClaimResource = z.infer<typeof carClaimResource>;

export const carClaimsDocument = all(carClaimResource).extend({
  meta: z.strictObject({
    financial_year: z.string(),
    /** The claims added up (vehicles without a claim count nothing). */
    total: z.string(),
    /**
     * Per business with several vehicles, its motor-vehicle expenses of the year named for no vehicle:
     * no claim takes them until they are assigned.
     */
    unassigned: z.array(
      z.strictObject({
        company_id: z.string(),
        business_name: z.string(),
        amount: z.string(),
        count: z.number(),
      }),
    ),
  }),
});
export type CarClaimsDocument = z.infer<typeof carClaimsDocument>;
