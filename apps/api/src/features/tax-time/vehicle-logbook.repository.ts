import type { Selectable } from 'kysely';
import { type Executor, forUpdate } from '../../db/executor.ts';
import { deleteOwned, ownedRow, ownedRows, updateOwned } from '../../db/owned.ts';
import type { VehicleLogbookJourneysTable, VehicleLogbooksTable } from '../../db/schema.ts';

// A vehicle's logbook kept journey by journey (issue 31): every query names its owner, so another user's
// vehicle or journey finds nothing.
export type VehicleLogbookRow = Selectable<VehicleLogbooksTable>;
export type LogbookJourneyRow = Selectable<VehicleLogbookJourneysTable>;

export type LogbookPeriodFields = Pick<
  VehicleLogbookRow,
  'start_date' | 'end_date' | 'odometer_start' | 'odometer_end' | 'kept_for_year'
>;
export type LogbookJourneyFields = Pick<
  LogbookJourneyRow,
  'start_date' | 'end_date' | 'odometer_start' | 'odometer_end' | 'purpose'
>;

export function findLogbook(db: Executor, userId: number, vehicleId: number) {
  return ownedRows(db, 'vehicle_logbooks', userId)
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
}

/** The logbook, locked until the transaction ends: journeys are checked against each other before saving. */
export function lockedLogbook(trx: Executor, userId: number, vehicleId: number) {
  const query = ownedRows(trx, 'vehicle_logbooks', userId).selectAll().where('vehicle_id', '=', vehicleId);
  return forUpdate(trx, query).executeTakeFirst();
}

/** Every logbook of the user's vehicles. */
export function logbooksOf(db: Executor, userId: number) {
  return ownedRows(db, 'vehicle_logbooks', userId).selectAll().execute();
}

/** The journeys of the user's vehicles given, in the order they were driven. */
export function journeysOf(db: Executor, userId: number, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return ownedRows(db, 'vehicle_logbook_journeys', userId)
    .selectAll()
    .where('vehicle_id', 'in', [...vehicleIds])
    .orderBy('start_date')
    .orderBy('odometer_start')
    .orderBy('id')
    .execute();
}

export function findJourney(db: Executor, userId: number, vehicleId: number, id: number) {
  return ownedRow(db, 'vehicle_logbook_journeys', userId, id)
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
}

/** Sets the vehicle's logbook period (the vehicle must be the user's: checked before). */
export async function saveLogbookPeriod(
  db: Executor,
  userId: number,
  vehicleId: number,
  fields: LogbookPeriodFields,
  now: string,
): Promise<void> {
  await db
    .insertInto('vehicle_logbooks')
    .values({ vehicle_id: vehicleId, user_id: userId, ...fields, updated_at: now })
    .onConflict((conflict) => conflict.column('vehicle_id').doUpdateSet({ ...fields, updated_at: now }))
    .execute();
}

export async function insertJourney(
  db: Executor,
  userId: number,
  vehicleId: number,
  fields: LogbookJourneyFields,
): Promise<number> {
  const row = await db
    .insertInto('vehicle_logbook_journeys')
    .values({ user_id: userId, vehicle_id: vehicleId, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateJourney(
  db: Executor,
  userId: number,
  id: number,
  fields: LogbookJourneyFields,
  now: string,
): Promise<void> {
  await updateOwned(db, 'vehicle_logbook_journeys', userId, id)
    .set({ ...fields, updated_at: now })
    .execute();
}

export async function deleteJourney(db: Executor, userId: number, vehicleId: number, id: number) {
  const result = await deleteOwned(db, 'vehicle_logbook_journeys', userId, id)
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
