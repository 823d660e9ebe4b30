import type { Cents } from '../money/cents.ts';
import { divideRoundHalfUp } from '../sales-documents/totals.ts';
import type { BusinessType } from './business.ts';
import { applyRate, individualTax, type Residency } from './individual-tax.ts';
import { COMPANY_BASE_RATE_BPS, COMPANY_FULL_RATE_BPS, type TaxYear } from './tax-years.ts';

// "Set aside": an estimate of the income tax (and Medicare levy) on the financial year's profit so far
// and on the year projected from it in a straight line, plus the GST owed for the open BAS period.
// An estimate: other income, deductions and offsets of the person are not known here.

export interface SetAsideInput {
  year: TaxYear;
  businessType: BusinessType;
  residency: Residency;
  medicareLevy: boolean;
  /** The business's profit from 1 July to today (income and expenses without GST). */
  profitSoFar: Cents;
  /** Days of the financial year gone, today included (1–366), and the days in it (365 or 366). */
  daysElapsed: number;
  daysInYear: number;
  /** Partnership: the user's share of the profit, in percent (1–100). */
  sharePercent?: number;
  /** Company: the 25% base rate entity rate, or the 30% full rate. */
  companyRate?: 'base' | 'full';
  /** GST to pay for the open period (1A − 1B), 0 when not registered or in credit. */
  gstOwed: Cents;
}

export interface TaxEstimate {
  /** The profit the estimate is on (the user's share of a partnership's). */
  profit: Cents;
  incomeTax: Cents;
  medicareLevy: Cents;
  total: Cents;
}

export interface SetAside {
  soFar: TaxEstimate;
  /** The profit so far × days in the year ÷ days gone, and its tax. */
  projected: TaxEstimate;
  gstOwed: Cents;
  /** What to keep now: the tax on the profit so far plus the GST owed. */
  total: Cents;
}

function taxOn(profit: Cents, input: SetAsideInput): TaxEstimate {
  const share =
    input.businessType === 'partnership'
      ? divideRoundHalfUp(Math.max(0, profit) * (input.sharePercent ?? 100), 100)
      : Math.max(0, profit);
  if (input.businessType === 'company') {
    const rate = input.companyRate === 'full' ? COMPANY_FULL_RATE_BPS : COMPANY_BASE_RATE_BPS;
    const incomeTax = applyRate(share, rate);
    return { profit: share, incomeTax, medicareLevy: 0, total: incomeTax };
  }
  const tax = individualTax({
    year: input.year,
    taxableIncome: share,
    residency: input.residency,
    medicareLevy: input.medicareLevy,
  });
  const medicareLevy = tax.medicare?.amount ?? 0;
  return { profit: share, incomeTax: tax.incomeTaxAfterOffsets, medicareLevy, total: tax.totalTax };
}

/** The straight-line projection of a profit so far over the whole year (a loss projects as is). */
export function projectedProfit(profitSoFar: Cents, daysElapsed: number, daysInYear: number): Cents {
  if (daysElapsed < 1 || daysElapsed > daysInYear) throw new RangeError('days elapsed out of the year');
  const magnitude = divideRoundHalfUp(Math.abs(profitSoFar) * daysInYear, daysElapsed);
  return profitSoFar < 0 ? -magnitude : magnitude;
}

export function setAside(input: SetAsideInput): SetAside {
  const soFar = taxOn(input.profitSoFar, input);
  const projected = taxOn(projectedProfit(input.profitSoFar, input.daysElapsed, input.daysInYear), input);
  const gstOwed = Math.max(0, input.gstOwed);
  return { soFar, projected, gstOwed, total: soFar.total + gstOwed };
}
