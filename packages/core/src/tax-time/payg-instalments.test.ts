import { describe, expect, it } from 'vitest';
import {
  instalmentIncome,
  instalmentOfRate,
  isVariationReason,
  paygLabels,
  quarterOfYear,
  variedAmount,
} from './payg-instalments.ts';

const $ = (dollars: number) => Math.round(dollars * 100);

describe('quarter of the financial year', () => {
  it.each([
    ['2025-09', 1],
    ['2025-12', 2],
    ['2026-03', 3],
    ['2026-06', 4],
  ])('%s → %i', (month, quarter) => expect(quarterOfYear(month)).toBe(quarter));
  it('refuses a month that ends no quarter', () =>
    expect(() => quarterOfYear('2025-08')).toThrow(RangeError));
});

describe('T1 instalment income from the period figures (G1 less 1A, excluding GST)', () => {
  it.each([
    [{ g1: $(11_000), gstOnSales: $(1_000) }, $(10_000)],
    [{ g1: $(5_500), gstOnSales: 0 }, $(5_500)], // GST-free sales
    [{ g1: 0, gstOnSales: 0 }, 0],
    [{ g1: -$(110), gstOnSales: -$(10) }, 0], // decreasing adjustments: never below nil
  ])('%o → %i', (figures, t1) => expect(instalmentIncome(figures)).toBe(t1));
});

describe('T11 = T1 × rate, to the cent, half up', () => {
  it.each([
    [$(10_000), 650, $(650)], // 6.5 %
    [$(12_345.67), 400, $(493.83)], // 493.8268
    [$(10_000.1), 50, $(50)], // 5,000.05 c → 5,000 c
    [1, 5_000, 1], // 0.5 c → 1 c
    [$(10_000), 0, 0],
  ])('%i × %i bp → %i', (t1, rate, t11) => expect(instalmentOfRate(t1, rate)).toBe(t11));
  it('refuses a rate over 100 %', () => expect(() => instalmentOfRate(100, 10_001)).toThrow(RangeError));
});

describe('T9 varied amount: cumulative 25/50/75/100 % of T8 less paid', () => {
  it.each([
    // T8, quarter, paid earlier → T9, 5B credit
    [$(8_000), 1, 0, $(2_000), 0],
    [$(8_000), 2, $(1_250), $(2_750), 0],
    [$(4_000), 3, $(2_500), $(500), 0],
    [$(4_000), 3, $(3_750), 0, $(750)], // paid beyond 75 %: nil, credit at 5B
    [$(4_000), 4, $(4_000), 0, 0],
    [$(0.01), 1, 0, 0, 0], // a quarter of a cent: nil
    [$(0.02), 1, 0, 1, 0], // half a cent up
  ] as const)('T8 %i, Q%i, paid %i → T9 %i, 5B %i', (t8, quarter, paid, t9, credit) =>
    expect(variedAmount(t8, quarter, paid)).toEqual({ t9, credit }),
  );
});

describe("reason code T4: one of the ATO's codes", () => {
  it.each([
    ['21', true],
    ['22', true],
    ['23', true],
    ['24', true],
    ['25', true],
    ['26', true],
    ['27', true],
    ['33', true],
    ['07', false],
    ['20', false],
    ['28', false],
    ['32', false],
    ['2', false],
    ['211', false],
    ['ab', false],
    ['', false],
    [21, false],
  ])('%o → %s', (code, ok) => expect(isVariationReason(code)).toBe(ok));
});

describe('the quarter labels and 5A/5B', () => {
  const figures = { g1: $(22_000), gstOnSales: $(2_000) };
  it('amount option: T7 to 5A', () =>
    expect(
      paygLabels({
        setting: { option: 'amount', t7: $(1_250) },
        variation: null,
        quarter: 2,
        figures,
        paidEarlier: $(1_250),
      }),
    ).toEqual({
      option: 'amount',
      t1: null,
      t2: null,
      t3: null,
      t11: null,
      t7: $(1_250),
      t8: null,
      t9: null,
      t4: null,
      a5: $(1_250),
      b5: 0,
    }));
  it('amount option varied: T9 to 5A with the reason', () =>
    expect(
      paygLabels({
        setting: { option: 'amount', t7: $(1_250) },
        variation: { option: 'amount', t8: $(3_000), t4: '23' },
        quarter: 2,
        figures,
        paidEarlier: $(1_250),
      }),
    ).toMatchObject({ t7: $(1_250), t8: $(3_000), t9: $(250), t4: '23', a5: $(250), b5: 0 }));
  it('amount option varied below what was paid: 5A nil, 5B the credit', () =>
    expect(
      paygLabels({
        setting: { option: 'amount', t7: $(1_250) },
        variation: { option: 'amount', t8: $(2_000), t4: '23' },
        quarter: 3,
        figures,
        paidEarlier: $(2_500),
      }),
    ).toMatchObject({ t9: 0, a5: 0, b5: $(1_000) }));
  it('rate option: T1 from the figures × T2 = T11 to 5A', () =>
    expect(
      paygLabels({
        setting: { option: 'rate', t2: 650 },
        variation: null,
        quarter: 1,
        figures,
        paidEarlier: 0,
      }),
    ).toMatchObject({
      option: 'rate',
      t1: $(20_000),
      t2: 650,
      t3: null,
      t11: $(1_300),
      t7: null,
      a5: $(1_300),
      b5: 0,
    }));
  it('rate option varied: T3 replaces T2', () =>
    expect(
      paygLabels({
        setting: { option: 'rate', t2: 650 },
        variation: { option: 'rate', t3: 400, t4: '21' },
        quarter: 1,
        figures,
        paidEarlier: 0,
      }),
    ).toMatchObject({ t1: $(20_000), t2: 650, t3: 400, t4: '21', t11: $(800), a5: $(800) }));
  it('refuses a variation of the other option or without a reason code', () => {
    const base = {
      setting: { option: 'amount', t7: 100 } as const,
      quarter: 1 as const,
      figures,
      paidEarlier: 0,
    };
    expect(() => paygLabels({ ...base, variation: { option: 'rate', t3: 100, t4: '21' } })).toThrow(
      RangeError,
    );
    expect(() => paygLabels({ ...base, variation: { option: 'amount', t8: 100, t4: '' } })).toThrow(
      RangeError,
    );
  });
});
