import type { Cents } from '../money/cents.ts';
import {
  applyRate,
  effectiveRateBps,
  type IndividualTax,
  individualTax,
  type Residency,
} from './individual-tax.ts';
import { isTaxYear, TAX_YEAR_RATES, type TaxYear } from './tax-years.ts';
import { MAX_AMOUNT, refuse, type TaxOutcome } from './validation.ts';

export interface EmployeeInput {
  year: TaxYear;
  /** Annual salary (taxable income) in cents. */
  salary: Cents;
  residency: Residency;
}

export interface NetIncome {
  year: Cents;
  month: Cents;
  fortnight: Cents;
  week: Cents;
}

export interface EmployeeResult {
  salary: Cents;
  tax: IndividualTax;
  totalTax: Cents;
  net: NetIncome;
  /** Total tax ÷ salary, in basis points. */
  effectiveRateBps: number;
  superGuarantee: SuperGuarantee;
  /** What the employer pays: salary + super guarantee. */
  employerCost: Cents;
}

export interface SuperGuarantee {
  rateBps: number;
  amount: Cents;
  /** The most salary the guarantee is owed on in the year: 4 × the quarterly maximum contribution base. */
  maximumBase: Cents;
  /** The salary is above the maximum base, so the guarantee stops there. */
  capped: boolean;
  /** False where the maximum base is an estimate (not published yet for the year). */
  confirmed: boolean;
}

/** The employer's super guarantee on a year's salary, owed only up to the maximum contribution base. */
export function superGuarantee(year: TaxYear, salary: Cents): SuperGuarantee {
  const { superGuaranteeBps: rateBps, maximumContributionBase } = TAX_YEAR_RATES[year];
  const maximumBase = 4 * maximumContributionBase.quarterly;
  return {
    rateBps,
    amount: applyRate(Math.min(salary, maximumBase), rateBps),
    maximumBase,
    capped: salary > maximumBase,
    confirmed: maximumContributionBase.confirmed,
  };
}

/** Splits a year's amount into months (12), fortnights (26) and weeks (52), each to the cent. */
export function perPeriod(annual: Cents): NetIncome {
  const share = (periods: number) =>
    Math.sign(annual) * Math.floor((2 * Math.abs(annual) + periods) / (2 * periods));
  return { year: annual, month: share(12), fortnight: share(26), week: share(52) };
}

/** An employee (TFN) on a salary: tax, net pay per period, and the super guarantee on top (capped). */
export function calculateEmployee(input: EmployeeInput): TaxOutcome<EmployeeResult> {
  if (!isTaxYear(input.year)) return refuse('year_unsupported', 'year');
  if (!Number.isSafeInteger(input.salary)) return refuse('amount_too_large', 'income');
  if (input.salary < 0) return refuse('income_negative', 'income');
  if (input.salary > MAX_AMOUNT) return refuse('amount_too_large', 'income');

  const tax = individualTax({
    year: input.year,
    taxableIncome: input.salary,
    residency: input.residency,
    medicareLevy: true,
  });
  const guarantee = superGuarantee(input.year, input.salary);
  return {
    ok: true,
    result: {
      salary: input.salary,
      tax,
      totalTax: tax.totalTax,
      net: perPeriod(input.salary - tax.totalTax),
      effectiveRateBps: effectiveRateBps(tax.totalTax, input.salary),
      superGuarantee: guarantee,
      employerCost: input.salary + guarantee.amount,
    },
  };
}
