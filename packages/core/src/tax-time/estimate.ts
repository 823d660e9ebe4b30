import type { Cents } from '../money/cents.ts';
import type { BusinessType } from '../tax/business.ts';
import { individualTax, type Residency } from '../tax/individual-tax.ts';
import { isTaxYear, TAX_YEAR_RATES, type TaxYear } from '../tax/tax-years.ts';
import { type Basis, weakest } from './basis.ts';
import { fractionHalfUp } from './exact.ts';

// The year's tax estimate for an individual carrying on a business (a sole trader, or a partner's share),
// as the lines a screen shows. The ATO notes' formula (tax-time.md, "PAYG instalments"): amount owing =
// income tax − offsets + Medicare levy − PAYG instalments paid − PAYG withheld.

/** An amount worked out elsewhere (car.ts, home-office.ts, …) with the basis of the figures it used. */
export interface Deduction {
  amount: Cents;
  basis: Basis;
}

/** s 328-360 (confirmed): 16% from 2021-22 (13% in 2020-21, before the years the calculator covers). */
const SMALL_BUSINESS_OFFSET_BPS = 1_600n;
const SMALL_BUSINESS_OFFSET_CAP: Cents = 100_000;
/** The offset is for aggregated turnover under $5 million. */
const SMALL_BUSINESS_OFFSET_TURNOVER: Cents = 500_000_000;

export interface SmallBusinessOffsetInput {
  entity: BusinessType;
  aggregatedTurnover: Cents;
  /** Business income less the deductions that go with it (no net capital gains, no PSI). */
  netSmallBusinessIncome: Cents;
  taxableIncome: Cents;
  /** Tax on the scale, before any offset. */
  taxOnTaxableIncome: Cents;
}

export interface SmallBusinessOffset {
  amount: Cents;
  capped: boolean;
  reason: 'allowed' | 'company' | 'turnover' | 'no-business-income';
}

/**
 * Small business income tax offset: 16% × (net small business income ÷ taxable income) × tax on taxable
 * income, at most $1,000, as one exact fraction rounded half up to the cent. The share is at most 1: the
 * business income can exceed the taxable income only by the cents dropped from a whole-dollar assessment.
 */
export function smallBusinessIncomeTaxOffset(input: SmallBusinessOffsetInput): SmallBusinessOffset {
  const none = (reason: SmallBusinessOffset['reason']) => ({ amount: 0, capped: false, reason });
  if (input.entity === 'company') return none('company');
  if (input.aggregatedTurnover >= SMALL_BUSINESS_OFFSET_TURNOVER) return none('turnover');
  if (input.netSmallBusinessIncome <= 0 || input.taxableIncome <= 0) return none('no-business-income');
  const share = Math.min(input.netSmallBusinessIncome, input.taxableIncome);
  const exact = fractionHalfUp(
    SMALL_BUSINESS_OFFSET_BPS * BigInt(share) * BigInt(input.taxOnTaxableIncome),
    10_000n * BigInt(input.taxableIncome),
  );
  return {
    amount: Math.min(exact, SMALL_BUSINESS_OFFSET_CAP),
    capped: exact > SMALL_BUSINESS_OFFSET_CAP,
    reason: 'allowed',
  };
}

export interface TaxTimeInput {
  year: TaxYear;
  entity: BusinessType;
  aggregatedTurnover: Cents;
  /** The business's profit for the year before the deductions below (P8 income less its other expenses). */
  businessProfit: Cents;
  car: Deduction;
  homeOffice: Deduction;
  depreciation: Deduction;
  /** The personal super deduction allowed by super.ts; cut again here so it never makes a loss. */
  personalSuper: Deduction;
  paygInstalmentsPaid: Cents;
  paygWithheld: Cents;
  /** Salary and wages of the year from any job (what PAYG withheld was taken from); none if not said. */
  salaryAndWages?: Cents;
  /** The person's residency for tax and whether they pay the Medicare levy (a resident who does, if not said). */
  residency?: Residency;
  medicareLevy?: boolean;
}

export const ESTIMATE_LINE_KEYS = [
  'business-profit',
  'car',
  'home-office',
  'depreciation',
  'net-business-income',
  'salary-and-wages',
  'personal-super',
  'tax-loss',
  'taxable-income',
  'income-tax',
  'low-income-offsets',
  'small-business-offset',
  'medicare-levy',
  'payg-instalments',
  'payg-withheld',
  'amount-owing',
] as const;
export type EstimateLineKey = (typeof ESTIMATE_LINE_KEYS)[number];

/** One line of the estimate; amounts taken off carry a minus sign, so the lines read as a sum. */
export interface EstimateLine {
  key: EstimateLineKey;
  amount: Cents;
  basis: Basis;
}

export type TaxTimeEstimate =
  | { ok: true; lines: EstimateLine[]; amountOwing: Cents; basis: Basis }
  | { ok: false; reason: 'company' | 'unknown-year' };

