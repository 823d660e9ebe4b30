import type { Cents } from '../money/cents.ts';
import { applyRate } from '../tax/individual-tax.ts';
import { type Basis, weakest } from './basis.ts';
import { fractionHalfUp } from './exact.ts';
import { daysInYear } from './financial-year.ts';

// Depreciation: simplified depreciation for small business entities (Subdiv 328-D) and the general
// rules (Div 40). Figures from the ATO tax-time notes (tax-time.md, "Depreciation").

export type WriteOffThreshold =
  /** Temporary full expensing, to 30 June 2023: any cost, and the whole pool balance is deducted. */
  | { kind: 'full-expensing'; basis: Basis }
  /** An asset costing less than `threshold` (excl. GST when registered) is written off at once. */
  | { kind: 'below'; threshold: Cents; basis: Basis; announced?: Cents };

const TWENTY_THOUSAND: Cents = 2_000_000;

const WRITE_OFF: Readonly<Record<string, WriteOffThreshold>> = {
  '2020-21': { kind: 'full-expensing', basis: 'confirmed' },
  '2021-22': { kind: 'full-expensing', basis: 'confirmed' },
  '2022-23': { kind: 'full-expensing', basis: 'confirmed' },
  '2023-24': { kind: 'below', threshold: TWENTY_THOUSAND, basis: 'confirmed' }, // Act 52 of 2024
  '2024-25': { kind: 'below', threshold: TWENTY_THOUSAND, basis: 'confirmed' }, // Act 29 of 2025
  '2025-26': { kind: 'below', threshold: TWENTY_THOUSAND, basis: 'confirmed' }, // Act 72 of 2025
  // ESTIMATE: the 2026-27 Budget announced a permanent $20,000, not seen enacted. Until it is, the law
  // says $1,000 (s 328-180), so that is what counts; `announced` only lets a screen mention the change.
  '2026-27': { kind: 'below', threshold: 100_000, basis: 'estimate', announced: TWENTY_THOUSAND },
};

/** The year's write-off rule, or null for a year the table does not cover. */
export const writeOffThreshold = (year: string): WriteOffThreshold | null => WRITE_OFF[year] ?? null;

interface CarLimit {
  limit: Cents;
  basis: Basis;
}

// The cost of a car counted for depreciation and the write-off, by the year it is first used or leased.
const CAR_LIMIT: Readonly<Record<string, CarLimit>> = {
  '2021-22': { limit: 6_073_300, basis: 'secondary' },
  '2022-23': { limit: 6_474_100, basis: 'confirmed' },
  '2023-24': { limit: 6_810_800, basis: 'confirmed' },
  '2024-25': { limit: 6_967_400, basis: 'secondary' },
  '2025-26': { limit: 6_967_400, basis: 'confirmed' },
  // ESTIMATE: not found. The limit is indexed each July and stays put if the index falls, so 2025-26's
  // figure is the least it can be.
  '2026-27': { limit: 6_967_400, basis: 'estimate' },
};

export const carLimit = (year: string): CarLimit | null => CAR_LIMIT[year] ?? null;

/** A car's cost as depreciation may count it: capped at the limit of the year first used, before any method. */
export function capToCarLimit(
  year: string,
  cost: Cents,
): { cost: Cents; capped: boolean; basis: Basis } | null {
  const row = carLimit(year);
  if (!row) return null;
  return { cost: Math.min(cost, row.limit), capped: cost > row.limit, basis: row.basis };
}

/**
 * What a car whose cost was capped by the car limit is taken to have been sold for (s 40-325): the
 * termination value × (car limit + second-element costs) ÷ the whole cost ignoring the limit (after the
 * GST credits, Subdiv 27-B), so only the part of the sale that matches the cost counted is clawed back.
 * The register keeps one cost per asset, so any second-element cost is in `cost` and the fraction is
 * `counted ÷ cost`. Rounded once, half up to the cent. Unchanged when the cost was not capped.
 */
export function carTerminationValue({
  proceeds,
  cost,
  counted,
}: {
  proceeds: Cents;
  /** The whole cost, ignoring the car limit. */
  cost: Cents;
  /** The cost as capped (`capToCarLimit`). */
  counted: Cents;
}): Cents {
  assertAmount(proceeds, 'proceeds');
  assertAmount(cost, 'cost');
  assertAmount(counted, 'counted cost');
  if (counted >= cost) return proceeds;
  return fractionHalfUp(BigInt(proceeds) * BigInt(counted), BigInt(cost));
}

