import { describe, expect, it } from 'vitest';
import {
  capToCarLimit,
  carLimit,
  carTerminationValue,
  declineInValue,
  poolYear,
  writeOffAsset,
  writeOffThreshold,
} from './depreciation.ts';

const $ = (dollars: number) => Math.round(dollars * 100);

describe('instant asset write-off threshold', () => {
  it.each([
    ['2020-21', { kind: 'full-expensing', basis: 'confirmed' }],
    ['2021-22', { kind: 'full-expensing', basis: 'confirmed' }],
    ['2022-23', { kind: 'full-expensing', basis: 'confirmed' }],
    ['2023-24', { kind: 'below', threshold: $(20_000), basis: 'confirmed' }],
    ['2024-25', { kind: 'below', threshold: $(20_000), basis: 'confirmed' }],
    ['2025-26', { kind: 'below', threshold: $(20_000), basis: 'confirmed' }],
    // the legislated default stands; the announced $20,000 is carried only so a screen can mention it
    ['2026-27', { kind: 'below', threshold: $(1_000), basis: 'estimate', announced: $(20_000) }],
  ])('%s', (year, row) => expect(writeOffThreshold(year)).toEqual(row));

  it('has no threshold for a year outside the table', () => {
    expect(writeOffThreshold('2019-20')).toBeNull();
    expect(writeOffAsset({ year: '2027-28', cost: 100, businessUseBps: 10_000 })).toBeNull();
  });
});

describe('writing off one asset, or pooling it', () => {
  it.each([
    // year, cost, business use, → write-off, pool addition, basis
    ['2024-25', $(19_999.99), 10_000, $(19_999.99), 0, 'confirmed'],
    ['2024-25', $(20_000), 10_000, 0, $(20_000), 'confirmed'],
    // the threshold is tested on the whole cost; only the business share is claimed
    ['2024-25', $(19_000), 6_000, $(11_400), 0, 'confirmed'],
    ['2024-25', $(30_000), 6_000, 0, $(18_000), 'confirmed'],
    ['2024-25', 0, 10_000, 0, 0, 'confirmed'],
    ['2022-23', $(500_000), 10_000, $(500_000), 0, 'confirmed'],
    ['2026-27', $(999.99), 10_000, $(999.99), 0, 'estimate'],
    ['2026-27', $(1_000), 10_000, 0, $(1_000), 'estimate'],
    ['2026-27', $(5_000), 5_000, 0, $(2_500), 'estimate'],
  ] as const)('%s: %i cents at %i bps', (year, cost, bps, writeOff, poolAddition, basis) => {
    expect(writeOffAsset({ year, cost, businessUseBps: bps })).toEqual({
      writeOff,
      poolAddition,
      carLimited: false,
      basis,
    });
  });

  it('caps a car at the car limit before anything else', () => {
    expect(writeOffAsset({ year: '2024-25', cost: $(80_000), businessUseBps: 5_000, car: true })).toEqual({
      writeOff: 0,
      poolAddition: $(34_837),
      carLimited: true,
      basis: 'secondary',
    });
  });

  it.each([
    { cost: -1, businessUseBps: 10_000 },
    { cost: 100, businessUseBps: 10_001 },
    { cost: 100, businessUseBps: -1 },
    { cost: 1.5, businessUseBps: 10_000 },
  ])('refuses %o', (asset) => {
    expect(() => writeOffAsset({ year: '2024-25', ...asset })).toThrow(RangeError);
  });
});

describe('car limit', () => {
  it.each([
    ['2021-22', $(60_733), 'secondary'],
    ['2022-23', $(64_741), 'confirmed'],
    ['2023-24', $(68_108), 'confirmed'],
    ['2024-25', $(69_674), 'secondary'],
    ['2025-26', $(69_674), 'confirmed'],
    ['2026-27', $(69_674), 'estimate'],
  ])('%s: %i cents (%s)', (year, limit, basis) => {
    expect(carLimit(year)).toEqual({ limit, basis });
  });

  it('is unknown outside the table', () => expect(carLimit('2020-21')).toBeNull());

  it.each([
    ['2025-26', $(69_673.99), $(69_673.99), false],
    ['2025-26', $(69_674), $(69_674), false],
    ['2025-26', $(69_674.01), $(69_674), true],
    ['2022-23', $(100_000), $(64_741), true],
  ])('%s: a %i-cent car counts as %i', (year, cost, counted, capped) => {
    expect(capToCarLimit(year, cost)).toMatchObject({ cost: counted, capped });
  });

  it('refuses a year with no limit', () => expect(capToCarLimit('2020-21', 100)).toBeNull());
});

