import { describe, expect, it } from 'vitest';
import { keptUntil, mayRemove } from './records.ts';

describe('how long a record is kept', () => {
  it.each([
    // five years from the latest of the expense, its payment and the receipt stored
    [['2025-08-15', null, '2025-08-16'], 'sole-trader', '2030-08-16'],
    [['2025-08-15', '2025-10-01', '2025-08-16'], 'partnership', '2030-10-01'],
    // seven for a company (ASIC)
    [['2025-08-15', null, '2025-08-15'], 'company', '2032-08-15'],
    // 29 February: the day after 28 February in a year without one
    [['2024-02-29', null, null], 'sole-trader', '2029-03-01'],
    [['2024-02-29', null, null], 'company', '2031-03-01'],
  ] as const)('%o (%s) → kept until %s', (dates, type, until) => {
    expect(keptUntil(dates, type)).toBe(until);
  });

  it('needs a date', () => {
    expect(() => keptUntil([null], 'sole-trader')).toThrow(RangeError);
  });

  it('may go on the day it is kept until, not the day before', () => {
    expect(mayRemove('2030-08-16', '2030-08-15')).toBe(false);
    expect(mayRemove('2030-08-16', '2030-08-16')).toBe(true);
  });
});
