import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Across all accounts (the job runner's view): the unpaid invoices of businesses with reminders on, due
 * between `from` and `to`, that were sent to their client (an invoice mail recorded: never a draft a
 * recurring schedule left for review, never an invoice only saved), whose client has an e-mail address, with the business's plan and the owner's
 * language. Each row is still checked against its own plan and sendings before anything is sent.
 */
export async function reminderCandidates(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('companies')
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.user_id', '=', 'companies.user_id')
        .onRef('invoices.company_id', '=', 'companies.id'),
    )
    .innerJoin('customers', 'customers.id', 'invoices.customer_id')
    .innerJoin('users', 'users.id', 'companies.user_id')
    .select([
      'invoices.id as invoice_id',
      'invoices.user_id',
      'invoices.due_date',
      'companies.reminder_steps',
      'users.locale',
    ])
    .where('companies.reminders_enabled', '=', true)
    .where('companies.archived_at', 'is', null)
    .where('invoices.status', '=', 0)
    .where('invoices.voided_on', 'is', null)
    .where('invoices.due_date', '>=', from)
    .where('invoices.due_date', '<=', to)
    .where('customers.email', 'is not', null)
    .where('customers.email', '!=', '')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('invoice_sendings')
          .select('invoice_sendings.id')
          .whereRef('invoice_sendings.invoice_id', '=', 'invoices.id')
          .where('invoice_sendings.kind', '=', 'invoice'),
      ),
    )
    .orderBy('invoices.id')
    .execute();
}

/** The automatic reminder steps already sent for these invoices. */
export async function sentReminderSteps(
  db: Kysely<Database>,
  invoiceIds: readonly number[],
): Promise<Map<number, number[]>> {
  const sent = new Map<number, number[]>();
  if (invoiceIds.length === 0) return sent;
  const rows = await db
    .selectFrom('invoice_sendings')
    .select(['invoice_id', 'reminder_step'])
    .where('invoice_id', 'in', invoiceIds)
    .where('reminder_step', 'is not', null)
    .execute();
  for (const row of rows) {
    if (row.reminder_step === null) continue;
    sent.set(row.invoice_id, [...(sent.get(row.invoice_id) ?? []), row.reminder_step]);
  }
  return sent;
}
