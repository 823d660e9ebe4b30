import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal.ts';

describe('parseDecimal', () => {
  it.each<[string, number, number]>([
    ['1', 3, 1000],
    ['1,000', 3, 1_000_000],
    ['12,345.50', 2, 1_234_550],
    ['1,234,567', 2, 123_456_700],
    ['1.5', 3, 1500],
    ['1.005', 3, 1005],
    [' 2.25 ', 2, 225],
    ['-1,000.5', 2, -100_050],
    ['0', 2, 0],
  ])('reads %j with %i decimals as %i', (input, decimals, value) => {
    expect(parseDecimal(input, decimals)).toEqual({ ok: true, value });
  });

  it.each<[string, number, string]>([
    ['1,00', 3, 'grouping'],
    ['1,5', 3, 'grouping'],
    ['1000,000', 2, 'grouping'],
    [',100', 2, 'grouping'],
    ['1,,000', 2, 'grouping'],
    ['1,000,00', 2, 'grouping'],
    ['1.0005', 3, 'decimals'],
    ['10.005', 2, 'decimals'],
    ['1,000.123', 2, 'decimals'],
    ['', 2, 'invalid'],
    ['abc', 2, 'invalid'],
    ['1e3', 2, 'invalid'],
    ['12.', 2, 'invalid'],
    ['.5', 2, 'invalid'],
    ['1.2.3', 2, 'invalid'],
    ['1.000,50', 2, 'invalid'],
    ['10000000000000', 2, 'invalid'],
  ])('refuses %j with %i decimals as %s', (input, decimals, problem) => {
    expect(parseDecimal(input, decimals)).toEqual({ ok: false, problem });
  });
});
