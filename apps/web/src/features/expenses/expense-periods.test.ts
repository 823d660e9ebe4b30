import { describe, expect, it } from 'vitest';
import { isPeriod, periodRange } from './expense-periods.ts';

describe('expense list periods', () => {
  it('knows this quarter, this financial year and the last one from today', () => {
    expect(periodRange('quarter', '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange('year', '2026-11-24')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(periodRange('last-year', '2026-11-24')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
  });

  it('starts a financial year on 1 July', () => {
    expect(periodRange('year', '2026-06-30')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(periodRange('year', '2026-07-01')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(periodRange('quarter', '2026-06-30')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
  });

  it('takes the dates given for a custom period, and none for all dates', () => {
    expect(periodRange('custom', '2026-11-24', { from: '2026-01-05', to: null })).toEqual({
      from: '2026-01-05',
      to: null,
    });
    expect(periodRange('all', '2026-11-24')).toEqual({ from: null, to: null });
  });

  it('reads only its own period names', () => {
    expect(isPeriod('last-year')).toBe(true);
    expect(isPeriod('decade')).toBe(false);
    expect(isPeriod(null)).toBe(false);
  });
});
