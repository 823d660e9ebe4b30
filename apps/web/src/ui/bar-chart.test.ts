import { describe, expect, it } from 'vitest';
import { scaleStep } from './bar-chart.tsx';

describe('bar chart scale', () => {
  it('steps the scale by 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([scaleStep(0), scaleStep(240), scaleStep(1000), scaleStep(876_543_210.99)]).toEqual([
      1, 100, 250, 250_000_000,
    ]);
  });
});
