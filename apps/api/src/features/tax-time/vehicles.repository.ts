import type { NamedExpenses } from '@sorted/core/tax-time/car-expenses';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { deleteOwned, ownedRow, ownedRows, updateOwned } from '../../db/owned.ts';
import type { VehiclesTable, VehicleYearsTable } from '../../db/schema.ts';

// Vehicles and their years (issue 31): every query names its owner, so another user's id finds nothing.
export type VehicleRow = Selectable<VehiclesTable>;
export type VehicleYearRow = Selectable<VehicleYearsTable>;
export interface VehicleWithYears extends VehicleRow {
  years: VehicleYearRow[];
}

/** What a vehicle's form sets. */
export type VehicleFields = Pick<VehicleRow, 'company_id' | 'name' | 'payload_kg' | 'passengers'>;
/** What a year's form sets. */
export type VehicleYearFields = Omit<VehicleYearRow, 'vehicle_id' | 'user_id' | 'created_at' | 'updated_at'>;

async function withYears(db: Executor, userId: number, vehicles: VehicleRow[]): Promise<VehicleWithYears[]> {
  if (vehicles.length === 0) return [];
  const years = await ownedRows(db, 'vehicle_years', userId)
    .selectAll()
    .where(
      'vehicle_id',
      'in',
      vehicles.map((vehicle) => vehicle.id),
    )
    .orderBy('financial_year')
    .execute();
  return vehicles.map((vehicle) => ({
    ...vehicle,
    years: years.filter((year) => year.vehicle_id === vehicle.id),
  }));
}

export async function listVehicles(db: Executor, userId: number): Promise<VehicleWithYears[]> {
  const rows = await ownedRows(db, 'vehicles', userId).selectAll().orderBy('name').orderBy('id').execute();
  return withYears(db, userId, rows);
}

export async function findVehicle(db: Executor, userId: number, id: number) {
  const row = await ownedRow(db, 'vehicles', userId, id).selectAll().executeTakeFirst();
  return row ? (await withYears(db, userId, [row]))[0] : undefined;
}

export async function insertVehicle(db: Executor, userId: number, fields: VehicleFields): Promise<number> {
  const row = await db
    .insertInto('vehicles')
    .values({ user_id: userId, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVehicle(
  db: Executor,
  userId: number,
  id: number,
  fields: VehicleFields,
  now: string,
): Promise<boolean> {
  const result = await updateOwned(db, 'vehicles', userId, id)
    .set({ ...fields, updated_at: now })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the vehicle, its logbook and its years (false when the user has no such vehicle). */
export async function deleteVehicle(db: Executor, userId: number, id: number): Promise<boolean> {
  for (const table of ['vehicle_logbook_journeys', 'vehicle_logbooks', 'vehicle_years'] as const) {
    await db.deleteFrom(table).where('user_id', '=', userId).where('vehicle_id', '=', id).execute();
  }
  const result = await deleteOwned(db, 'vehicles', userId, id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Sets the vehicle's method and figures for a year (the vehicle must be the user's: checked before). */
export async function saveVehicleYear(
  db: Executor,
  userId: number,
  vehicleId: number,
  fields: VehicleYearFields,
  now: string,
): Promise<void> {
  const { financial_year: _year, ...figures } = fields;
  await db
    .insertInto('vehicle_years')
    .values({ vehicle_id: vehicleId, user_id: userId, ...fields, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['vehicle_id', 'financial_year']).doUpdateSet({ ...figures, updated_at: now }),
    )
    .execute();
  await updateOwned(db, 'vehicles', userId, vehicleId).set({ updated_at: now }).execute();
}

export interface VehicleClaimRow extends VehicleRow {
  company_name: string;
  business_type: string;
}

/** The user's vehicles with their business's name and type. */
export function vehiclesWithBusiness(db: Executor, userId: number): Promise<VehicleClaimRow[]> {
  return ownedRows(db, 'vehicles', userId)
    .innerJoin('companies', (join) =>
      join
        .onRef('companies.id', '=', 'vehicles.company_id')
        .onRef('companies.user_id', '=', 'vehicles.user_id'),
    )
    .selectAll('vehicles')
    .select(['companies.name as company_name', 'companies.business_type'])
    .orderBy('vehicles.name')
    .orderBy('vehicles.id')
    .execute();
}

export function vehicleYearsOf(db: Executor, userId: number, year: string): Promise<VehicleYearRow[]> {
  return ownedRows(db, 'vehicle_years', userId).selectAll().where('financial_year', '=', year).execute();
}

/**
 * The motor-vehicle expenses dated in the period, summed by business and by the vehicle they name, as
 * profit counts them: the amount without its GST (a business not registered for GST holds none, so its
 * amount is the whole price).
 */
export async function vehicleExpensesOfYear(
  db: Executor,
  userId: number,
  first: string,
  last: string,
): Promise<NamedExpenses[]> {
  const rows = await ownedRows(db, 'expenses', userId)
    .select((eb) => [
      'expenses.company_id',
      'expenses.vehicle_id',
      eb.fn.sum<number | string>(eb('expenses.amount_cents', '-', eb.ref('expenses.gst_cents'))).as('amount'),
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('expenses.category', '=', 'motor-vehicle')
    .where('expenses.expense_date', '>=', first)
    .where('expenses.expense_date', '<=', last)
    .groupBy(['expenses.company_id', 'expenses.vehicle_id'])
    .orderBy('expenses.company_id')
    .orderBy('expenses.vehicle_id')
    .execute();
  return rows.map((row) => ({
    companyId: row.company_id,
    vehicleId: row.vehicle_id,
    amount: Number(row.amount),
    count: Number(row.count),
  }));
}
