import { describe, expect, it } from 'vitest';
import type { VehicleLogbook } from './logbook-data.ts';
import {
  journeyFormSchema,
  journeyFormValues,
  journeyPayloadOf,
  straddledYears,
} from './logbook-form-model.ts';

const logbook: VehicleLogbook = {
  start_date: '2025-07-01',
  end_date: '2025-09-30',
  odometer_start: 10_000,
  odometer_end: 14_000,
  kept_for_year: '2025-26',
  year_choices: ['2025-26'],
  total_km: 4000,
  business_km: 1000,
  business_use_bps: 2500,
  journeys: [
    {
      id: '1',
      start_date: '2025-07-14',
      end_date: '2025-07-14',
      odometer_start: 10_500,
      odometer_end: 11_500,
      km: 1000,
      purpose: 'Quote',
    },
  ],
};

describe('the logbook forms', () => {
  it('start a new journey where the last one ended, and a one-day journey ends the day it starts', () => {
    const values = journeyFormValues(null, logbook);
    expect(values.odometer_start).toBe('11500');
    expect(journeyFormValues(null, { ...logbook, journeys: [] }).odometer_start).toBe('10000');
    expect(journeyPayloadOf({ ...values, start_date: '2025-08-01' }).end_date).toBe('2025-08-01');
  });

  it.each([
    ['inside one year', '2025-07-01', '2025-09-30', []],
    ['straddling 1 July', '2025-05-01', '2025-08-31', ['2024-25', '2025-26']],
    ['not typed yet', '2025-05-01', '', []],
    ['ending before it starts', '2025-08-01', '2025-05-01', []],
  ])('ask for the year only of a period %s', (_name, start, end, years) => {
    expect(straddledYears({ start_date: start, end_date: end })).toEqual(years);
  });

  it('check a journey with the API’s schema', () => {
    const parsed = journeyFormSchema.safeParse({
      start_date: '2025-08-01',
      end_date: '',
      odometer_start: '12000',
      odometer_end: '11000',
      purpose: '',
    });
    expect(parsed.success ? [] : parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'journey_purpose_required',
      'odometer_end_below_start',
    ]);
  });
});
