import { describe, expect, it } from 'vitest';
import { activityStatus, displayStatus } from './status.ts';

describe('status', () => {
  const today = '2026-11-23';
  it.each([
    [1, '2026-01-01', 'Paid', 'paid'],
    [2, '2026-01-01', 'Paid', 'paid'],
    [0, '2026-11-22', 'Overdue', 'overdue'],
    [0, '2026-11-23', 'Pending', 'issued'],
    [0, '2026-12-01', 'Pending', 'issued'],
  ] as const)('status %i due %s is %s / %s', (status, due, display, activity) => {
    expect(displayStatus(status, due, today)).toBe(display);
    expect(activityStatus(status, due, today)).toBe(activity);
  });
});
