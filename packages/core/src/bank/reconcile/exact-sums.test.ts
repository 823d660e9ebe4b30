import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactSums } from './exact-sums.ts';

const LIMITS = { maxSize: 5, maxSets: 100, maxSteps: 100_000 };

describe('exactSums', () => {
  it.each<[number[], number, number[][]]>([
    [[100, 200, 300], 300, [[0, 1]]],
    [
      [100, 200, 300, 400],
      500,
      [
        [0, 3],
        [1, 2],
      ],
    ],
    [
      [100, 100, 100],
      200,
      [
        [0, 1],
        [0, 2],
        [1, 2],
      ],
    ],
    // One amount alone is not a set of several.
    [[500, 200], 500, []],
    [[100, 200], 301, []],
    [[], 100, []],
  ])('%j to %i → %j', (amounts, target, sets) => {
    expect(exactSums(amounts, target, LIMITS)).toEqual(sets);
  });

  it('never takes more than maxSize amounts', () => {
    expect(exactSums([1, 1, 1, 1, 1, 1], 6, LIMITS)).toEqual([]);
    expect(exactSums([1, 1, 1, 1, 1, 1], 5, { ...LIMITS, maxSets: 1 })).toEqual([[0, 1, 2, 3, 4]]);
  });

  it('stops after maxSets sets and after maxSteps steps', () => {
    const ones = Array.from({ length: 30 }, () => 1);
    expect(exactSums(ones, 2, { ...LIMITS, maxSets: 3 })).toHaveLength(3);
    expect(exactSums(ones, 2, { ...LIMITS, maxSteps: 2 })).toEqual([[0, 1]]);
    expect(exactSums(ones, 2, { ...LIMITS, maxSteps: 1 })).toEqual([]);
  });

  it('finds the sets of the amounts given first first', () => {
    expect(exactSums([300, 200, 100, 400], 500, { ...LIMITS, maxSets: 1 })).toEqual([[0, 1]]);
  });

  it('finds only sets that add up exactly, of distinct amounts, each set once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 150 }),
        (amounts, target) => {
          const sets = exactSums(amounts, target, LIMITS);
          for (const set of sets) {
            expect(set.length).toBeGreaterThanOrEqual(2);
            expect(set.length).toBeLessThanOrEqual(5);
            expect(new Set(set).size).toBe(set.length);
            expect(set.reduce((sum, index) => sum + (amounts[index] ?? 0), 0)).toBe(target);
          }
          expect(new Set(sets.map((set) => set.join(','))).size).toBe(sets.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
