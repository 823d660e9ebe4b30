import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_NOTE_NUMBERS,
  comesAfter,
  counterAfter,
  INVOICE_NUMBERS,
  nextNumber,
  QUOTE_NUMBERS,
} from './numbering.ts';

describe('the invoice series', () => {
  it.each([
    [null, 'INV-0001'],
    ['', 'INV-0001'],
    ['INV-0001', 'INV-0002'],
    ['INV-0041', 'INV-0042'],
    ['INV-9999', 'INV-10000'],
    ['2026/9', '2026/10'],
    ['A-007', 'A-008'],
    ['DRAFT', 'DRAFT-0001'],
    ['INV-99999999999999999999', 'INV-100000000000000000000'],
  ])('follows %j with %j', (last, next) => {
    expect(nextNumber(INVOICE_NUMBERS, last)).toBe(next);
  });
});

describe('the quote series', () => {
  it.each([
    [null, 'Q-0001'],
    ['', 'Q-0001'],
    ['Q-0001', 'Q-0002'],
    ['Q-0099', 'Q-0100'],
    ['EST-9', 'EST-10'],
  ])('after %s comes %s', (last, next) => {
    expect(nextNumber(QUOTE_NUMBERS, last)).toBe(next);
  });
});

describe('the adjustment note series', () => {
  it.each([
    [null, 'AN-0001'],
    ['AN-0001', 'AN-0002'],
    ['AN-0099', 'AN-0100'],
    ['AN-9999', 'AN-10000'],
  ])('after %s comes %s', (last, next) => {
    expect(nextNumber(ADJUSTMENT_NOTE_NUMBERS, last)).toBe(next);
  });

  it('restarts at AN-0001 after a number of another series', () => {
    expect(nextNumber(ADJUSTMENT_NOTE_NUMBERS, 'INV-0007')).toBe('AN-0001');
    expect(nextNumber(ADJUSTMENT_NOTE_NUMBERS, 'AN-X7')).toBe('AN-0001');
    expect(nextNumber(ADJUSTMENT_NOTE_NUMBERS, ' AN-0007 ')).toBe('AN-0008');
  });
});

describe('document numbers', () => {
  type Step = { kind: 'allocate' } | { kind: 'typed'; place: number } | { kind: 'delete-newest' };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant({ kind: 'allocate' as const }),
    fc.record({ kind: fc.constant('typed' as const), place: fc.integer({ min: 1, max: 60 }) }),
    fc.constant({ kind: 'delete-newest' as const }),
  );

  it('are strictly increasing when allocated and never given again, whatever is typed or deleted', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        let counter: string | null = null;
        const issued: string[] = [];
        const allocated: string[] = [];
        for (const each of steps) {
          if (each.kind === 'delete-newest') {
            // A draft deleted: its number goes, the counter stays.
            issued.pop();
            continue;
          }
          const number =
            each.kind === 'allocate'
              ? nextNumber(INVOICE_NUMBERS, counter)
              : `INV-${String(each.place).padStart(4, '0')}`;
          if (each.kind === 'typed' && issued.includes(number)) continue; // the unique index refuses it
          if (each.kind === 'allocate') {
            expect(issued).not.toContain(number);
            for (const earlier of allocated) expect(comesAfter(earlier, number)).toBe(true);
            allocated.push(number);
          }
          issued.push(number);
          counter = counterAfter(counter, number);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the counter moves to a typed number unless that would take it back', () => {
    expect(counterAfter(null, 'INV-0007')).toBe('INV-0007');
    expect(counterAfter('INV-0007', 'INV-0003')).toBe('INV-0007');
    expect(counterAfter('INV-0007', 'INV-0007')).toBe('INV-0007');
    expect(counterAfter('INV-0007', 'INV-0010')).toBe('INV-0010');
    expect(counterAfter('INV-0007', '2026/1')).toBe('2026/1');
    expect(counterAfter('INV-0007', 'CUSTOM')).toBe('CUSTOM');
    expect(comesAfter('INV-0009', 'INV-0010')).toBe(true);
    expect(comesAfter('INV-0010', 'INV-0009')).toBe(false);
    expect(comesAfter('A-1', 'B-2')).toBe(false);
  });
});
