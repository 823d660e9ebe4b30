import { describe, expect, it } from 'vitest';
import { fixedRateClaim, fixedRatePerHour } from './home-office.ts';

describe('fixed rate per hour (PCG 2023/1)', () => {
  it.each([
    ['2022-23', 67, 'confirmed'],
    ['2023-24', 67, 'confirmed'],
    ['2024-25', 70, 'secondary'],
    ['2025-26', 70, 'secondary'],
    ['2026-27', 70, 'estimate'],
  ])('%s: %ic an hour (%s)', (year, rate, basis) => {
    expect(fixedRatePerHour(year)).toEqual({ rateCents: rate, basis });
  });

  it('has no rate before the method began (1 July 2022) or after the table', () => {
    expect(fixedRatePerHour('2021-22')).toBeNull();
    expect(fixedRatePerHour('2027-28')).toBeNull();
    expect(fixedRateClaim('2021-22', [])).toBeNull();
  });
});

describe('fixed rate claim from a diary of minutes', () => {
  it('ATO example: 1,000 hours × $0.70 = $700 (2024-25)', () => {
    const diary = Array.from({ length: 125 }, (_, day) => ({
      date: `2024-${String(8 + Math.floor(day / 28)).padStart(2, '0')}-${String((day % 28) + 1).padStart(2, '0')}`,
      minutes: 8 * 60,
    }));
    expect(fixedRateClaim('2024-25', diary)).toEqual({
      claim: 70_000,
      minutes: 60_000,
      rateCents: 70,
      basis: 'secondary',
      outsideYear: [],
    });
  });

  it.each([
    // minutes, year, claim in cents (minutes × rate ÷ 60, half up)
    [0, '2024-25', 0],
    [60, '2024-25', 70],
    [15, '2024-25', 18], // 17.5c → 18c
    [45, '2024-25', 53], // 52.5c → 53c
    [1, '2023-24', 1], // 1.1167c → 1c
    [15, '2023-24', 17], // 16.75c → 17c
    [30, '2023-24', 34], // 33.5c → 34c
    [24 * 60, '2026-27', 1_680],
  ])('%i minutes in %s → %i cents', (minutes, year, claim) => {
    const date = `${year.slice(0, 4)}-07-01`;
    expect(fixedRateClaim(year, [{ date, minutes }])?.claim).toBe(claim);
  });

  it('sums the diary only inside the financial year and reports the rest', () => {
    const result = fixedRateClaim('2024-25', [
      { date: '2024-06-30', minutes: 120 },
      { date: '2024-07-01', minutes: 90 },
      { date: '2025-06-30', minutes: 30 },
      { date: '2025-07-01', minutes: 60 },
    ]);
    expect(result).toEqual({
      claim: 140,
      minutes: 120,
      rateCents: 70,
      basis: 'secondary',
      outsideYear: ['2024-06-30', '2025-07-01'],
    });
  });

  it('adds two entries on the same day', () => {
    const result = fixedRateClaim('2024-25', [
      { date: '2024-08-01', minutes: 600 },
      { date: '2024-08-01', minutes: 840 },
    ]);
    expect(result?.minutes).toBe(1_440);
  });

  it.each([
    [[{ date: '2024-08-01', minutes: -1 }]],
    [[{ date: '2024-08-01', minutes: 1.5 }]],
    [[{ date: '2024-08-01', minutes: 24 * 60 + 1 }]],
    [
      [
        { date: '2024-08-01', minutes: 1_000 },
        { date: '2024-08-01', minutes: 441 },
      ],
    ],
    [[{ date: '1 Aug 2024', minutes: 60 }]],
  ])('refuses %o', (diary) => {
    expect(() => fixedRateClaim('2024-25', diary)).toThrow(RangeError);
  });
});
