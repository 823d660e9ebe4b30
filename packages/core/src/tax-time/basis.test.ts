import { describe, expect, it } from 'vitest';
import { type Basis, weakest } from './basis.ts';
import { fractionHalfUp } from './exact.ts';

describe('the weakest basis', () => {
  it.each([
    [[], 'confirmed'],
    [['confirmed'], 'confirmed'],
    [['confirmed', 'secondary'], 'secondary'],
    [['secondary', 'estimate', 'confirmed'], 'estimate'],
    [['estimate', 'secondary'], 'estimate'],
  ] as [Basis[], Basis][])('%o → %s', (bases, basis) => expect(weakest(...bases)).toBe(basis));
});

describe('exact fractions, halves up', () => {
  it.each([
    [0n, 1n, 0],
    [1n, 2n, 1],
    [1n, 3n, 0],
    [2n, 3n, 1],
    [5n, 2n, 3],
    [14_280_000_000n, 146_000_000n, 98],
    // 16% × ($20m ÷ $20m) × $5m of tax: the product passes 2^53 on the way, exactly all the same
    [1_600n * 2_000_000_000n * 500_000_000n, 10_000n * 2_000_000_000n, 80_000_000],
  ])('%s ÷ %s → %i', (numerator, denominator, whole) => {
    expect(fractionHalfUp(numerator, denominator)).toBe(whole);
  });
});