function assertAmount(amount: Cents, name: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${name} ${amount} is not an amount`);
}

function assertShare(bps: number): void {
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new RangeError(`${bps} is not a share in bps`);
}

export interface WriteOffAsset {
  year: string;
  /** Excl. GST when the business is registered. */
  cost: Cents;
  businessUseBps: number;
  /** A car (s 28-10): its cost is capped at the car limit first. */
  car?: boolean;
}

/**
 * A small business entity's new asset: written off at once when its (car-limited) cost is under the
 * threshold, else its business share goes into the pool. The threshold is tested on the whole cost; only
 * the business share is claimed or pooled. Null when the year, or a car's limit, is unknown.
 */
export function writeOffAsset({ year, cost, businessUseBps, car = false }: WriteOffAsset): {
  writeOff: Cents;
  poolAddition: Cents;
  carLimited: boolean;
  basis: Basis;
} | null {
  assertAmount(cost, 'cost');
  assertShare(businessUseBps);
  const rule = writeOffThreshold(year);
  if (!rule) return null;
  let counted = cost;
  let carLimited = false;
  let basis = rule.basis;
  if (car) {
    const capped = capToCarLimit(year, cost);
    if (!capped) return null;
    counted = capped.cost;
    carLimited = capped.capped;
    basis = weakest(basis, capped.basis);
  }
  const share = applyRate(counted, businessUseBps);
  const immediate = rule.kind === 'full-expensing' || counted < rule.threshold;
  return { writeOff: immediate ? share : 0, poolAddition: immediate ? 0 : share, carLimited, basis };
}

export interface PoolInput {
  year: string;
  openingBalance: Cents;
  /** The business share of the assets added in the year (the car limit already applied). */
  additions: Cents;
  /** The business share of what the pool's assets were sold for. */
  disposalProceeds: Cents;
}

export type PoolRule =
  /** Nothing left in the pool. */
  | 'empty'
  /** More went out than was in: the excess is assessable income (s 328-215(4)). */
  | 'negative'
  /** Below the threshold (s 328-210): deduct it all. */
  | 'low-pool-value'
  | 'full-expensing'
  /** 15% of the additions + 30% of the opening balance (s 328-190). */
  | 'rates'
  /** The rates would take more than the pool holds after a disposal: deducted down to zero. */
  | 'rates-capped';

export interface PoolYear {
  deduction: Cents;
  closingBalance: Cents;
  assessableIncome: Cents;
  rule: PoolRule;
  basis: Basis;
}

/**
 * One year of the general small business pool. Each rate is applied on its own and rounded half up to
 * the cent. The low-pool-value threshold is the write-off threshold of the year ($20,000 in 2023-24 to
 * 2025-26, $1,000 by default), and under full expensing the whole balance goes.
 */
export function poolYear({ year, openingBalance, additions, disposalProceeds }: PoolInput): PoolYear | null {
  assertAmount(openingBalance, 'opening balance');
  assertAmount(additions, 'additions');
  assertAmount(disposalProceeds, 'disposal proceeds');
  const threshold = writeOffThreshold(year);
  if (!threshold) return null;
  const { basis } = threshold;
  const balance = openingBalance + additions - disposalProceeds;
  const outcome = (deduction: Cents, rule: PoolRule): PoolYear => ({
    deduction,
    closingBalance: balance - deduction,
    assessableIncome: 0,
    rule,
    basis,
  });
  if (balance < 0)
    return { deduction: 0, closingBalance: 0, assessableIncome: -balance, rule: 'negative', basis };
  if (balance === 0) return outcome(0, 'empty');
  if (threshold.kind === 'full-expensing') return outcome(balance, 'full-expensing');
  if (balance < threshold.threshold) return outcome(balance, 'low-pool-value');
  const rates = applyRate(additions, 1_500) + applyRate(openingBalance, 3_000);
  return rates > balance ? outcome(balance, 'rates-capped') : outcome(rates, 'rates');
}

export interface DeclineInput {
  method: 'diminishing-value' | 'prime-cost';
  year: string;
  /**
   * Prime cost: the cost. Diminishing value: the base value (the cost in year 1, then the opening
   * adjustable value). A car's cost must already be capped by `capToCarLimit` for the year it was first
   * used, which need not be this year.
   */
  value: Cents;
  /** Days held and used or installed ready for use in the year. */
  daysHeld: number;
  /**
   * Effective life in whole months, so that lives like 3⅓ years (40) or 7.5 years (90) are exact and the
   * rate 100% ÷ life never rounds.
   */
  lifeMonths: number;
  /** Only the business share is claimed; 10,000 (all of it) when left out. */
  businessUseBps?: number;
}

/**
 * Decline in value for the year: value × days ÷ days in the year × (200% or 100%) ÷ life × business use,
 * as one exact fraction rounded once, half up to the cent. The days of the year are 366 when it holds a
 * 29 February (as the ATO notes say), so a full year held is always a whole year's decline. Diminishing
 * value never takes more than the base value (a life under 2 years).
 */
export function declineInValue({
  method,
  year,
  value,
  daysHeld,
  lifeMonths,
  businessUseBps = 10_000,
}: DeclineInput): { decline: Cents; yearDays: number } {
  assertAmount(value, 'value');
  assertShare(businessUseBps);
  const yearDays = daysInYear(year);
  if (!Number.isInteger(daysHeld) || daysHeld < 0 || daysHeld > yearDays) {
    throw new RangeError(`${daysHeld} days is not within ${year}`);
  }
  if (!Number.isInteger(lifeMonths) || lifeMonths <= 0) throw new RangeError(`${lifeMonths} is not a life`);
  const multiplier = method === 'diminishing-value' ? 2n : 1n;
  const whole = BigInt(yearDays * lifeMonths);
  const portion = BigInt(daysHeld) * 12n * multiplier;
  const numerator = BigInt(value) * (portion < whole ? portion : whole) * BigInt(businessUseBps);
  const denominator = whole * 10_000n;
  return { decline: fractionHalfUp(numerator, denominator), yearDays };
}
