import type { VehicleResource } from '@sorted/core/contract/vehicles';
import type { Locale } from '@sorted/core/i18n/locales';
import { centsToDecimal } from '@sorted/core/money/cents';
import {
  type LogbookSource,
  type VehicleYear,
  vehicleSchema,
  vehicleYearSchema,
} from '@sorted/core/schemas/vehicles';
import type { BusinessType } from '@sorted/core/tax/business';
import { carMethodsAllowed, isCar } from '@sorted/core/tax-time/car';
import { yearStart } from '@sorted/core/tax-time/financial-year';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { companyOfUser } from '../../db/owned.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { singleDocument } from '../../lib/json-api-document.ts';
import { idParam } from '../../lib/list-query.ts';
import {
  fieldError,
  parseAttributes,
  relationshipError,
  relationshipId,
  requestLocale,
} from '../../lib/validation.ts';
import type { ContractReply } from '../../plugins/contract.ts';
import { currentUserId, requireUser } from '../../plugins/sessions/sessions.ts';
import { carYearOf } from './vehicle-claims.ts';
import {
  deleteVehicle,
  findVehicle,
  insertVehicle,
  listVehicles,
  saveVehicleYear,
  updateVehicle,
  type VehicleWithYears,
} from './vehicles.repository.ts';

// Vehicles and the car-expense claim of a financial year (issue 31, item 1); thin handlers, the rules
// are core's (tax-time/car.ts).

