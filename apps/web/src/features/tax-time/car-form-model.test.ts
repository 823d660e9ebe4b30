import { describe, expect, it } from 'vitest';
import type { Vehicle } from './car-data.ts';
import {
  carOf,
  carYearFormSchema,
  carYearFormValues,
  carYearPayloadOf,
  vehicleFormSchema,
} from './car-form-model.ts';

const vehicle = (years: Vehicle['years'], isCar = true): Vehicle => ({
  id: '1',
  companyId: '2',
  name: 'Corolla',
  payload_kg: isCar ? 450 : 1100,
  passengers: 4,
  is_car: isCar,
  years,
  created_at: '2025-07-01T00:00:00Z',
  updated_at: '2025-07-01T00:00:00Z',
});

const logbook2024 = {
  financial_year: '2024-25',
  method: 'logbook' as const,
  logbook_source: 'totals' as const,
  business_km: null,
  logbook_start: '2024-07-01',
  logbook_end: '2024-09-30',
  logbook_business_km: 2500,
  logbook_total_km: 4000,
  business_use_bps: 6250,
};

describe('the car forms', () => {
  it('say whether the figures typed make a car, once both are whole numbers', () => {
    expect(carOf({ payload_kg: '450', passengers: '4' })).toBe(true);
    expect(carOf({ payload_kg: '1,100', passengers: '4' })).toBe(false);
    expect(carOf({ payload_kg: '900', passengers: '9' })).toBe(false);
    expect(carOf({ payload_kg: '', passengers: '4' })).toBeNull();
    expect(carOf({ payload_kg: 'heavy', passengers: '4' })).toBeNull();
  });

  it('ask the business, the payload and the passengers: never guessed', () => {
    const parsed = vehicleFormSchema.safeParse({
      company: null,
      name: 'Ute',
      payload_kg: '',
      passengers: '',
    });
    expect(
      parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([
      ['company', 'company_required'],
      ['payload_kg', 'vehicle_payload_required'],
      ['passengers', 'vehicle_passengers_required'],
    ]);
  });

  it('start a later year from the logbook kept before it (it holds five years), a non-car on actual costs', () => {
    expect(carYearFormValues(vehicle([logbook2024]), '2025-26')).toMatchObject({
      method: 'logbook',
      logbook_start: '2024-07-01',
      logbook_business_km: '2500',
    });
    expect(carYearFormValues(vehicle([]), '2025-26').method).toBe('cents_per_km');
    expect(carYearFormValues(vehicle([], false), '2025-26').method).toBe('actual_costs');
  });

  it('check the logbook: 12 weeks at least, total km not under business km', () => {
    const values = {
      ...carYearFormValues(vehicle([]), '2025-26'),
      method: 'logbook' as const,
      logbook_start: '2025-07-01',
      logbook_end: '2025-08-01',
      logbook_business_km: '500',
      logbook_total_km: '400',
    };
    const parsed = carYearFormSchema.safeParse(values);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([
      'logbook_total_below_business',
      'logbook_too_short',
    ]);
    expect(carYearPayloadOf({ ...values, business_use_percent: '' }).business_use_percent).toBeNull();
  });
});
