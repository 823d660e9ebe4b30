import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

// Across all accounts (the notifications job's view): the events found by the calendar rather than by
// a request, each not told yet. The notification's unique event key still decides: two servers finding
// the same event store it once.

/**
 * Unpaid, unvoided invoices of live businesses gone overdue (due before `today`, since `since`), whose
 * owner was not told yet, with what the text needs.
 */
export async function overdueInvoicesNotTold(
  db: Kysely<Database>,
  today: string,
  since: string,
  limit: number,
) {
  return db
    .selectFrom('invoices')
    .innerJoin('companies', 'companies.id', 'invoices.company_id')
    .select([
      'invoices.id',
      'invoices.user_id',
      'invoices.company_id',
      'invoices.name',
      'invoices.due_date',
      'invoices.customer_details',
    ])
    .where('invoices.status', '=', 0)
    .where('invoices.voided_on', 'is', null)
    .where('invoices.due_date', '<', today)
    .where('invoices.due_date', '>=', since)
    .where('companies.archived_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notifications')
            .select('notifications.id')
            .whereRef('notifications.user_id', '=', 'invoices.user_id')
            .where('notifications.kind', '=', 'invoice-overdue')
            .where('notifications.subject_id', '=', sql<string>`cast(invoices.id as text)`),
        ),
      ),
    )
    .orderBy('invoices.id')
    .limit(limit)
    .execute();
}

/**
 * The live GST-registered businesses reporting by `reporting` whose BAS period `periodKey` (just ended)
 * is neither lodged nor told yet, registered by its end (`periodEnd`).
 */
export async function basPeriodsNotTold(
  db: Kysely<Database>,
  reporting: string,
  periodKey: string,
  periodEnd: string,
) {
  return db
    .selectFrom('companies')
    .select(['companies.id', 'companies.user_id', 'companies.name'])
    .where('companies.archived_at', 'is', null)
    .where('companies.gst_registered', '=', true)
    .where('companies.bas_reporting_period', '=', reporting)
    .where((eb) =>
      eb.or([
        eb('companies.gst_registered_from', 'is', null),
        eb('companies.gst_registered_from', '<=', periodEnd),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bas_lodgements')
            .select('bas_lodgements.id')
            .whereRef('bas_lodgements.company_id', '=', 'companies.id')
            .where('bas_lodgements.period_key', '=', periodKey),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notifications')
            .select('notifications.id')
            .whereRef('notifications.user_id', '=', 'companies.user_id')
            .where('notifications.kind', '=', 'bas-due')
            .where('notifications.subject_id', '=', sql<string>`cast(companies.id as text)`)
            .where('notifications.subject_number', '=', periodKey),
        ),
      ),
    )
    .orderBy('companies.id')
    .execute();
}
