import { describe, expect, it } from 'vitest';
import { centsToDecimal, parseCents } from './cents.ts';

describe('parseCents', () => {
  it.each([
    ['0', 0],
    ['0.01', 1],
    ['1', 100],
    ['1.5', 150],
    ['1.50', 150],
    ['1234.56', 123_456],
    ['1,234.56', 123_456],
    [' 12.30 ', 1_230],
    ['-5.25', -525],
    ['-0', 0],
    ['9999999999999.99', 999_999_999_999_999],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
  });

  it.each([
    '',
    '.',
    '1.234',
    'abc',
    '1e3',
    '12.',
    '--1',
    '1.2.3',
    'NaN',
    'Infinity',
    '0x10',
    '10000000000000',
    '1,00',
    '1000,00',
  ])('refuses %j', (input) => {
    expect(parseCents(input)).toBeNull();
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [150, '1.50'],
    [123_456, '1234.56'],
    [-525, '-5.25'],
    [-5, '-0.05'],
  ])('writes %i cents as %j', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
  });

  it('round-trips with parseCents', () => {
    for (const cents of [0, 1, 99, 100, 101, 123_456_789, -42]) {
      expect(parseCents(centsToDecimal(cents))).toBe(cents);
    }
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDecimal(0.5)).toThrow(RangeError);
  });
});
