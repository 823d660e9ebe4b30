import type { DepreciationAttributes } from '@sorted/core/contract/assets';
import { centsToDecimal } from '@sorted/core/money/cents';
import { financialYear, type LedgerMonth, profitAndLoss } from '@sorted/core/profit/profit-and-loss';
import { type BusinessType, isBusinessType } from '@sorted/core/tax/business';
import { writeOffThreshold } from '@sorted/core/tax-time/depreciation';
import {
  type AssetMethod,
  depreciationSchedule,
  isSmallBusinessEntity,
  type ScheduleAsset,
} from '@sorted/core/tax-time/depreciation-schedule';
import { yearStart } from '@sorted/core/tax-time/financial-year';
import type { Executor } from '../../db/executor.ts';
import { type BusinessRow, businessesOf, ledgerMonths } from '../../repositories/profit.repository.ts';
import { type AssetRow, listAssets } from './assets.repository.ts';

// Each business's depreciation schedule for a year, worked out by core from the register.

const scheduleAsset = (row: AssetRow): ScheduleAsset => ({
  id: row.id,
  cost: Number(row.cost_cents),
  firstUsed: row.first_used,
  businessUseBps: row.business_use_bps,
  lifeMonths: row.effective_life_months,
  method: row.method as AssetMethod,
  car: Boolean(row.is_car),
  disposedOn: row.disposed_on,
  proceeds: Number(row.proceeds_cents ?? 0),
});

export interface BusinessDepreciation {
  companyId: number;
  businessType: BusinessType;
  attributes: DepreciationAttributes;
  /** The deductions less the income of the schedule, in cents (may be negative). */
  net: number;
}

/** The schedules of the user's businesses that have assets, for the year ("2025-26"). */
export async function depreciationOfYear(
  db: Executor,
  userId: number,
  year: string,
): Promise<BusinessDepreciation[]> {
  const span = financialYear(yearStart(year));
  const [assets, businesses, ledger] = await Promise.all([
    listAssets(db, userId),
    businessesOf(db, userId),
    ledgerMonths(db, userId, span.firstMonth, span.lastMonth),
  ]);
  return schedulesOf(year, assets, businesses, ledger);
}

/**
 * The schedules from what was read: the register, the businesses and the year's ledger months (the
 * year's estimate has the last two already).
 */
export function schedulesOf(
  year: string,
  assets: readonly AssetRow[],
  businesses: readonly BusinessRow[],
  ledger: readonly LedgerMonth[],
): BusinessDepreciation[] {
  const span = financialYear(yearStart(year));
  const rule = writeOffThreshold(year);
  const threshold = rule?.kind === 'below' ? rule : null;
  const typeOf = (business: BusinessRow): BusinessType =>
    isBusinessType(business.business_type) ? business.business_type : 'sole-trader';
  const incomeOf = (business: BusinessRow) =>
    profitAndLoss(
      span,
      ledger.filter((row) => row.companyId === business.id),
      [],
    ).totals.income;
  // A sole trader's businesses are one taxpayer's, so their incomes add up to its turnover; a partnership
  // or a company is a taxpayer of its own. Connected entities are not in Sorted.
  const soleTraderIncome = businesses
    .filter((business) => typeOf(business) === 'sole-trader')
    .reduce((sum, business) => sum + incomeOf(business), 0);
  return businesses.flatMap((business) => {
    const own = assets.filter((asset) => asset.company_id === business.id);
    if (own.length === 0) return [];
    const businessType = typeOf(business);
    const schedule = depreciationSchedule(own.map(scheduleAsset), year);
    const names = new Map(own.map((asset) => [asset.id, asset.name]));
    const income = businessType === 'sole-trader' ? soleTraderIncome : incomeOf(business);
    const attributes: DepreciationAttributes = {
      financial_year: year,
      business_name: business.name,
      business_type: businessType,
      write_off_threshold: threshold ? centsToDecimal(threshold.threshold) : null,
      announced_threshold: threshold?.announced ? centsToDecimal(threshold.announced) : null,
      threshold_basis: rule?.basis ?? null,
      small_business: isSmallBusinessEntity(income),
      worked: schedule !== null,
      assets: (schedule?.assets ?? []).map((row) => ({
        asset_id: String(row.id),
        name: names.get(row.id) ?? '',
        applied: row.applied,
        gap: row.gap,
        counted_cost: centsToDecimal(row.counted),
        car_limited: row.carLimited,
        opening: centsToDecimal(row.opening),
        deduction: centsToDecimal(row.deduction),
        closing: centsToDecimal(row.closing),
        balancing_adjustment: centsToDecimal(row.balancingAdjustment),
        days_held: row.daysHeld,
        basis: row.basis,
      })),
      pool: schedule
        ? {
            opening: centsToDecimal(schedule.pool.opening),
            additions: centsToDecimal(schedule.pool.additions),
            disposal_proceeds: centsToDecimal(schedule.pool.disposalProceeds),
            additions_rate: centsToDecimal(schedule.pool.additionsRate),
            opening_rate: centsToDecimal(schedule.pool.openingRate),
            deduction: centsToDecimal(schedule.pool.deduction),
            closing: centsToDecimal(schedule.pool.closing),
            assessable_income: centsToDecimal(schedule.pool.assessableIncome),
            rule: schedule.pool.rule,
            basis: schedule.pool.basis,
          }
        : null,
      total_deduction: centsToDecimal(schedule?.totalDeduction ?? 0),
      assessable_income: centsToDecimal(schedule?.assessableIncome ?? 0),
      basis: schedule?.basis ?? 'estimate',
    };
    return [
      {
        companyId: business.id,
        businessType,
        attributes,
        net: schedule ? schedule.totalDeduction - schedule.assessableIncome : 0,
      },
    ];
  });
}
