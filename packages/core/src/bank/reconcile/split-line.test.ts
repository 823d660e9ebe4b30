import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitLine } from './split-line.ts';

describe('splitLine', () => {
  it.each<[number, Parameters<typeof splitLine>[1], number[]]>([
    // Fuel, 75% business: 65.13 → 48.85 (48.8475 halves up) and 16.28; every cent kept.
    [-6_513, { businessPercent: 75 }, [-4_885, -1_628]],
    [-1, { businessPercent: 75 }, [-1, 0]],
    [-1, { businessPercent: 49 }, [0, -1]],
    [-3, { businessPercent: 50 }, [-2, -1]],
    [10_000, { businessPercent: 100 }, [10_000, 0]],
    [10_000, { businessPercent: 0 }, [0, 10_000]],
    // Typed amounts: the rest of the line is one more part; amounts that make the line add none.
    [-10_000, { amounts: [2_500, 2_500] }, [-2_500, -2_500, -5_000]],
    [-10_000, { amounts: [2_500, 7_500] }, [-2_500, -7_500]],
    [10_000, { amounts: [] }, [10_000]],
    [10_000, { amounts: [0, 10_000] }, [0, 10_000]],
  ])('%i split %j → %j', (amountCents, plan, parts) => {
    expect(splitLine(amountCents, plan)).toEqual({ ok: true, parts });
  });

  it.each<[number, Parameters<typeof splitLine>[1], string]>([
    [-10_000, { amounts: [2_500, 7_501] }, 'over-line'],
    [-10_000, { amounts: [-1] }, 'negative-part'],
    [-10_000, { amounts: [0.5] }, 'not-whole-cents'],
    [100.5, { businessPercent: 50 }, 'not-whole-cents'],
    [-10_000, { businessPercent: 101 }, 'bad-percent'],
    [-10_000, { businessPercent: -1 }, 'bad-percent'],
    [-10_000, { businessPercent: 33.3 }, 'bad-percent'],
  ])('%i split %j: %s', (amountCents, plan, problem) => {
    expect(splitLine(amountCents, plan)).toEqual({ ok: false, problem });
  });

  it('keeps every cent: the parts add up to the line, each of its sign or zero', () => {
    const amount = fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((cents) => cents !== 0);
    const plan = fc.oneof(
      fc.record({ businessPercent: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ amounts: fc.array(fc.nat({ max: 2_000_000 }), { maxLength: 5 }) }),
    );
    fc.assert(
      fc.property(amount, plan, (amountCents, splitPlan) => {
        const result = splitLine(amountCents, splitPlan);
        if (!result.ok) {
          expect(result.problem).toBe('over-line');
          return;
        }
        expect(result.parts.reduce((sum, part) => sum + part, 0)).toBe(amountCents);
        for (const part of result.parts) {
          expect(Number.isSafeInteger(part)).toBe(true);
          expect(part === 0 || Math.sign(part) === Math.sign(amountCents)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
