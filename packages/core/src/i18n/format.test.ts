import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatAud,
  formatCompactDollars,
  formatDisplayDate,
  formatDisplayInstant,
  formatFileSize,
  formatGrowth,
  formatMonth,
  formatPercent,
  formatShortDate,
  formatWholeDollars,
  intlLocale,
} from './format.ts';

describe('formatAud', () => {
  it.each([
    [0, '$0.00'],
    [123_456, '$1,234.56'],
    [-525, '-$5.25'],
  ])('shows %i cents as %j', (cents, text) => {
    expect(formatAud(cents)).toBe(text);
  });
});

describe('formatAmount (an API amount)', () => {
  it.each([
    ['1234.50', '$1,234.50'],
    ['0.00', '$0.00'],
    ['876543210.99', '$876,543,210.99'],
    ['not money', '$0.00'],
  ])('shows %j as %j', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });
});

describe('formatWholeDollars and formatCompactDollars', () => {
  it('drops the cents of a threshold', () => {
    expect(formatWholeDollars(1_820_100)).toBe('$18,201');
    expect(formatWholeDollars(4_500_099)).toBe('$45,000');
  });

  it('shortens a chart scale', () => {
    expect(formatCompactDollars(140_000_000)).toBe('$140M');
    expect(formatCompactDollars(2_500)).toBe('$2.5K');
    expect(formatCompactDollars(0)).toBe('$0');
  });
});

describe('formatDisplayDate', () => {
  it('shows DD/MM/YYYY', () => {
    expect(formatDisplayDate('2026-07-04')).toBe('04/07/2026');
  });
  it('refuses anything else', () => {
    expect(() => formatDisplayDate('4/7/2026')).toThrow(RangeError);
  });
});

describe('formatDisplayInstant', () => {
  it.each([
    // 14:30 UTC on the 23rd is 1:30 am on the 24th in Sydney (AEDT): date and time from the same zone.
    ['2026-11-23T14:30:00Z', 'Australia/Sydney', '24/11/2026 1:30 am'],
    ['2026-11-23T14:30:00Z', 'UTC', '23/11/2026 2:30 pm'],
    ['2026-11-23T14:30:00Z', 'America/New_York', '23/11/2026 9:30 am'],
    ['2026-07-01T02:05:00Z', 'Australia/Perth', '01/07/2026 10:05 am'],
  ])('%s in %s → %s', (instant, zone, expected) => {
    expect(formatDisplayInstant(instant, 'en', zone)).toBe(expected);
  });
});

describe('in each language', () => {
  // What people read, per language: amounts and dates alike everywhere, the rest in the language's ways.
  // Intl writes a no-break space before "%" in some languages, a narrow one before French units.
  it.each([
    ['en', '23/11/2026 1:24 am', '23/11/2026 2:24 pm', '32.5%', '+12.5%', '3.3 MB', 'Sept 2026', '3 Dec'],
    [
      'de',
      '23/11/2026 01:24',
      '23/11/2026 14:24',
      '32,5\u00a0%',
      '+12,5\u00a0%',
      '3,3 MB',
      'Sept. 2026',
      '3. Dez.',
    ],
    [
      'es',
      '23/11/2026 1:24',
      '23/11/2026 14:24',
      '32,5\u00a0%',
      '+12,5\u00a0%',
      '3,3 MB',
      'sept 2026',
      '3 dic',
    ],
    [
      'fr',
      '23/11/2026 01:24',
      '23/11/2026 14:24',
      '32,5\u00a0%',
      '+12,5\u00a0%',
      '3,3\u202fMo',
      'sept. 2026',
      '3 déc.',
    ],
    [
      'pt-br',
      '23/11/2026 01:24',
      '23/11/2026 14:24',
      '32,5%',
      '+12,5%',
      '3,3 MB',
      'set. de 2026',
      '3 de dez.',
    ],
  ])('%s', (language, night, afternoon, percent, growth, size, month, day) => {
    expect(formatDisplayInstant('2026-11-23T01:24:00Z', language, 'UTC')).toBe(night);
    expect(formatDisplayInstant('2026-11-23T14:24:00Z', language, 'UTC')).toBe(afternoon);
    expect(formatPercent(32.5, language)).toBe(percent);
    expect(formatGrowth(12.5, language)).toBe(growth);
    expect(formatFileSize(3_500_000, language)).toBe(size);
    expect(formatMonth('2026-09', language)).toBe(month);
    expect(formatShortDate('2026-12-03T05:00:00Z', language, new Date('2026-12-20T00:00:00Z'))).toBe(day);
    expect(formatAud(123_456)).toBe('$1,234.56');
    expect(formatDisplayDate('2026-11-23')).toBe('23/11/2026');
  });

  it('takes what is none of our languages as English', () => {
    expect(intlLocale('xx')).toBe('en-AU');
    expect(intlLocale(undefined)).toBe('en-AU');
    expect(formatDisplayInstant('2026-11-23T01:24:00Z', 'ja', 'UTC')).toBe('23/11/2026 1:24 am');
  });

  it('writes percentages with the decimals asked for, growth with its sign', () => {
    expect(formatPercent(12, 'en')).toBe('12%');
    expect(formatPercent(21.76, 'en', { decimals: [2, 2] })).toBe('21.76%');
    expect(formatPercent(0, 'en', { decimals: [2, 2] })).toBe('0.00%');
    expect(formatGrowth(-3.25, 'en')).toBe('-3.3%');
    expect(formatGrowth(0, 'de')).toBe('0,0\u00a0%');
  });

  it('writes a size in kilobytes below a megabyte, never in bytes', () => {
    expect(formatFileSize(103, 'en')).toBe('0.1 kB');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(2048, 'fr')).toBe('2\u202fko');
  });

  it('names a month without its year, and a day of an earlier year with it', () => {
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'en', false)).toBe('Nov');
    expect(formatShortDate('2025-12-03T05:00:00Z', 'en', new Date('2026-12-20T00:00:00Z'))).toBe(
      '3 Dec 2025',
    );
  });
});