function assertAmount(amount: Cents, name: string, signed = false): void {
  if (!Number.isSafeInteger(amount) || (!signed && amount < 0)) {
    throw new RangeError(`${name} ${amount} is not an amount`);
  }
}

/**
 * The year step by step. Deduction lines appear only when something was claimed; the personal super
 * line shows what was allowed. A negative amount owing is a refund. Each line's basis is the weakest of
 * the figures it rests on, so everything after a secondary or estimated deduction is labelled too.
 */
export function estimateYear(input: TaxTimeInput): TaxTimeEstimate {
  assertAmount(input.businessProfit, 'business profit', true);
  for (const [name, deduction] of Object.entries({
    car: input.car,
    homeOffice: input.homeOffice,
    depreciation: input.depreciation,
    personalSuper: input.personalSuper,
  })) {
    assertAmount(deduction.amount, name);
  }
  assertAmount(input.paygInstalmentsPaid, 'PAYG instalments');
  assertAmount(input.paygWithheld, 'PAYG withheld');
  assertAmount(input.salaryAndWages ?? 0, 'salary and wages');
  // A company pays company tax and gets no small business offset: not this estimate.
  if (input.entity === 'company') return { ok: false, reason: 'company' };
  if (!isTaxYear(input.year)) return { ok: false, reason: 'unknown-year' };

  const lines: EstimateLine[] = [];
  const line = (key: EstimateLineKey, amount: Cents, basis: Basis) => {
    lines.push({ key, amount, basis });
  };
  // Written as 0 − amount so that nothing taken off is 0, never −0.
  const less = (amount: Cents): Cents => 0 - amount;

  line('business-profit', input.businessProfit, 'confirmed');
  let net = input.businessProfit;
  let basis: Basis = 'confirmed';
  for (const [key, deduction] of [
    ['car', input.car],
    ['home-office', input.homeOffice],
    ['depreciation', input.depreciation],
  ] as const) {
    if (deduction.amount === 0) continue;
    line(key, less(deduction.amount), deduction.basis);
    net -= deduction.amount;
    basis = weakest(basis, deduction.basis);
  }
  line('net-business-income', net, basis);
  const wages = input.salaryAndWages ?? 0;
  if (wages > 0) line('salary-and-wages', wages, 'confirmed');
  // A business loss is not set against wages here: it is carried forward (Division 35 defers a sole
  // trader's non-commercial loss unless a test is passed, which Sorted does not check).
  const business = Math.max(0, net);
  const income = business + wages;

  // s 26-55: the super deduction can neither create nor increase a loss.
  const superAllowed = Math.min(input.personalSuper.amount, income);
  if (input.personalSuper.amount > 0) {
    line('personal-super', less(superAllowed), input.personalSuper.basis);
    if (superAllowed > 0) basis = weakest(basis, input.personalSuper.basis);
  }
  if (net < 0) line('tax-loss', -net, basis);

  const tax = individualTax({
    year: input.year,
    taxableIncome: income - superAllowed,
    residency: input.residency ?? 'resident',
    medicareLevy: input.medicareLevy ?? true,
  });
  line('taxable-income', tax.taxableIncome, basis);
  // The scales (ATO or legislated ahead) are law; the estimate is only as sure as the income taxed.
  line('income-tax', tax.incomeTax, basis);
  line('low-income-offsets', less(tax.offsetsUsed), basis);

  // The offset is on the business's share of the taxable income: the business income after its
  // deductions, the super deduction taken from it first.
  const offset = smallBusinessIncomeTaxOffset({
    entity: input.entity,
    aggregatedTurnover: input.aggregatedTurnover,
    netSmallBusinessIncome: business - Math.min(superAllowed, business),
    taxableIncome: tax.taxableIncome,
    taxOnTaxableIncome: tax.incomeTax,
  });
  // Non-refundable: it reduces the income tax left after LITO, never the Medicare levy.
  const offsetUsed = Math.min(offset.amount, tax.incomeTaxAfterOffsets);
  line('small-business-offset', less(offsetUsed), basis);

  const medicareBasis = weakest(
    basis,
    TAX_YEAR_RATES[input.year].medicare.confirmed ? 'confirmed' : 'estimate',
  );
  line('medicare-levy', tax.medicare?.amount ?? 0, medicareBasis);
  line('payg-instalments', less(input.paygInstalmentsPaid), 'confirmed');
  line('payg-withheld', less(input.paygWithheld), 'confirmed');

  const amountOwing =
    tax.incomeTax -
    tax.offsetsUsed -
    offsetUsed +
    (tax.medicare?.amount ?? 0) -
    input.paygInstalmentsPaid -
    input.paygWithheld;
  basis = weakest(basis, medicareBasis);
  line('amount-owing', amountOwing, basis);
  return { ok: true, lines, amountOwing, basis };
}
