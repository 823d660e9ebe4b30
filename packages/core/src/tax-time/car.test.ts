import { describe, expect, it } from 'vitest';
import {
  CENTS_PER_KM_LIMIT_KM,
  carMethodsAllowed,
  centsPerKmClaim,
  centsPerKmRate,
  isCar,
  logbookBusinessUsePercent,
  logbookClaim,
  logbookStatus,
} from './car.ts';

describe('cents per kilometre rate (s 28-25)', () => {
  it.each([
    ['2020-21', 72, 'confirmed'],
    ['2021-22', 72, 'confirmed'],
    ['2022-23', 78, 'confirmed'],
    ['2023-24', 85, 'confirmed'],
    ['2024-25', 88, 'confirmed'],
    ['2025-26', 88, 'confirmed'],
    ['2026-27', 88, 'estimate'],
  ])('%s: %ic (%s)', (year, rate, basis) => {
    expect(centsPerKmRate(year)).toEqual({ rateCents: rate, basis });
  });

  it('knows no rate for a year outside the table', () => {
    expect(centsPerKmRate('2019-20')).toBeNull();
    expect(centsPerKmRate('2027-28')).toBeNull();
    expect(centsPerKmClaim('2019-20', 100)).toBeNull();
  });
});

describe('cents per kilometre claim', () => {
  it.each([
    // year, business km, claim (cents), km claimed, capped, basis
    ['2024-25', 0, 0, 0, false, 'confirmed'],
    ['2024-25', 1, 88, 1, false, 'confirmed'],
    ['2024-25', 4_999, 439_912, 4_999, false, 'confirmed'],
    ['2024-25', 5_000, 440_000, 5_000, false, 'confirmed'],
    ['2024-25', 5_001, 440_000, 5_000, true, 'confirmed'],
    ['2024-25', 12_000, 440_000, 5_000, true, 'confirmed'],
    ['2020-21', 5_000, 360_000, 5_000, false, 'confirmed'],
    ['2021-22', 6_000, 360_000, 5_000, true, 'confirmed'],
    ['2022-23', 5_000, 390_000, 5_000, false, 'confirmed'],
    ['2023-24', 5_000, 425_000, 5_000, false, 'confirmed'],
    ['2025-26', 5_000, 440_000, 5_000, false, 'confirmed'],
    ['2026-27', 5_000, 440_000, 5_000, false, 'estimate'],
  ] as const)('%s, %i km → %i cents', (year, km, claim, kmClaimed, capped, basis) => {
    expect(centsPerKmClaim(year, km)).toEqual({
      claim,
      kmClaimed,
      capped,
      rateCents: expect.any(Number),
      basis,
    });
  });

  it('caps at 5,000 km', () => expect(CENTS_PER_KM_LIMIT_KM).toBe(5_000));

  it.each([-1, 1.5, Number.NaN])('refuses %d km', (km) => {
    expect(() => centsPerKmClaim('2024-25', km)).toThrow(RangeError);
  });
});

describe('logbook business-use percentage, in basis points', () => {
  it.each([
    [0, 0, 0],
    [0, 1_000, 0],
    [1_000, 1_000, 10_000],
    [3_000, 4_000, 7_500],
    [1, 3, 3_333],
    [2, 3, 6_667],
    // 1/8 = 12.5% exactly; 1/80,000 = 0.00125% rounds half up to 0.00%
    [1, 8, 1_250],
    [1, 20_000, 1],
    [1, 40_000, 0],
  ])('%i of %i km → %i bps', (business, total, bps) => {
    expect(logbookBusinessUsePercent(business, total)).toBe(bps);
  });

  it.each([
    [1_001, 1_000],
    [-1, 1_000],
    [1, 0],
    [0.5, 10],
  ])('refuses %d business of %d total km', (business, total) => {
    expect(() => logbookBusinessUsePercent(business, total)).toThrow(RangeError);
  });
});

