import { oneOf } from '../identifiers/one-of.ts';
import type { Cents } from '../money/cents.ts';
import {
  type Bracket,
  MEDICARE_RATE_BPS,
  MEDICARE_SHADE_IN_BPS,
  type MedicareThresholds,
  TAX_YEAR_RATES,
  type TaxYear,
  type TaxYearRates,
} from './tax-years.ts';

/** For tax purposes; working holiday makers hold a 417 or 462 visa. */
export const RESIDENCIES = ['resident', 'foreign', 'working-holiday'] as const;
export type Residency = (typeof RESIDENCIES)[number];

export const isResidency = oneOf(RESIDENCIES);

/** The scale a residency is taxed on; only residents have a tax-free threshold. */
export function scaleFor(rates: TaxYearRates, residency: Residency): readonly Bracket[] {
  switch (residency) {
    case 'resident':
      return rates.resident;
    case 'foreign':
      return rates.foreign;
    case 'working-holiday':
      return rates.workingHoliday;
  }
}

/** n ÷ d to the nearest cent, halves up; n may be negative (then it rounds towards +∞ at the half). */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Amount × rate in basis points, to the cent (halves up). */
export function applyRate(amount: Cents, rateBps: number): Cents {
  return roundHalfUp(amount * rateBps, 10_000);
}

/**
 * Taxable income is assessed in whole dollars (the return takes whole dollars; cents are dropped), so a
 * cent more of income never makes the rounded parts move against each other.
 */
export function wholeDollars(amount: Cents): Cents {
  return amount <= 0 ? 0 : amount - (amount % 100);
}

export interface BracketLine {
  /** The bracket starts above this amount … */
  over: Cents;
  /** … and ends at this one; null for the top bracket. */
  upTo: Cents | null;
  rateBps: number;
  /** The part of the income that falls in this bracket. */
  income: Cents;
  /** Tax on that part. */
  tax: Cents;
  /** The tax on all the brackets below this one (the ATO's "base amount", e.g. $5,092 above $45,000). */
  base: Cents;
}

/** Tax on a progressive scale, bracket by bracket. Only the bracket the income ends in can round. */
export function taxOnScale(
  income: Cents,
  scale: readonly Bracket[],
): { tax: Cents; brackets: BracketLine[] } {
  let base = 0;
  const brackets = scale.map((bracket, index): BracketLine => {
    const upTo = scale[index + 1]?.over ?? null;
    const top = upTo === null ? income : Math.min(income, upTo);
    const inBracket = Math.max(0, top - bracket.over);
    const line = { over: bracket.over, upTo, rateBps: bracket.rateBps, income: inBracket, tax: 0, base };
    line.tax = applyRate(inBracket, bracket.rateBps);
    if (upTo !== null) base += applyRate(upTo - bracket.over, bracket.rateBps);
    return line;
  });
  return { tax: brackets.reduce((sum, line) => sum + line.tax, 0), brackets };
}

const d = (amount: number): Cents => amount * 100;

// The offsets in thousandths of a cent, exactly: each is rounded to the cent when shown, but their sum is
// rounded once (DESIGN.md §5), so two half cents never make a whole one.
const EXACT = 1000;

/**
 * Low income tax offset (2020-21 onwards), exact: $700 up to $37,500; less 5c per dollar to $45,000
 * ($325); less 1.5c per dollar from $45,000, nil from $66,667.
 */
function exactLowIncomeTaxOffset(income: Cents): number {
  if (income <= d(37_500)) return d(700) * EXACT;
  if (income <= d(45_000)) return d(700) * EXACT - 50 * (income - d(37_500));
  return Math.max(0, d(325) * EXACT - 15 * (income - d(45_000)));
}

/**
 * Low and middle income tax offset, 2021-22 (ITAA 1997 s 61-107), exact: $675 up to $37,000; plus 7.5%
 * of the excess to $1,500 at $48,000; $1,500 to $90,000; less 3% of the excess over $90,000; nil at
 * $126,000 and above. The $675 and the $1,500 include the one-off $420 of 2021-22, which s 61-107(1A)
 * gives only below $126,000: the offset is $420.03 at $125,999 and nothing at $126,000.
 */
function exactLowAndMiddleIncomeTaxOffset(income: Cents): number {
  if (income <= d(37_000)) return d(675) * EXACT;
  if (income <= d(48_000)) return Math.min(d(1_500) * EXACT, d(675) * EXACT + 75 * (income - d(37_000)));
  if (income <= d(90_000)) return d(1_500) * EXACT;
  if (income < d(126_000)) return d(1_500) * EXACT - 30 * (income - d(90_000));
  return 0;
}

