import { describe, expect, it } from 'vitest';
import { concessionalCap, personalSuperDeduction } from './super.ts';

const $ = (dollars: number) => Math.round(dollars * 100);

describe('concessional contributions cap', () => {
  it.each([
    ['2020-21', $(25_000), 'confirmed'],
    ['2021-22', $(27_500), 'confirmed'],
    ['2022-23', $(27_500), 'confirmed'],
    ['2023-24', $(27_500), 'secondary'],
    ['2024-25', $(30_000), 'secondary'],
    ['2025-26', $(30_000), 'secondary'],
    ['2026-27', $(32_500), 'estimate'],
  ])('%s: %i cents (%s)', (year, amount, basis) => {
    expect(concessionalCap(year)).toEqual({ amount, basis });
  });

  it('is unknown outside the table', () => expect(concessionalCap('2019-20')).toBeNull());
});

describe('personal super deduction', () => {
  const cap = { amount: $(30_000), basis: 'secondary' } as const;
  const base = {
    planned: $(10_000),
    employerContributions: 0,
    carryForwardAvailable: 0,
    cap,
    incomeBeforeSuper: $(80_000),
    noticeAcknowledged: true,
  };

  it.each([
    // changes to the base case → deductible, limited by, over the room
    [{}, $(10_000), 'nothing', 0],
    [{ planned: 0 }, 0, 'nothing', 0],
    [{ planned: $(30_000) }, $(30_000), 'nothing', 0],
    [{ planned: $(30_000.01) }, $(30_000), 'cap', 1],
    [{ planned: $(30_000), employerContributions: $(8_000) }, $(22_000), 'cap', $(8_000)],
    [
      { planned: $(30_000), employerContributions: $(8_000), carryForwardAvailable: $(8_000) },
      $(30_000),
      'nothing',
      0,
    ],
    [{ planned: $(5_000), employerContributions: $(31_000) }, 0, 'cap', $(5_000)],
    // s 26-55: no loss created or increased
    [{ incomeBeforeSuper: $(6_000) }, $(6_000), 'income', 0],
    [{ incomeBeforeSuper: $(10_000) }, $(10_000), 'nothing', 0],
    [{ incomeBeforeSuper: 0 }, 0, 'income', 0],
    [{ incomeBeforeSuper: $(-5_000) }, 0, 'income', 0],
    // both limits bind: the smaller wins
    [{ planned: $(40_000), incomeBeforeSuper: $(25_000) }, $(25_000), 'income', $(10_000)],
  ] as const)('%o', (change, deductible, limitedBy, overCapRoom) => {
    expect(personalSuperDeduction({ ...base, ...change })).toEqual({
      status: 'deductible',
      deductible,
      limitedBy,
      overCapRoom,
      basis: 'secondary',
    });
  });

  it('is not deductible yet while the fund has not acknowledged a notice of intent', () => {
    expect(personalSuperDeduction({ ...base, noticeAcknowledged: false })).toEqual({
      status: 'notice-needed',
      deductible: 0,
      deductibleOnceAcknowledged: $(10_000),
      limitedBy: 'nothing',
      overCapRoom: 0,
      basis: 'secondary',
    });
  });

  it('carries the cap basis through', () => {
    expect(personalSuperDeduction({ ...base, cap: { amount: $(32_500), basis: 'estimate' } }).basis).toBe(
      'estimate',
    );
  });

  it.each([{ planned: -1 }, { employerContributions: -1 }, { carryForwardAvailable: -1 }, { planned: 0.5 }])(
    'refuses %o',
    (bad) => expect(() => personalSuperDeduction({ ...base, ...bad })).toThrow(RangeError),
  );
});
