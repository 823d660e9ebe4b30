import type { Cents } from '../money/cents.ts';

// Which motor-vehicle expenses a vehicle's logbook or actual-costs claim takes (issue 31: "car expenses
// from the expenses screen × that %"). An expense may name the vehicle it is for. A business with one
// vehicle has nothing to tell apart: every motor-vehicle expense of the business is that vehicle's,
// named or not. A business with several takes each vehicle's from the expenses named for it; the ones
// named for none are claimed for none (guessing would put one car's costs on another's percentage), and
// the car screen asks for them to be assigned.

/** Motor-vehicle expenses of one business summed by the vehicle they name (null: none named). */
export interface NamedExpenses {
  companyId: number;
  vehicleId: number | null;
  amount: Cents;
  count: number;
}

export interface ExpenseTotal {
  amount: Cents;
  count: number;
}

export interface VehicleExpenseShares {
  /** Each vehicle's expenses (a vehicle with none is absent). */
  byVehicle: Map<number, ExpenseTotal>;
  /** Per business with several vehicles: its motor-vehicle expenses no vehicle takes (none: absent). */
  unassigned: Map<number, ExpenseTotal>;
}

const add = (map: Map<number, ExpenseTotal>, key: number, sum: NamedExpenses) => {
  const before = map.get(key) ?? { amount: 0, count: 0 };
  map.set(key, { amount: before.amount + sum.amount, count: before.count + sum.count });
};

/**
 * Shares the sums out among the vehicles. A vehicle named by an expense of another business (the
 * vehicle moved business after) is not that business's: the expense counts as named for none. A
 * business without vehicles has no claim to share into and is left out.
 */
export function shareVehicleExpenses(
  vehicles: readonly { id: number; companyId: number }[],
  sums: readonly NamedExpenses[],
): VehicleExpenseShares {
  const byBusiness = new Map<number, number[]>();
  for (const vehicle of vehicles) {
    byBusiness.set(vehicle.companyId, [...(byBusiness.get(vehicle.companyId) ?? []), vehicle.id]);
  }
  const shares: VehicleExpenseShares = { byVehicle: new Map(), unassigned: new Map() };
  for (const sum of sums) {
    const own = byBusiness.get(sum.companyId) ?? [];
    if (own.length === 0) continue;
    const [only] = own;
    if (own.length === 1 && only !== undefined) add(shares.byVehicle, only, sum);
    else if (sum.vehicleId !== null && own.includes(sum.vehicleId)) add(shares.byVehicle, sum.vehicleId, sum);
    else add(shares.unassigned, sum.companyId, sum);
  }
  return shares;
}

/** An asset of the register as far as the car rules look at it. */
export interface RegisterCar {
  name: string;
  companyId: string;
  isCar: boolean;
  firstUsed: string;
  disposedOn: string | null;
}

/**
 * s 28-25: the cents-per-km rate covers every running cost and the car's decline in value, so a car
 * claimed by cents per km must not also be depreciated. The register does not say which vehicle an asset
 * is, so these are the cars of the vehicle's business held in the year (used by its last day, not
 * disposed of before its first): if one is this vehicle, it is being claimed twice. Nothing for any
 * other method (a logbook takes the decline in value as one of the car's expenses).
 */
export function carsDepreciatedBeside(
  method: string | null,
  companyId: string,
  year: { firstDay: string; lastDay: string },
  assets: readonly RegisterCar[],
): string[] {
  if (method !== 'cents_per_km') return [];
  return assets
    .filter(
      (asset) =>
        asset.isCar &&
        asset.companyId === companyId &&
        asset.firstUsed <= year.lastDay &&
        (asset.disposedOn === null || asset.disposedOn >= year.firstDay),
    )
    .map((asset) => asset.name);
}
