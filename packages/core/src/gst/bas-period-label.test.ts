import { describe, expect, it } from 'vitest';
import { basPeriodLabel } from './bas-period-label.ts';

// Intl writes ranges with thin spaces (U+2009) around the dash where the language spaces them.
describe('a BAS period’s name', () => {
  it.each([
    ['2026-11', 'en', 'November 2026'],
    ['2026-Q4', 'en', 'Oct\u2009–\u2009Dec 2026'],
    ['2026-Q3', 'en', 'July\u2009–\u2009Sept 2026'],
    ['2027-Q1', 'en', 'Jan\u2009–\u2009Mar 2027'],
    ['FY2026', 'en', 'July 2026\u2009–\u2009June 2027'],
    ['2026-11', 'de', 'November 2026'],
    ['2026-Q4', 'pt-br', 'out.\u2009–\u2009dez. de 2026'],
    ['2026-Q4', 'de', 'Okt.–Dez. 2026'],
    ['2026-Q2', 'fr', 'avr.–juin 2026'],
  ] as const)('%s in %s is “%s”', (key, locale, label) => {
    expect(basPeriodLabel(key, locale)).toBe(label);
  });

  it('says each month in the language', () => {
    expect(basPeriodLabel('2026-Q4', 'de')).toMatch(/Okt.*Dez.*2026/);
    expect(basPeriodLabel('2026-Q4', 'fr')).toMatch(/oct.*déc.*2026/);
    expect(basPeriodLabel('2026-Q4', 'es')).toMatch(/oct.*dic.*2026/);
  });

  it('leaves what is no period’s key as it is', () => {
    expect(basPeriodLabel('2026-Q5', 'en')).toBe('2026-Q5');
    expect(basPeriodLabel('soon', 'en')).toBe('soon');
  });
});
