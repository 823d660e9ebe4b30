import type { LogbookJourneyResource, VehicleLogbookResource } from '@sorted/core/contract/vehicles';
import type { Locale } from '@sorted/core/i18n/locales';
import { logbookJourneySchema, logbookPeriodSchema } from '@sorted/core/schemas/vehicle-logbook';
import {
  journeyKm,
  journeyProblems,
  logbookTotals,
  logbookYearChoices,
  periodLeavesOut,
} from '@sorted/core/tax-time/logbook-trips';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { notFound } from '../../lib/http-error.ts';
import { idParam } from '../../lib/list-query.ts';
import { fieldError, parseAttributes, requestLocale } from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import {
  deleteJourney,
  findJourney,
  findLogbook,
  insertJourney,
  journeysOf,
  type LogbookJourneyFields,
  type LogbookJourneyRow,
  lockedLogbook,
  saveLogbookPeriod,
  updateJourney,
  type VehicleLogbookRow,
} from './vehicle-logbook.repository.ts';
import { findVehicle } from './vehicles.repository.ts';

// A vehicle's logbook kept journey by journey (issue 31, item 1): its period and its business journeys.
// Thin handlers; whether a journey fits is core's tax-time/logbook-trips.ts.

function journeyResource(row: LogbookJourneyRow): LogbookJourneyResource {
  return {
    type: 'logbook-journeys',
    id: String(row.id),
    attributes: {
      start_date: row.start_date,
      end_date: row.end_date,
      odometer_start: row.odometer_start,
      odometer_end: row.odometer_end,
      km: journeyKm(row),
      purpose: row.purpose,
    },
    relationships: { vehicle: { data: { type: 'vehicles', id: String(row.vehicle_id) } } },
  };
}

function logbookResource(row: VehicleLogbookRow, journeys: LogbookJourneyRow[]): VehicleLogbookResource {
  const totals = logbookTotals(row, journeys);
  return {
    type: 'vehicle-logbooks',
    id: String(row.vehicle_id),
    attributes: {
      start_date: row.start_date,
      end_date: row.end_date,
      odometer_start: row.odometer_start,
      odometer_end: row.odometer_end,
      kept_for_year: row.kept_for_year,
      year_choices: logbookYearChoices(row.start_date, row.end_date),
      total_km: totals.totalKm,
      business_km: totals.businessKm,
      business_use_bps: totals.businessUseBps,
      journeys: journeys.map(journeyResource),
    },
    relationships: { vehicle: { data: { type: 'vehicles', id: String(row.vehicle_id) } } },
  };
}

/** A journey that does not fit its logbook or overlaps another is refused on the field it concerns. */
function refuseJourney(
  locale: Locale,
  logbook: VehicleLogbookRow,
  journey: LogbookJourneyFields,
  others: LogbookJourneyRow[],
) {
  const [problem] = journeyProblems(logbook, journey, others);
  if (problem) throw fieldError(locale, problem.field, problem.problem);
}

export function vehicleLogbookRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { kysely } = deps.db;

  /** The user's vehicle of the path, or a 404 (another user's vehicle is no different from none). */
  async function ownVehicle(db: Executor, userId: number, id: number) {
    const vehicle = await findVehicle(db, userId, id);
    if (!vehicle) throw notFound();
    return vehicle;
  }

  async function logbookDocument(db: Executor, userId: number, vehicleId: number) {
    const logbook = await findLogbook(db, userId, vehicleId);
    if (!logbook) return { data: null };
    return { data: logbookResource(logbook, await journeysOf(db, userId, [vehicleId])) };
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /vehicles/:id/logbook'> }>(
      '/vehicles/:id/logbook',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        await ownVehicle(kysely, userId, id);
        return logbookDocument(kysely, userId, id);
      },
    );

    api.put<{ Reply: ContractReply<'PUT /vehicles/:id/logbook'> }>(
      '/vehicles/:id/logbook',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        await ownVehicle(kysely, userId, id);
        const input = parseAttributes(logbookPeriodSchema, request);
        const locale = requestLocale(request);
        return kysely.transaction().execute(async (trx) => {
          await lockedLogbook(trx, userId, id);
          const left = periodLeavesOut(input, await journeysOf(trx, userId, [id]));
          if (left) throw fieldError(locale, left.field, left.problem);
          await saveLogbookPeriod(trx, userId, id, input, new Date().toISOString());
          return logbookDocument(trx, userId, id);
        });
      },
    );

    api.get<{ Reply: ContractReply<'GET /vehicles/:id/logbook/journeys'> }>(
      '/vehicles/:id/logbook/journeys',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        await ownVehicle(kysely, userId, id);
        return { data: (await journeysOf(kysely, userId, [id])).map(journeyResource) };
      },
    );

    api.post<{ Reply: ContractReply<'POST /vehicles/:id/logbook/journeys'> }>(
      '/vehicles/:id/logbook/journeys',
      async (request, reply) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        await ownVehicle(kysely, userId, id);
        const input = parseAttributes(logbookJourneySchema, request);
        const locale = requestLocale(request);
        const row = await kysely.transaction().execute(async (trx) => {
          const logbook = await lockedLogbook(trx, userId, id);
          if (!logbook) throw fieldError(locale, 'start_date', 'logbook_period_required');
          refuseJourney(locale, logbook, input, await journeysOf(trx, userId, [id]));
          const journeyId = await insertJourney(trx, userId, id, input);
          return findJourney(trx, userId, id, journeyId);
        });
        if (!row) throw notFound();
        return reply.code(201).send({ data: journeyResource(row) });
      },
    );

    api.patch<{ Reply: ContractReply<'PATCH /vehicles/:id/logbook/journeys/:journeyId'> }>(
      '/vehicles/:id/logbook/journeys/:journeyId',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        const journeyId = idParam(request, 'journeyId');
        await ownVehicle(kysely, userId, id);
        if (!(await findJourney(kysely, userId, id, journeyId))) throw notFound();
        const input = parseAttributes(logbookJourneySchema, request);
        const locale = requestLocale(request);
        const row = await kysely.transaction().execute(async (trx) => {
          const logbook = await lockedLogbook(trx, userId, id);
          if (!logbook) throw notFound();
          const others = (await journeysOf(trx, userId, [id])).filter((journey) => journey.id !== journeyId);
          refuseJourney(locale, logbook, input, others);
          await updateJourney(trx, userId, journeyId, input, new Date().toISOString());
          return findJourney(trx, userId, id, journeyId);
        });
        if (!row) throw notFound();
        return { data: journeyResource(row) };
      },
    );

    api.delete<{ Reply: ContractReply<'DELETE /vehicles/:id/logbook/journeys/:journeyId'> }>(
      '/vehicles/:id/logbook/journeys/:journeyId',
      async (request, reply) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        const journeyId = idParam(request, 'journeyId');
        if (!(await deleteJourney(kysely, userId, id, journeyId))) throw notFound();
        return reply.code(204).send();
      },
    );
  };
}