describe('logbook claim', () => {
  it.each([
    [1_000_000, 7_500, 750_000],
    [1_000_000, 0, 0],
    [1_000_000, 10_000, 1_000_000],
    [0, 5_000, 0],
    // $100.01 × 33.33% = $33.333333 → $33.33
    [10_001, 3_333, 3_333],
    // $0.03 × 50% = 1.5c → 2c (half up)
    [3, 5_000, 2],
  ])('%i cents × %i bps → %i', (expenses, bps, claim) => {
    expect(logbookClaim(expenses, bps)).toBe(claim);
  });

  it.each([
    [-1, 5_000],
    [100, -1],
    [100, 10_001],
  ])('refuses %i cents × %i bps', (expenses, bps) => {
    expect(() => logbookClaim(expenses, bps)).toThrow(RangeError);
  });
});

describe('is it a car (s 28-10: under 1 tonne and fewer than 9 passengers)', () => {
  it.each([
    [500, 4, true],
    [999, 8, true],
    [1_000, 2, false],
    [999, 9, false],
    [0, 0, true],
    [1_200, 5, false],
  ])('%i kg, %i passengers → %s', (kg, passengers, car) => {
    expect(isCar(kg, passengers)).toBe(car);
  });

  it('refuses a negative payload', () => expect(() => isCar(-1, 2)).toThrow(RangeError));
});

describe('who may use the car methods (Div 28)', () => {
  it.each([
    [{ entity: 'sole-trader' }, { allowed: true }],
    [{ entity: 'partnership', individualPartner: true }, { allowed: true }],
    [
      { entity: 'partnership', individualPartner: false },
      { allowed: false, reason: 'partnership-without-individual' },
    ],
    [{ entity: 'company' }, { allowed: false, reason: 'company-uses-actual-costs' }],
    [{ entity: 'trust' }, { allowed: false, reason: 'trust-uses-actual-costs' }],
  ] as const)('%o → %o', (who, answer) => {
    expect(carMethodsAllowed(who)).toEqual(answer);
  });
});

describe('logbook length and life', () => {
  const twelveWeeks = { start: '2023-03-01', end: '2023-05-23' }; // 84 days counted inclusively
  it.each([
    [twelveWeeks, '2022-23', { usable: true, firstYear: '2022-23', lastYear: '2026-27' }],
    [twelveWeeks, '2026-27', { usable: true, firstYear: '2022-23', lastYear: '2026-27' }],
    [twelveWeeks, '2027-28', { usable: false, reason: 'expired' }],
    [twelveWeeks, '2021-22', { usable: false, reason: 'before-logbook' }],
    [{ start: '2023-03-01', end: '2023-05-22' }, '2022-23', { usable: false, reason: 'too-short' }],
    [{ start: '2023-05-23', end: '2023-03-01' }, '2022-23', { usable: false, reason: 'end-before-start' }],
    // straddles 1 July: the year it was kept for is the year it starts in, unless the owner names another
    [
      { start: '2024-06-01', end: '2024-09-30' },
      '2023-24',
      { usable: true, firstYear: '2023-24', lastYear: '2027-28' },
    ],
    [
      { start: '2024-06-01', end: '2024-09-30', firstYear: '2024-25' },
      '2028-29',
      { usable: true, firstYear: '2024-25', lastYear: '2028-29' },
    ],
    [
      { start: '2024-06-01', end: '2024-09-30', firstYear: '2024-25' },
      '2023-24',
      { usable: false, reason: 'before-logbook' },
    ],
    [
      { start: '2024-06-01', end: '2024-09-30', firstYear: '2022-23' },
      '2024-25',
      { usable: false, reason: 'period-not-in-first-year' },
    ],
  ] as const)('%o in %s', (logbook, year, answer) => {
    expect(logbookStatus(logbook, year)).toEqual(answer);
  });

  it('refuses a year that is not a financial year name', () => {
    expect(() => logbookStatus(twelveWeeks, '2024')).toThrow(RangeError);
  });
});