/** The low income tax offset, to the cent. */
export const lowIncomeTaxOffset = (income: Cents): Cents =>
  roundHalfUp(exactLowIncomeTaxOffset(income), EXACT);

/** The low and middle income tax offset of 2021-22, to the cent. */
export const lowAndMiddleIncomeTaxOffset = (income: Cents): Cents =>
  roundHalfUp(exactLowAndMiddleIncomeTaxOffset(income), EXACT);

export type MedicarePhase = 'exempt' | 'shade-in' | 'full';

export interface MedicareLevy {
  amount: Cents;
  phase: MedicarePhase;
  thresholds: MedicareThresholds;
}

/**
 * Medicare levy of a single person: nothing at or below the lower threshold; up to the upper threshold
 * 10% of the income above the lower one (never more than 2% of the whole); above it 2%.
 */
export function medicareLevy(income: Cents, thresholds: MedicareThresholds): MedicareLevy {
  if (income <= thresholds.lower) return { amount: 0, phase: 'exempt', thresholds };
  const full = applyRate(income, MEDICARE_RATE_BPS);
  if (income > thresholds.upper) return { amount: full, phase: 'full', thresholds };
  const shaded = applyRate(income - thresholds.lower, MEDICARE_SHADE_IN_BPS);
  return shaded < full
    ? { amount: shaded, phase: 'shade-in', thresholds }
    : { amount: full, phase: 'full', thresholds };
}

export interface IndividualTaxInput {
  year: TaxYear;
  /** In cents; assessed in whole dollars. */
  taxableIncome: Cents;
  residency: Residency;
  /** Whether to add the Medicare levy (residents only: never foreign residents or working holiday makers). */
  medicareLevy: boolean;
}

export interface IndividualTax {
  year: TaxYear;
  residency: Residency;
  /** Whole dollars, as assessed. */
  taxableIncome: Cents;
  brackets: BracketLine[];
  /** Tax on the scale, before offsets. */
  incomeTax: Cents;
  /** Each offset the income is entitled to (residents only), to the cent; LMITO only in 2021-22. */
  offsets: { lito: Cents; lmito: Cents | null };
  /** The offsets' exact sum rounded once: it may be a cent under lito + lmito (two half cents). */
  offsetsTotal: Cents;
  /** Offsets are non-refundable: they reduce income tax to zero at most, never the Medicare levy. */
  offsetsUsed: Cents;
  incomeTaxAfterOffsets: Cents;
  /** Null when it does not apply (not chosen, or not a resident). */
  medicare: MedicareLevy | null;
  totalTax: Cents;
}

/** Income tax, offsets and Medicare levy of one person for one year; each part rounded to the cent. */
export function individualTax({
  year,
  taxableIncome,
  residency,
  medicareLevy: withMedicare,
}: IndividualTaxInput): IndividualTax {
  const rates = TAX_YEAR_RATES[year];
  const income = wholeDollars(taxableIncome);
  const resident = residency === 'resident';
  const { tax: incomeTax, brackets } = taxOnScale(income, scaleFor(rates, residency));
  const exactLito = resident ? exactLowIncomeTaxOffset(income) : 0;
  const exactLmito = rates.lmito && resident ? exactLowAndMiddleIncomeTaxOffset(income) : 0;
  const offsets = {
    lito: roundHalfUp(exactLito, EXACT),
    lmito: rates.lmito ? roundHalfUp(exactLmito, EXACT) : null,
  };
  const offsetsTotal = roundHalfUp(exactLito + exactLmito, EXACT);
  const offsetsUsed = Math.min(incomeTax, offsetsTotal);
  const medicare = resident && withMedicare ? medicareLevy(income, rates.medicare) : null;
  const incomeTaxAfterOffsets = incomeTax - offsetsUsed;
  return {
    year,
    residency,
    taxableIncome: income,
    brackets,
    incomeTax,
    offsets,
    offsetsTotal,
    offsetsUsed,
    incomeTaxAfterOffsets,
    medicare,
    totalTax: incomeTaxAfterOffsets + (medicare?.amount ?? 0),
  };
}

/** Tax as a share of the income, in basis points (2391 = 23.91%); 0 for no income. */
export function effectiveRateBps(tax: Cents, income: Cents): number {
  return income <= 0 ? 0 : roundHalfUp(tax * 10_000, income);
}
