import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import { type Executor, isPostgres } from '../db/executor.ts';
import type { Database } from '../db/schema.ts';

// What an account has mailed to its clients (invoices, reminders, quotes), counted together against its
// mail limits (lib/mail-limits.ts): the platform's sender is shared by all, whatever the mail is.

// The advisory lock's first key: what is locked (an account's sendings); the second is the account.
const SENDINGS_LOCK = 0x5e4d;

/**
 * Holds the account's sendings until the transaction ends, so that two servers counting them for the
 * mail limits take turns (SQLite runs one write transaction at a time already).
 */
export async function lockSendingsOf(trx: Transaction<Database>, userId: number): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${SENDINGS_LOCK}, ${userId})`.execute(trx);
  }
}

/** When the account's n-th latest sending (of an invoice or a quote) after `since` was, or undefined. */
export async function nthLatestSendingSince(
  db: Executor,
  userId: number,
  since: string,
  n: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('invoice_sendings')
        .select('sent_at')
        .where('user_id', '=', userId)
        .where('sent_at', '>', since)
        .unionAll(
          eb
            .selectFrom('quote_sendings')
            .select('sent_at')
            .where('user_id', '=', userId)
            .where('sent_at', '>', since),
        )
        .as('sendings'),
    )
    .select('sendings.sent_at')
    .orderBy('sendings.sent_at', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
  return row?.sent_at;
}

/**
 * Whether the invoice itself was e-mailed to its client, reminders aside (a list's Sent mark): the
 * sendings' index by invoice, for the page's rows only.
 */
export const invoiceWasSent = (eb: ExpressionBuilder<Database, 'invoices'>) =>
  eb
    .exists(
      eb
        .selectFrom('invoice_sendings')
        .select(sql<number>`1`.as('one'))
        .whereRef('invoice_sendings.invoice_id', '=', 'invoices.id')
        .where('invoice_sendings.kind', '=', 'invoice'),
    )
    .as('sent');
