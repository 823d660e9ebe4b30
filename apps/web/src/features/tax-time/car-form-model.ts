import {
  type LogbookSource,
  type VehicleMethod,
  vehicleSchema,
  vehicleYearSchema,
} from '@sorted/core/schemas/vehicles';
import { isCar } from '@sorted/core/tax-time/car';
import { schemaFromParse } from '../../lib/form.ts';
import type { Vehicle } from './car-data.ts';

// The vehicle's and the year's forms as people type them (strings), what they send, and their checks:
// the API's own schemas (packages/core/src/schemas/vehicles.ts).

export interface VehicleFormValues {
  company: string | null;
  name: string;
  payload_kg: string;
  passengers: string;
}

export const vehicleFormValues = (
  vehicle: Vehicle | undefined,
  companyId: string | null,
): VehicleFormValues =>
  vehicle
    ? {
        company: vehicle.companyId,
        name: vehicle.name,
        payload_kg: String(vehicle.payload_kg),
        passengers: String(vehicle.passengers),
      }
    : { company: companyId, name: '', payload_kg: '', passengers: '' };

export const vehiclePayloadOf = (values: VehicleFormValues) => ({
  name: values.name.trim(),
  payload_kg: values.payload_kg,
  passengers: values.passengers,
});

/** Whether the figures typed make a car, or null until both are typed as whole numbers. */
export function carOf(values: Pick<VehicleFormValues, 'payload_kg' | 'passengers'>): boolean | null {
  const parsed = vehicleSchema.pick({ payload_kg: true, passengers: true }).safeParse(values);
  return parsed.success ? isCar(parsed.data.payload_kg, parsed.data.passengers) : null;
}

/** Each method's name on screen. */
export const METHOD_LABELS = {
  cents_per_km: 'car.methods.cents_per_km',
  logbook: 'car.methods.logbook',
  actual_costs: 'car.methods.actual_costs',
} as const satisfies Record<VehicleMethod, string>;

/** How the logbook's figures are entered, on screen. */
export const LOGBOOK_SOURCE_LABELS = {
  totals: 'car.logbookSources.totals',
  trips: 'car.logbookSources.trips',
} as const satisfies Record<LogbookSource, string>;

export interface CarYearFormValues {
  method: VehicleMethod;
  logbook_source: LogbookSource;
  business_km: string;
  logbook_start: string;
  logbook_end: string;
  logbook_business_km: string;
  logbook_total_km: string;
  business_use_percent: string;
}

/** The year's form: what was saved for the year, else the logbook of an earlier year (valid five years). */
export function carYearFormValues(vehicle: Vehicle, year: string): CarYearFormValues {
  const saved = vehicle.years.find((entry) => entry.financial_year === year);
  const logbook = [...vehicle.years]
    .reverse()
    .find((entry) => entry.financial_year <= year && entry.method === 'logbook');
  const source = saved ?? (vehicle.is_car ? logbook : undefined);
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    method: source?.method ?? (vehicle.is_car ? 'cents_per_km' : 'actual_costs'),
    logbook_source: source?.logbook_source ?? 'totals',
    business_km: text(source?.business_km),
    logbook_start: source?.logbook_start ?? '',
    logbook_end: source?.logbook_end ?? '',
    logbook_business_km: text(source?.logbook_business_km),
    logbook_total_km: text(source?.logbook_total_km),
    business_use_percent:
      source?.business_use_bps != null && source.method === 'actual_costs'
        ? String(source.business_use_bps / 100)
        : '',
  };
}

export function carYearPayloadOf(values: CarYearFormValues) {
  const percent = values.business_use_percent.trim();
  return {
    method: values.method,
    logbook_source: values.logbook_source,
    business_km: values.business_km,
    logbook_start: values.logbook_start || null,
    logbook_end: values.logbook_end || null,
    logbook_business_km: values.logbook_business_km,
    logbook_total_km: values.logbook_total_km,
    business_use_percent: percent === '' ? null : Number(percent),
  };
}

export const vehicleFormSchema = schemaFromParse((values: VehicleFormValues) => {
  const parsed = vehicleSchema.safeParse(vehiclePayloadOf(values));
  const issues = [
    ...(values.company ? [] : [{ path: ['company'], message: 'company_required' }]),
    ...(parsed.success ? [] : parsed.error.issues),
  ];
  return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
});

export const carYearFormSchema = schemaFromParse((values: CarYearFormValues) =>
  vehicleYearSchema.safeParse(carYearPayloadOf(values)),
);