describe("a capped car's termination value (s 40-325)", () => {
  it.each([
    // $85,135 car capped at 2023-24's $68,108 (80% of it), sold for $50,000: $40,000 counts
    ['capped at 80%', $(50_000), $(85_135), $(68_108), $(40_000)],
    // $80,000 capped at 2022-23's $64,741, sold for $40,000: 40,000 × 64,741 ÷ 80,000 = $32,370.50
    ['capped, a cent fraction', $(40_000), $(80_000), $(64_741), $(32_370.5)],
    // 1 × 2 ÷ 3 of a cent rounds to 1 cent (0.67), 1 × 1 ÷ 3 to 0 (0.33)
    ['rounded half up to the cent', 1, 3, 2, 1],
    ['rounded down below a half', 1, 3, 1, 0],
    ['sold for nothing', 0, $(90_000), $(69_674), 0],
    // under the limit: the sale counts whole
    ['not capped', $(20_000), $(45_000), $(45_000), $(20_000)],
  ])('%s', (_name, proceeds, cost, counted, expected) =>
    expect(carTerminationValue({ proceeds, cost, counted })).toBe(expected),
  );

  it('refuses a negative amount', () => {
    expect(() => carTerminationValue({ proceeds: -1, cost: 3, counted: 2 })).toThrow(RangeError);
  });
});

describe('general small business pool', () => {
  it('worked example: opening $40,000 + a $30,000 excavator → $16,500, closing $53,500', () => {
    expect(
      poolYear({ year: '2024-25', openingBalance: $(40_000), additions: $(30_000), disposalProceeds: 0 }),
    ).toEqual({
      deduction: $(16_500),
      closingBalance: $(53_500),
      assessableIncome: 0,
      rule: 'rates',
      basis: 'confirmed',
    });
  });

  it.each([
    // year, opening, additions, disposals → deduction, closing, income, rule
    ['2024-25', 0, 0, 0, 0, 0, 0, 'empty'],
    ['2024-25', $(19_999.99), 0, 0, $(19_999.99), 0, 0, 'low-pool-value'],
    ['2024-25', $(20_000), 0, 0, $(6_000), $(14_000), 0, 'rates'],
    ['2024-25', $(10_000), $(10_000), 0, $(4_500), $(15_500), 0, 'rates'],
    ['2024-25', $(10_000), $(10_000), $(0.01), $(19_999.99), 0, 0, 'low-pool-value'],
    ['2024-25', $(10_000), 0, $(12_000), 0, 0, $(2_000), 'negative'],
    ['2024-25', $(10_000), 0, $(10_000), 0, 0, 0, 'empty'],
    // 15% of $0.01 = 0.15c → 0c; 30% of $0.05 = 1.5c → 2c (each part rounded half up)
    ['2025-26', $(20_000.05), $(0.01), 0, $(6_000.02), $(14_000.04), 0, 'rates'],
    ['2026-27', $(999.99), 0, 0, $(999.99), 0, 0, 'low-pool-value'],
    ['2026-27', $(1_000), 0, 0, $(300), $(700), 0, 'rates'],
    ['2022-23', $(100_000), $(5_000), $(1_000), $(104_000), 0, 0, 'full-expensing'],
    // a disposal can leave less in the pool than the rates would take: the deduction stops at the balance
    ['2024-25', $(100_000), 0, $(79_000), $(21_000), 0, 0, 'rates-capped'],
  ] as const)(
    '%s: %i + %i − %i',
    (year, openingBalance, additions, disposalProceeds, deduction, closingBalance, assessableIncome, rule) => {
      expect(poolYear({ year, openingBalance, additions, disposalProceeds })).toMatchObject({
        deduction,
        closingBalance,
        assessableIncome,
        rule,
      });
    },
  );

  it('labels a 2026-27 pool an estimate', () => {
    expect(
      poolYear({ year: '2026-27', openingBalance: $(5_000), additions: 0, disposalProceeds: 0 })?.basis,
    ).toBe('estimate');
  });

  it('is unknown outside the table', () => {
    expect(poolYear({ year: '2019-20', openingBalance: 0, additions: 0, disposalProceeds: 0 })).toBeNull();
  });

  it.each([
    { openingBalance: -1, additions: 0, disposalProceeds: 0 },
    { openingBalance: 0, additions: -1, disposalProceeds: 0 },
    { openingBalance: 0, additions: 0, disposalProceeds: -1 },
  ])('refuses %o', (pool) => expect(() => poolYear({ year: '2024-25', ...pool })).toThrow(RangeError));
});

