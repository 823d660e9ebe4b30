import type { Cents } from '../money/cents.ts';
import { fractionHalfUp } from './exact.ts';

// PAYG instalments on a sole trader's quarterly activity statement (tax-time.md, "PAYG instalments", all
// confirmed). The option is chosen on the year's first activity statement and fixed for the year:
//   amount – the ATO's quarterly amount T7 goes to 5A; varied, T8 is the estimated tax for the year and
//            T9 the quarter's amount: the cumulative 25/50/75/100 % of T8 less the instalments paid so far,
//            nil when that is negative, the excess claimed back at 5B; T4 gives the reason.
//   rate   – T1 instalment income (gross business and investment income excluding GST, no deductions, no
//            capital gains) × the ATO's rate T2, or a varied rate T3 with a T4 reason, = T11 → 5A.
// The facts fix no rounding for T9 or T11: both are taken to the cent, half a cent up (the house rule of
// facts.md); the form itself is filled in whole dollars by the person.
// The facts name T4 as "a reason code" without listing the ATO's codes: Sorted records the two-digit code
// the person writes on the form and does not explain it.

export const PAYG_OPTIONS = ['amount', 'rate'] as const;
export type PaygOption = (typeof PAYG_OPTIONS)[number];
export const isPaygOption = (value: unknown): value is PaygOption =>
  typeof value === 'string' && (PAYG_OPTIONS as readonly string[]).includes(value);

/** A rate in hundredths of a per cent (basis points): 6.5 % → 650. The ATO notifies rates to 0.1 %. */
export type RateBasisPoints = number;

/**
 * The reason codes the ATO lists for T4 (How to vary PAYG instalments, table 7): 21 change in
 * investments, 22 current business structure not continuing, 23 significant change in trading
 * conditions, 24 internal business restructure, 25 change in legislation or product mix, 26 financial
 * market changes, 27 use of income tax losses, 33 consolidations (a head company).
 */
export const VARIATION_REASONS = ['21', '22', '23', '24', '25', '26', '27', '33'] as const;
export type VariationReason = (typeof VARIATION_REASONS)[number];

/** A reason a variation may be given now: one of the ATO's codes. */
export const isVariationReason = (code: unknown): code is VariationReason =>
  VARIATION_REASONS.some((reason) => reason === code);

/** A T4 as stored: two digits (a variation recorded before the codes were checked keeps its own). */
const isReasonCode = (code: string) => /^\d{2}$/.test(code);

/** The year's quarter of a quarterly period, 1 (July–September) to 4 (April–June), from its last month "YYYY-MM". */
export function quarterOfYear(lastMonth: string): 1 | 2 | 3 | 4 {
  const month = Number(lastMonth.slice(5, 7));
  if (!Number.isInteger(month) || month < 1 || month > 12 || month % 3 !== 0) {
    throw new RangeError(`${lastMonth} does not end a quarter`);
  }
  return (((month / 3 + 1) % 4) + 1) as 1 | 2 | 3 | 4;
}

function assertAmount(amount: Cents, name: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${name} ${amount} is not an amount`);
}

function assertRate(rate: RateBasisPoints, name: string): void {
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > 10_000)
    throw new RangeError(`${name} ${rate} is not a rate`);
}

/**
 * T1: the quarter's instalment income from Sorted's figures — its sales including GST (G1) less the GST on
 * them (1A), never below nil. Sorted holds no investment income: the person adds any to T1 on the form.
 */
export function instalmentIncome(figures: { g1: Cents; gstOnSales: Cents }): Cents {
  return Math.max(0, figures.g1 - figures.gstOnSales);
}

/** T11 = T1 × rate, to the cent, half a cent up. */
export function instalmentOfRate(income: Cents, rate: RateBasisPoints): Cents {
  assertAmount(income, 'T1');
  assertRate(rate, 'rate');
  return fractionHalfUp(BigInt(income) * BigInt(rate), 10_000n);
}

/**
 * T9: the varied amount for a quarter — the cumulative share of T8 (25 % in the first quarter, 50 %, 75 %,
 * 100 %) less the instalments paid for the year's earlier quarters. Below nil it is nil, and the excess is
 * the credit claimed at 5B.
 */
export function variedAmount(
  estimatedTax: Cents,
  quarter: 1 | 2 | 3 | 4,
  paidEarlier: Cents,
): { t9: Cents; credit: Cents } {
  assertAmount(estimatedTax, 'T8');
  if (!Number.isSafeInteger(paidEarlier)) throw new RangeError(`paid ${paidEarlier} is not an amount`);
  const due = fractionHalfUp(BigInt(estimatedTax) * BigInt(quarter), 4n) - paidEarlier;
  return due >= 0 ? { t9: due, credit: 0 } : { t9: 0, credit: -due };
}

export type PaygSetting = { option: 'amount'; t7: Cents } | { option: 'rate'; t2: RateBasisPoints };

export type PaygVariation =
  | { option: 'amount'; t8: Cents; t4: string }
  | { option: 'rate'; t3: RateBasisPoints; t4: string };

export interface PaygLabels {
  option: PaygOption;
  t1: Cents | null;
  t2: RateBasisPoints | null;
  t3: RateBasisPoints | null;
  t11: Cents | null;
  t7: Cents | null;
  t8: Cents | null;
  t9: Cents | null;
  t4: string | null;
  /** The instalment to pay with the BAS. */
  a5: Cents;
  /** A credit claimed back (a varied amount below what was paid earlier in the year). */
  b5: Cents;
}

/**
 * The PAYG instalment labels of one quarter: `figures` are the quarter's G1 and 1A, `paidEarlier` the
 * instalments (5A less 5B) of the year's earlier quarters. A variation of the other option than the
 * year's is refused: the option is fixed for the year.
 */
export function paygLabels(input: {
  setting: PaygSetting;
  variation: PaygVariation | null;
  quarter: 1 | 2 | 3 | 4;
  figures: { g1: Cents; gstOnSales: Cents };
  paidEarlier: Cents;
}): PaygLabels {
  const { setting, variation } = input;
  if (variation && !isReasonCode(variation.t4))
    throw new RangeError(`T4 ${variation.t4} is not a reason code`);
  if (variation && variation.option !== setting.option) {
    throw new RangeError(`a ${variation.option} variation under the ${setting.option} option`);
  }
  const none = { t1: null, t2: null, t3: null, t11: null, t7: null, t8: null, t9: null, t4: null };
  if (setting.option === 'amount') {
    assertAmount(setting.t7, 'T7');
    if (variation?.option === 'amount') {
      const { t9, credit } = variedAmount(variation.t8, input.quarter, input.paidEarlier);
      return {
        ...none,
        option: 'amount',
        t7: setting.t7,
        t8: variation.t8,
        t9,
        t4: variation.t4,
        a5: t9,
        b5: credit,
      };
    }
    return { ...none, option: 'amount', t7: setting.t7, a5: setting.t7, b5: 0 };
  }
  assertRate(setting.t2, 'T2');
  const t1 = instalmentIncome(input.figures);
  const t3 = variation?.option === 'rate' ? variation.t3 : null;
  const t11 = instalmentOfRate(t1, t3 ?? setting.t2);
  return { ...none, option: 'rate', t1, t2: setting.t2, t3, t4: variation?.t4 ?? null, t11, a5: t11, b5: 0 };
}
