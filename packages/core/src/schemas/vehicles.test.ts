import { describe, expect, it } from 'vitest';
import { vehicleSchema, vehicleYearSchema } from './vehicles.ts';

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('vehicle schemas', () => {
  it('take whole kg and passengers, typed or sent, and ask for both', () => {
    expect(vehicleSchema.parse({ name: ' Hilux ', payload_kg: '1,100', passengers: 4 })).toEqual({
      name: 'Hilux',
      payload_kg: 1100,
      passengers: 4,
    });
    expect(codes(vehicleSchema.safeParse({ name: '', payload_kg: -1, passengers: '2.5' }))).toEqual([
      ['name', 'vehicle_name_required'],
      ['payload_kg', 'vehicle_payload_required'],
      ['passengers', 'vehicle_passengers_required'],
    ]);
  });

  it('keep only the chosen method’s figures, the logbook’s business use in basis points', () => {
    expect(
      vehicleYearSchema.parse({
        method: 'logbook',
        business_km: 999,
        logbook_start: '2025-07-01',
        logbook_end: '2025-09-22',
        logbook_business_km: 2500,
        logbook_total_km: 4000,
      }),
    ).toEqual({
      method: 'logbook',
      logbook_source: 'totals',
      business_km: null,
      logbook_start: '2025-07-01',
      logbook_end: '2025-09-22',
      logbook_business_km: 2500,
      logbook_total_km: 4000,
      business_use_bps: 6250,
    });
    expect(vehicleYearSchema.parse({ method: 'actual_costs', business_use_percent: 80 })).toMatchObject({
      business_use_bps: 8000,
      logbook_start: null,
      logbook_source: null,
    });
  });

  it('take a logbook kept journey by journey without totals: the vehicle’s logbook gives them', () => {
    expect(
      vehicleYearSchema.parse({ method: 'logbook', logbook_source: 'trips', logbook_total_km: 4000 }),
    ).toEqual({
      method: 'logbook',
      logbook_source: 'trips',
      business_km: null,
      logbook_start: null,
      logbook_end: null,
      logbook_business_km: null,
      logbook_total_km: null,
      business_use_bps: null,
    });
    expect(codes(vehicleYearSchema.safeParse({ method: 'logbook', logbook_source: 'diary' }))).toEqual([
      ['logbook_source', 'logbook_source_invalid'],
    ]);
  });

  it('refuse a logbook under 12 weeks (84 days counted inclusively) or ending before it starts', () => {
    const logbook = {
      method: 'logbook',
      logbook_business_km: 1,
      logbook_total_km: 2,
      logbook_start: '2025-07-01',
    };
    expect(codes(vehicleYearSchema.safeParse({ ...logbook, logbook_end: '2025-09-21' }))).toEqual([
      ['logbook_end', 'logbook_too_short'],
    ]);
    expect(codes(vehicleYearSchema.safeParse({ ...logbook, logbook_end: '2025-06-30' }))).toEqual([
      ['logbook_end', 'logbook_end_before_start'],
    ]);
    expect(codes(vehicleYearSchema.safeParse({ method: 'cents_per_km' }))).toEqual([
      ['business_km', 'km_invalid'],
    ]);
    expect(codes(vehicleYearSchema.safeParse({ method: 'bus' }))).toEqual([
      ['method', 'vehicle_method_invalid'],
    ]);
  });
});