function vehicleResource(row: VehicleWithYears): VehicleResource {
  return {
    type: 'vehicles',
    id: String(row.id),
    attributes: {
      name: row.name,
      payload_kg: row.payload_kg,
      passengers: row.passengers,
      is_car: isCar(row.payload_kg, row.passengers),
      years: row.years.map((year) => ({
        financial_year: year.financial_year,
        method: year.method as VehicleYear['method'],
        // Years saved before journeys could be entered hold their logbook as totals.
        logbook_source:
          year.method === 'logbook' ? ((year.logbook_source ?? 'totals') as LogbookSource) : null,
        business_km: year.business_km,
        logbook_start: year.logbook_start,
        logbook_end: year.logbook_end,
        logbook_business_km: year.logbook_business_km,
        logbook_total_km: year.logbook_total_km,
        business_use_bps: year.business_use_bps,
      })),
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    relationships: { company: { data: { type: 'companies', id: String(row.company_id) } } },
  };
}

/** The financial year in the path ("2025-26"); anything else is a bad request. */
function yearParam(request: FastifyRequest): string {
  const year = (request.params as Record<string, string | undefined>).year ?? '';
  try {
    const start = yearStart(year);
    if (start >= 2000 && start < 2100) return year;
  } catch {
    // refused below
  }
  throw new HttpError(400, 'The year parameter is not a financial year like 2025-26.');
}

async function liveCompany(db: Db, userId: number, companyId: number, locale: Locale) {
  const company = await companyOfUser(db.kysely, userId, companyId);
  if (!company) throw relationshipError(locale, 'company', 'company_required');
  return company;
}

/** A method the vehicle and its business may use: not a car → actual costs; a car → Div 28's methods. */
function refuseMethod(locale: Locale, vehicle: VehicleWithYears, businessType: BusinessType, method: string) {
  const car = isCar(vehicle.payload_kg, vehicle.passengers);
  if (!car) {
    if (method !== 'actual_costs') throw fieldError(locale, 'method', 'vehicle_not_a_car');
    return;
  }
  const allowed = carMethodsAllowed(
    businessType === 'partnership'
      ? { entity: 'partnership', individualPartner: true }
      : { entity: businessType },
  );
  if (!allowed.allowed) throw fieldError(locale, 'method', 'car_methods_not_allowed');
  if (method === 'actual_costs') throw fieldError(locale, 'method', 'car_actual_costs_not_allowed');
}

export function vehiclesRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  const { kysely } = db;

  async function vehicleDocument(userId: number, id: number) {
    const vehicle = await findVehicle(kysely, userId, id);
    if (!vehicle) throw notFound();
    return singleDocument(vehicleResource(vehicle));
  }

  return async (api) => {
    api.addHook('preHandler', requireUser);

    api.get<{ Reply: ContractReply<'GET /vehicles'> }>('/vehicles', async (request) => ({
      data: (await listVehicles(kysely, currentUserId(request))).map(vehicleResource),
    }));

    api.get<{ Reply: ContractReply<'GET /vehicles/:id'> }>('/vehicles/:id', (request) =>
      vehicleDocument(currentUserId(request), idParam(request)),
    );

    api.post<{ Reply: ContractReply<'POST /vehicles'> }>('/vehicles', async (request, reply) => {
      const userId = currentUserId(request);
      const input = parseAttributes(vehicleSchema, request);
      const company = await liveCompany(
        db,
        userId,
        relationshipId(request, 'company', 'company_required'),
        requestLocale(request),
      );
      const id = await insertVehicle(kysely, userId, { company_id: company.id, ...input });
      return reply.code(201).send(await vehicleDocument(userId, id));
    });

    api.patch<{ Reply: ContractReply<'PATCH /vehicles/:id'> }>('/vehicles/:id', async (request) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      if (!(await findVehicle(kysely, userId, id))) throw notFound();
      const input = parseAttributes(vehicleSchema, request);
      const company = await liveCompany(
        db,
        userId,
        relationshipId(request, 'company', 'company_required'),
        requestLocale(request),
      );
      await updateVehicle(kysely, userId, id, { company_id: company.id, ...input }, new Date().toISOString());
      return vehicleDocument(userId, id);
    });

    // Nothing of a tax year is locked in Sorted, so a vehicle goes with its years (the screen confirms).
    api.delete<{ Reply: ContractReply<'DELETE /vehicles/:id'> }>('/vehicles/:id', async (request, reply) => {
      const userId = currentUserId(request);
      const id = idParam(request);
      const deleted = await kysely.transaction().execute((trx) => deleteVehicle(trx, userId, id));
      if (!deleted) throw notFound();
      return reply.code(204).send();
    });

    api.put<{ Reply: ContractReply<'PUT /vehicles/:id/years/:year'> }>(
      '/vehicles/:id/years/:year',
      async (request) => {
        const userId = currentUserId(request);
        const id = idParam(request);
        const vehicle = await findVehicle(kysely, userId, id);
        if (!vehicle) throw notFound();
        const year = yearParam(request);
        const input = parseAttributes(vehicleYearSchema, request);
        const locale = requestLocale(request);
        const company = await liveCompany(db, userId, vehicle.company_id, locale);
        refuseMethod(locale, vehicle, company.business_type as BusinessType, input.method);
        await kysely
          .transaction()
          .execute((trx) =>
            saveVehicleYear(trx, userId, id, { financial_year: year, ...input }, new Date().toISOString()),
          );
        return vehicleDocument(userId, id);
      },
    );

    api.get<{ Reply: ContractReply<'GET /tax-years/:year/car'> }>('/tax-years/:year/car', async (request) => {
      const userId = currentUserId(request);
      const year = yearParam(request);
      const { claims, unassigned } = await carYearOf(kysely, userId, year, yearStart(year));
      const total = claims.reduce((sum, worked) => sum + worked.cents, 0);
      const data = claims.map(({ vehicle, attributes }) => ({
        type: 'car-claims' as const,
        id: String(vehicle.id),
        attributes,
        relationships: {
          vehicle: { data: { type: 'vehicles' as const, id: String(vehicle.id) } },
          company: { data: { type: 'companies' as const, id: String(vehicle.company_id) } },
        },
      }));
      return {
        data,
        meta: {
          financial_year: year,
          total: centsToDecimal(total),
          unassigned: unassigned.map((business) => ({
            company_id: String(business.companyId),
            business_name: business.businessName,
            amount: centsToDecimal(business.amount),
            count: business.count,
          })),
        },
      };
    });
  };
}