describe('decline in value (general rules)', () => {
  it("the Act's example: $3,500 × 340/365 × 100% ÷ 3⅓ = $978 (prime cost)", () => {
    const result = declineInValue({
      method: 'prime-cost',
      year: '2024-25',
      value: $(3_500),
      daysHeld: 340,
      lifeMonths: 40,
    });
    // exactly $978.0822 → $978.08; the Act shows whole dollars
    expect(result).toEqual({ decline: 97_808, yearDays: 365 });
    expect(Math.trunc(result.decline / 100)).toBe(978);
  });

  it.each([
    // method, year, value, days, life (months), business use, → decline, days in the year
    ['prime-cost', '2024-25', $(40_000), 365, 96, 10_000, $(5_000), 365],
    ['diminishing-value', '2024-25', $(40_000), 365, 96, 10_000, $(10_000), 365],
    ['diminishing-value', '2024-25', $(3_500), 340, 40, 10_000, $(1_956.16), 365],
    // a leap year: a full year is 366/366, half of it 183/366
    ['prime-cost', '2023-24', $(3_500), 366, 40, 10_000, $(1_050), 366],
    ['prime-cost', '2023-24', $(3_500), 183, 40, 10_000, $(525), 366],
    ['diminishing-value', '2027-28', $(1_000), 366, 36, 10_000, $(666.67), 366],
    // business use applied to the exact decline, rounded once: $978.0822 × 60% = $586.849 → $586.85
    ['prime-cost', '2024-25', $(3_500), 340, 40, 6_000, $(586.85), 365],
    ['prime-cost', '2024-25', $(3_500), 0, 40, 10_000, 0, 365],
    // a life under 2 years: diminishing value never takes more than the base value
    ['diminishing-value', '2024-25', $(1_200), 365, 12, 10_000, $(1_200), 365],
    ['diminishing-value', '2024-25', $(1_200), 365, 18, 5_000, $(600), 365],
    // laptop, 2 years (secondary life): DV takes it all in a full first year
    ['diminishing-value', '2024-25', $(2_000), 365, 24, 10_000, $(2_000), 365],
    ['prime-cost', '2024-25', $(2_000), 365, 24, 10_000, $(1_000), 365],
    // a ute at its 7.5-year statutory cap
    ['diminishing-value', '2025-26', $(60_000), 365, 90, 10_000, $(16_000), 365],
  ] as const)(
    '%s %s: %i cents, %i days, %i months, %i bps',
    (method, year, value, daysHeld, lifeMonths, businessUseBps, decline, yearDays) => {
      expect(declineInValue({ method, year, value, daysHeld, lifeMonths, businessUseBps })).toEqual({
        decline,
        yearDays,
      });
    },
  );

  it('a car: the limit caps the cost first, then the method, then the business share', () => {
    const capped = capToCarLimit('2024-25', $(80_000));
    expect(capped).toEqual({ cost: $(69_674), capped: true, basis: 'secondary' });
    // 8 years: 25% diminishing value; $69,674 × 25% × 60% = $10,451.10
    expect(
      declineInValue({
        method: 'diminishing-value',
        year: '2024-25',
        value: capped?.cost ?? 0,
        daysHeld: 365,
        lifeMonths: 96,
        businessUseBps: 6_000,
      }).decline,
    ).toBe($(10_451.1));
  });

  it.each([
    { daysHeld: 366 },
    { daysHeld: -1 },
    { lifeMonths: 0 },
    { value: -1 },
    { businessUseBps: 10_001 },
  ])('refuses %o', (bad) => {
    expect(() =>
      declineInValue({
        method: 'prime-cost',
        year: '2024-25',
        value: 100,
        daysHeld: 10,
        lifeMonths: 12,
        ...bad,
      }),
    ).toThrow(RangeError);
  });
});
