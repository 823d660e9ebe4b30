import { daysBetween, financialYearOf, type IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { applyRate } from '../tax/individual-tax.ts';
import { type Basis, weakest } from './basis.ts';
import {
  capToCarLimit,
  carTerminationValue,
  declineInValue,
  type PoolRule,
  poolYear,
  writeOffAsset,
} from './depreciation.ts';
import { yearStart } from './financial-year.ts';

// A business's depreciation schedule over the years (issue 31, item 3): each year's opening values are
// the last year's closing ones. Built on depreciation.ts's one-year rules.

/** A small business entity's aggregated turnover is under $10 million (s 328-110; tax-time.md, confirmed). */
const SMALL_BUSINESS_ENTITY_TURNOVER: Cents = 1_000_000_000;

/** Whether simplified depreciation (the write-off and the pool) is open to a business with this turnover. */
export const isSmallBusinessEntity = (aggregatedTurnover: Cents): boolean =>
  aggregatedTurnover < SMALL_BUSINESS_ENTITY_TURNOVER;

export const ASSET_METHODS = ['instant', 'pool', 'diminishing', 'prime'] as const;
export type AssetMethod = (typeof ASSET_METHODS)[number];

/** The method the rules applied in a year: simplified depreciation writes off or pools, whatever was asked. */
export type AppliedMethod = 'instant' | 'pool' | 'diminishing' | 'prime';

/** Why an asset has no figures in a year. */
export type AssetGap = 'not-yet-used' | 'disposed' | 'unknown-year';

export interface ScheduleAsset {
  id: number;
  /** Excl. GST when the business is registered. */
  cost: Cents;
  firstUsed: IsoDate;
  businessUseBps: number;
  lifeMonths: number;
  /** 'instant' and 'pool' both choose simplified depreciation (Subdiv 328-D): the year's threshold decides. */
  method: AssetMethod;
  car: boolean;
  disposedOn: IsoDate | null;
  /**
   * The sale proceeds (termination value), whole; only the business share counts, and a car whose cost
   * was capped counts only the capped part of it (s 40-325).
   */
  proceeds: Cents;
}

export interface AssetYear {
  id: number;
  applied: AppliedMethod | null;
  gap: AssetGap | null;
  /** The cost counted (a car's capped at the car limit of its first year). */
  counted: Cents;
  carLimited: boolean;
  /** Adjustable value at the start of the year (whole, before business use). */
  opening: Cents;
  /** The year's deduction: the business share of the decline, or of the write-off. */
  deduction: Cents;
  /** Adjustable value at the end of the year (0 once disposed or written off). */
  closing: Cents;
  /** Disposal: business share of (proceeds − adjustable value); positive is income, negative a deduction. */
  balancingAdjustment: Cents;
  daysHeld: number;
  basis: Basis;
}

export interface PoolSchedule {
  opening: Cents;
  additions: Cents;
  disposalProceeds: Cents;
  /** 15% of the additions and 30% of the opening balance, as the rates would take them. */
  additionsRate: Cents;
  openingRate: Cents;
  deduction: Cents;
  closing: Cents;
  assessableIncome: Cents;
  rule: PoolRule;
  basis: Basis;
}

export interface ScheduleYear {
  year: string;
  assets: AssetYear[];
  pool: PoolSchedule;
  /** Assets' deductions + the pool's + balancing adjustments that are deductions. */
  totalDeduction: Cents;
  /** Balancing adjustments that are income + a pool gone negative. */
  assessableIncome: Cents;
  basis: Basis;
}

const label = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
const lastDay = (start: number) => `${start + 1}-06-30`;
const firstDay = (start: number) => `${start}-07-01`;
const simplified = (method: AssetMethod) => method === 'instant' || method === 'pool';

interface State {
  /** Adjustable value (whole) carried to the next year, for the general rules and written-off assets. */
  value: Cents;
  counted: Cents;
  carLimited: boolean;
  carBasis: Basis;
  pooled: boolean;
  done: boolean;
  unknown: boolean;
}

function startState(asset: ScheduleAsset): State {
  const first = financialYearOf(asset.firstUsed).label;
  let counted = asset.cost;
  let carLimited = false;
  let carBasis: Basis = 'confirmed';
  let unknown = false;
  if (asset.car) {
    const capped = capToCarLimit(first, asset.cost);
    if (capped) {
      counted = capped.cost;
      carLimited = capped.capped;
      carBasis = capped.basis;
    } else unknown = true;
  }
  return { value: counted, counted, carLimited, carBasis, pooled: false, done: false, unknown };
}

/** Days held in the year: from first use (or 1 July) to disposal (or 30 June), both counted. */
function daysHeldIn(asset: ScheduleAsset, start: number): number {
  const from = [asset.firstUsed, firstDay(start)].sort()[1] as IsoDate;
  const to = asset.disposedOn ? ([asset.disposedOn, lastDay(start)].sort()[0] as IsoDate) : lastDay(start);
  return to < from ? 0 : daysBetween(from, to) + 1;
}

/** The business share of what the asset was sold for, a capped car's reduced first (s 40-325). */
const proceedsShare = (asset: ScheduleAsset, state: State): Cents =>
  applyRate(
    state.carLimited
      ? carTerminationValue({ proceeds: asset.proceeds, cost: asset.cost, counted: state.counted })
      : asset.proceeds,
    asset.businessUseBps,
  );

function generalYear(asset: ScheduleAsset, state: State, year: string, start: number): AssetYear {
  const opening = state.value;
  const daysHeld = daysHeldIn(asset, start);
  const method = asset.method === 'prime' ? 'prime-cost' : 'diminishing-value';
  const value = asset.method === 'prime' ? state.counted : opening;
  const whole = declineInValue({ method, year, value, daysHeld, lifeMonths: asset.lifeMonths }).decline;
  const share = declineInValue({
    method,
    year,
    value,
    daysHeld,
    lifeMonths: asset.lifeMonths,
    businessUseBps: asset.businessUseBps,
  }).decline;
  const decline = Math.min(whole, opening);
  const deduction = decline === whole ? share : applyRate(decline, asset.businessUseBps);
  let closing = opening - decline;
  let balancingAdjustment = 0;
  if (asset.disposedOn && financialYearOf(asset.disposedOn).start === start) {
    balancingAdjustment = proceedsShare(asset, state) - applyRate(closing, asset.businessUseBps);
    closing = 0;
    state.done = true;
  }
  state.value = closing;
  return {
    id: asset.id,
    applied: asset.method === 'prime' ? 'prime' : 'diminishing',
    gap: null,
    counted: state.counted,
    carLimited: state.carLimited,
    opening,
    deduction,
    closing,
    balancingAdjustment,
    daysHeld,
    basis: state.carBasis,
  };
}

const empty = (asset: ScheduleAsset, state: State, gap: AssetGap): AssetYear => ({
  id: asset.id,
  applied: null,
  gap,
  counted: state.counted,
  carLimited: state.carLimited,
  opening: 0,
  deduction: 0,
  closing: 0,
  balancingAdjustment: 0,
  daysHeld: 0,
  basis: 'confirmed',
});

/**
 * The business's schedule for `year` ("2025-26"), worked from the year its first asset was used. The
 * pool is the business's one general small business pool; a pooled asset's sale takes its business share
 * of the proceeds off the pool, a written-off asset's sale is income, and an asset under the general
 * rules gets a balancing adjustment. Null when a year on the way is outside the write-off table.
 */
export function depreciationSchedule(assets: readonly ScheduleAsset[], year: string): ScheduleYear | null {
  const target = yearStart(year);
  const states = new Map(assets.map((asset) => [asset.id, startState(asset)]));
  const firsts = assets.map((asset) => financialYearOf(asset.firstUsed).start);
  const from = Math.min(target, ...firsts);
  let poolBalance = 0;
  let result: ScheduleYear | null = null;
  for (let start = from; start <= target; start += 1) {
    const label_ = label(start);
    const rows: AssetYear[] = [];
    let additions = 0;
    let disposalProceeds = 0;
    for (const asset of assets) {
      const state = states.get(asset.id) as State;
      const first = financialYearOf(asset.firstUsed).start;
      if (first > start) {
        rows.push(empty(asset, state, 'not-yet-used'));
        continue;
      }
      if (state.done || state.unknown) {
        rows.push(empty(asset, state, state.unknown ? 'unknown-year' : 'disposed'));
        continue;
      }
      const disposedNow = asset.disposedOn !== null && financialYearOf(asset.disposedOn).start === start;
      if (!simplified(asset.method)) {
        rows.push(generalYear(asset, state, label_, start));
        continue;
      }
      if (first === start) {
        const worked = writeOffAsset({
          year: label_,
          cost: asset.cost,
          businessUseBps: asset.businessUseBps,
          car: asset.car,
        });
        if (!worked) {
          state.unknown = true;
          rows.push(empty(asset, state, 'unknown-year'));
          continue;
        }
        const basis = weakest(worked.basis, state.carBasis);
        if (worked.poolAddition > 0 || worked.writeOff === 0) {
          state.pooled = true;
          additions += worked.poolAddition;
        }
        const writtenOff = !state.pooled;
        const sold = disposedNow ? proceedsShare(asset, state) : 0;
        if (state.pooled) disposalProceeds += sold;
        rows.push({
          id: asset.id,
          applied: writtenOff ? 'instant' : 'pool',
          gap: null,
          counted: state.counted,
          carLimited: state.carLimited,
          opening: state.counted,
          deduction: writtenOff ? worked.writeOff : 0,
          closing: 0,
          balancingAdjustment: writtenOff ? sold : 0,
          daysHeld: daysHeldIn(asset, start),
          basis,
        });
        state.value = 0;
        if (disposedNow) state.done = true;
        continue;
      }
      // A later year: a written-off asset has nothing left; a pooled one lives in the pool.
      const sold = disposedNow ? proceedsShare(asset, state) : 0;
      if (state.pooled) disposalProceeds += sold;
      rows.push({
        ...empty(asset, state, 'disposed'),
        applied: state.pooled ? 'pool' : 'instant',
        gap: null,
        balancingAdjustment: state.pooled ? 0 : sold,
        daysHeld: daysHeldIn(asset, start),
      });
      if (disposedNow) state.done = true;
    }
    const pooled = poolYear({ year: label_, openingBalance: poolBalance, additions, disposalProceeds });
    if (!pooled && (poolBalance > 0 || additions > 0 || disposalProceeds > 0)) return null;
    const pool: PoolSchedule = pooled
      ? {
          opening: poolBalance,
          additions,
          disposalProceeds,
          additionsRate: applyRate(additions, 1_500),
          openingRate: applyRate(poolBalance, 3_000),
          deduction: pooled.deduction,
          closing: pooled.closingBalance,
          assessableIncome: pooled.assessableIncome,
          rule: pooled.rule,
          basis: pooled.basis,
        }
      : {
          opening: 0,
          additions: 0,
          disposalProceeds: 0,
          additionsRate: 0,
          openingRate: 0,
          deduction: 0,
          closing: 0,
          assessableIncome: 0,
          rule: 'empty',
          basis: 'confirmed',
        };
    poolBalance = pool.closing;
    const deductions = rows.reduce(
      (sum, row) => sum + row.deduction + Math.max(0, -row.balancingAdjustment),
      pool.deduction,
    );
    const income = rows.reduce(
      (sum, row) => sum + Math.max(0, row.balancingAdjustment),
      pool.assessableIncome,
    );
    const used = rows.filter((row) => row.gap === null);
    const basis = weakest(...used.map((row) => row.basis), ...(pool.rule === 'empty' ? [] : [pool.basis]));
    result = {
      year: label_,
      assets: rows,
      pool,
      totalDeduction: deductions,
      assessableIncome: income,
      basis,
    };
  }
  return result;
}
