import type { CarClaimAttributes } from '@sorted/core/contract/vehicles';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { VehicleMethod } from '@sorted/core/schemas/vehicles';
import type { BusinessType } from '@sorted/core/tax/business';
import type { Basis } from '@sorted/core/tax-time/basis';
import {
  carMethodsAllowed,
  centsPerKmClaim,
  isCar,
  type Logbook,
  logbookClaim,
  logbookStatus,
} from '@sorted/core/tax-time/car';
import { type ExpenseTotal, shareVehicleExpenses } from '@sorted/core/tax-time/car-expenses';
import { logbookTotals } from '@sorted/core/tax-time/logbook-trips';
import type { Executor } from '../../db/executor.ts';
import { journeysOf, logbooksOf } from './vehicle-logbook.repository.ts';
import {
  type VehicleClaimRow,
  type VehicleYearRow,
  vehicleExpensesOfYear,
  vehiclesWithBusiness,
  vehicleYearsOf,
} from './vehicles.repository.ts';

// One vehicle's claim for a year, worked out by core's car rules from what was stored.

/** Div 28 is for individuals and partnerships with an individual partner: a Sorted partnership has the owner. */
function allowed(businessType: BusinessType) {
  return carMethodsAllowed(
    businessType === 'partnership'
      ? { entity: 'partnership', individualPartner: true }
      : { entity: businessType },
  );
}

const NONE = {
  claim: null,
  basis: null,
  rate_cents: null,
  business_km: null,
  km_claimed: null,
  capped: false,
  vehicle_expenses: null,
  expense_count: null,
  business_use_bps: null,
  logbook_usable: null,
  logbook_problem: null,
  logbook_first_year: null,
  logbook_last_year: null,
} satisfies Partial<CarClaimAttributes>;

/** The vehicle's logbook kept journey by journey, as a year taking it needs it. */
export interface JourneyLogbook extends Logbook {
  businessUseBps: number;
}

export function carClaimOf(
  year: string,
  vehicle: VehicleClaimRow,
  row: VehicleYearRow | undefined,
  expenses: ExpenseTotal,
  journeyLogbook?: JourneyLogbook,
): { attributes: CarClaimAttributes; cents: number } {
  const businessType = vehicle.business_type as BusinessType;
  const base = {
    financial_year: year,
    vehicle_name: vehicle.name,
    business_name: vehicle.company_name,
    business_type: businessType,
    is_car: isCar(vehicle.payload_kg, vehicle.passengers),
    method: (row?.method ?? null) as VehicleMethod | null,
    ...NONE,
  };
  const permitted = allowed(businessType);
  if (!permitted.allowed) return { attributes: { ...base, gap: permitted.reason }, cents: 0 };
  if (!row) return { attributes: { ...base, gap: 'no-method' }, cents: 0 };

  if (row.method === 'cents_per_km') {
    const km = row.business_km ?? 0;
    const worked = centsPerKmClaim(year, km);
    if (!worked) return { attributes: { ...base, business_km: km, gap: 'no-rate' }, cents: 0 };
    return {
      attributes: {
        ...base,
        gap: null,
        claim: centsToDecimal(worked.claim),
        basis: worked.basis,
        rate_cents: worked.rateCents,
        business_km: km,
        km_claimed: worked.kmClaimed,
        capped: worked.capped,
      },
      cents: worked.claim,
    };
  }

  // A logbook kept journey by journey gives its own period, year and business use; typed-in totals theirs.
  const journeys = row.method === 'logbook' && row.logbook_source === 'trips';
  if (journeys && !journeyLogbook) return { attributes: { ...base, gap: 'no-logbook' }, cents: 0 };
  const bps = (journeys ? journeyLogbook?.businessUseBps : row.business_use_bps) ?? 0;
  const period: Logbook | null = journeys
    ? (journeyLogbook ?? null)
    : row.logbook_start && row.logbook_end
      ? { start: row.logbook_start, end: row.logbook_end }
      : null;
  const shared = {
    ...base,
    vehicle_expenses: centsToDecimal(expenses.amount),
    expense_count: expenses.count,
    business_use_bps: bps,
  };
  const basis: Basis = 'confirmed';
  if (row.method === 'logbook' && period) {
    const status = logbookStatus(period, year);
    const logbook = status.usable
      ? {
          logbook_usable: true,
          logbook_problem: null,
          logbook_first_year: status.firstYear,
          logbook_last_year: status.lastYear,
        }
      : {
          logbook_usable: false,
          logbook_problem: status.reason,
          logbook_first_year: null,
          logbook_last_year: null,
        };
    if (!status.usable) return { attributes: { ...shared, ...logbook, gap: 'logbook-not-usable' }, cents: 0 };
    const claim = logbookClaim(expenses.amount, bps);
    return {
      attributes: { ...shared, ...logbook, gap: null, claim: centsToDecimal(claim), basis },
      cents: claim,
    };
  }
  // Actual costs (a vehicle that is not a car): the expenses × the business use given.
  const claim = logbookClaim(expenses.amount, bps);
  return { attributes: { ...shared, gap: null, claim: centsToDecimal(claim), basis }, cents: claim };
}

/** Each of the user's vehicles' logbook kept journey by journey, with its business use worked out. */
async function journeyLogbooksOf(db: Executor, userId: number): Promise<Map<number, JourneyLogbook>> {
  const logbooks = await logbooksOf(db, userId);
  const journeys = await journeysOf(
    db,
    userId,
    logbooks.map((logbook) => logbook.vehicle_id),
  );
  return new Map(
    logbooks.map((logbook) => [
      logbook.vehicle_id,
      {
        start: logbook.start_date,
        end: logbook.end_date,
        ...(logbook.kept_for_year ? { firstYear: logbook.kept_for_year } : {}),
        businessUseBps: logbookTotals(
          logbook,
          journeys.filter((journey) => journey.vehicle_id === logbook.vehicle_id),
        ).businessUseBps,
      },
    ]),
  );
}

/**
 * Every vehicle's claim for the year ("2025-26", starting `start`), each with its business and what it
 * is worth in cents (nothing where no claim can be made), and per business with several vehicles the
 * motor-vehicle expenses named for none of them, which no claim takes (core's shareVehicleExpenses).
 */
export async function carYearOf(db: Executor, userId: number, year: string, start: number) {
  const [vehicles, years, sums, journeyLogbooks] = await Promise.all([
    vehiclesWithBusiness(db, userId),
    vehicleYearsOf(db, userId, year),
    vehicleExpensesOfYear(db, userId, `${start}-07-01`, `${start + 1}-06-30`),
    journeyLogbooksOf(db, userId),
  ]);
  const shares = shareVehicleExpenses(
    vehicles.map((vehicle) => ({ id: vehicle.id, companyId: vehicle.company_id })),
    sums,
  );
  const claims = vehicles.map((vehicle) => ({
    vehicle,
    ...carClaimOf(
      year,
      vehicle,
      years.find((row) => row.vehicle_id === vehicle.id),
      shares.byVehicle.get(vehicle.id) ?? { amount: 0, count: 0 },
      journeyLogbooks.get(vehicle.id),
    ),
  }));
  const unassigned = [...shares.unassigned].map(([companyId, total]) => ({
    companyId,
    businessName: vehicles.find((vehicle) => vehicle.company_id === companyId)?.company_name ?? '',
    ...total,
  }));
  return { claims, unassigned };
}
