import { oneOf } from '../identifiers/one-of.ts';
import type { Cents } from '../money/cents.ts';
import {
  applyRate,
  effectiveRateBps,
  type IndividualTax,
  individualTax,
  type Residency,
  wholeDollars,
} from './individual-tax.ts';
import {
  BASE_RATE_ENTITY_TURNOVER_LIMIT,
  COMPANY_BASE_RATE_BPS,
  COMPANY_FULL_RATE_BPS,
  GST_REGISTRATION_TURNOVER,
  isTaxYear,
  type TaxYear,
} from './tax-years.ts';
import { MAX_AMOUNT, MAX_PARTNERS, MIN_PARTNERS, refuse, type TaxOutcome } from './validation.ts';

export const BUSINESS_TYPES = ['sole-trader', 'partnership', 'company'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const isBusinessType = oneOf(BUSINESS_TYPES);

export interface BusinessInput {
  year: TaxYear;
  businessType: BusinessType;
  /** What the income is from, in the person's words ("Plumbing", "Online shop"); shown with the result. */
  incomeSource?: string;
  /** Annual business income before tax, in cents; including GST when registered. */
  income: Cents;
  /** Total deductible expenses, in cents (without the GST a registered business claims back). */
  expenses: Cents;
  gstRegistered: boolean;
  /** Add the Medicare levy to the tax of a sole trader or of each partner (residents only). */
  medicareLevy: boolean;
  /** Sole traders and partners; companies have no residency here. */
  residency: Residency;
  /** Partnership only: equal shares among this many partners (2 to 100). */
  partners?: number;
  /** Company only: more than 80% of its assessable income is passive (rent, interest, dividends…). */
  mostlyPassiveIncome?: boolean;
}

interface BusinessFigures {
  incomeSource: string;
  income: Cents;
  /** GST to remit: 1/11 of a registered business's income; 0 otherwise. */
  gst: Cents;
  /** GST turnover: income without GST. */
  turnover: Cents;
  /** Not registered, with a turnover of $75,000 or more: registration is required. */
  gstRegistrationRequired: boolean;
  expenses: Cents;
  /** Income − GST − expenses; negative for a loss. */
  profit: Cents;
  /** The profit, never below zero. */
  taxableIncome: Cents;
  /** All the income tax on this business's profit (every partner's, for a partnership). */
  totalTax: Cents;
  /** Profit − total tax. */
  profitAfterTax: Cents;
  /** Total tax ÷ taxable income, in basis points. */
  effectiveRateBps: number;
}

export type BusinessResult = BusinessFigures &
  (
    | { businessType: 'sole-trader'; tax: IndividualTax }
    | {
        businessType: 'partnership';
        partners: number;
        /** Each partner's equal share of the taxable income (to the cent, rounded down). */
        share: Cents;
        /** The tax of each partner on their share, at individual rates. */
        partnerTax: IndividualTax;
      }
    | {
        businessType: 'company';
        /** Turnover under $50 million and not mostly passive income: 25%, else 30%. */
        baseRateEntity: boolean;
        rateBps: number;
        /** Taxable income in whole dollars, as assessed. */
        assessedIncome: Cents;
      }
  );

function validate(input: BusinessInput): TaxOutcome<never> | null {
  if (!isTaxYear(input.year)) return refuse('year_unsupported', 'year');
  if (!isBusinessType(input.businessType)) return refuse('business_type_invalid', 'businessType');
  const { income, expenses } = input;
  if (!Number.isSafeInteger(income)) return refuse('amount_too_large', 'income');
  if (!Number.isSafeInteger(expenses)) return refuse('amount_too_large', 'expenses');
  if (expenses < 0) return refuse('income_expenses_negative', income < 0 ? 'income' : 'expenses');
  if (income < 0) return refuse('income_negative', 'income');
  if (income > MAX_AMOUNT) return refuse('amount_too_large', 'income');
  if (expenses > MAX_AMOUNT) return refuse('amount_too_large', 'expenses');
  if (input.businessType === 'partnership') {
    const partners = input.partners ?? MIN_PARTNERS;
    if (!Number.isInteger(partners) || partners < MIN_PARTNERS || partners > MAX_PARTNERS) {
      return refuse('partners_invalid', 'partners');
    }
  }
  return null;
}

/**
 * A business owner's (ABN) year: GST to remit, taxable income = income − GST − expenses (never below 0),
 * and the income tax of a sole trader, of each partner of a partnership (the partnership pays none), or
 * of a company.
 */
export function calculateBusiness(input: BusinessInput): TaxOutcome<BusinessResult> {
  const refused = validate(input);
  if (refused) return refused;

  const { year, income, expenses, gstRegistered, residency } = input;
  // GST in a GST-inclusive amount is 1/11 of it, to the cent (halves up).
  const gst = gstRegistered ? Math.floor((2 * income + 11) / 22) : 0;
  const turnover = income - gst;
  const profit = turnover - expenses;
  const taxableIncome = Math.max(0, profit);
  const figures = {
    incomeSource: (input.incomeSource ?? '').trim(),
    income,
    gst,
    turnover,
    gstRegistrationRequired: !gstRegistered && turnover >= GST_REGISTRATION_TURNOVER,
    expenses,
    profit,
    taxableIncome,
  };
  const finish = (totalTax: Cents) => ({
    totalTax,
    profitAfterTax: profit - totalTax,
    effectiveRateBps: effectiveRateBps(totalTax, taxableIncome),
  });

  switch (input.businessType) {
    case 'sole-trader': {
      const tax = individualTax({ year, taxableIncome, residency, medicareLevy: input.medicareLevy });
      return { ok: true, result: { ...figures, ...finish(tax.totalTax), businessType: 'sole-trader', tax } };
    }
    case 'partnership': {
      const partners = input.partners ?? MIN_PARTNERS;
      const share = Math.floor(taxableIncome / partners);
      const partnerTax = individualTax({
        year,
        taxableIncome: share,
        residency,
        medicareLevy: input.medicareLevy,
      });
      return {
        ok: true,
        result: {
          ...figures,
          ...finish(partnerTax.totalTax * partners),
          businessType: 'partnership',
          partners,
          share,
          partnerTax,
        },
      };
    }
    case 'company': {
      const baseRateEntity = turnover < BASE_RATE_ENTITY_TURNOVER_LIMIT && !input.mostlyPassiveIncome;
      const rateBps = baseRateEntity ? COMPANY_BASE_RATE_BPS : COMPANY_FULL_RATE_BPS;
      const assessedIncome = wholeDollars(taxableIncome);
      return {
        ok: true,
        result: {
          ...figures,
          ...finish(applyRate(assessedIncome, rateBps)),
          businessType: 'company',
          baseRateEntity,
          rateBps,
          assessedIncome,
        },
      };
    }
  }
}
