import type { Insertable, Transaction } from 'kysely';
import { type Executor, forUpdate } from '../../db/executor.ts';
import { containsPattern, matches } from '../../db/like.ts';
import type { Database, QuoteStatusValue, QuotesTable } from '../../db/schema.ts';
import type { QuoteRow } from '../../repositories/quotes.repository.ts';
import { customersMatching } from '../../sales-documents/sales-documents.repository.ts';

// The quotes feature's own queries (the shared ones are in repositories/quotes.repository.ts). Every
// query names its owner: another user's id finds nothing.
export type QuoteValues = Omit<
  Insertable<QuotesTable>,
  | 'id'
  | 'user_id'
  | 'status'
  | 'sent_at'
  | 'decided_at'
  | 'converted_invoice_id'
  | 'revision'
  | 'withdrawn_at'
  | 'withdraw_reason'
  | 'created_at'
  | 'updated_at'
>;
/** The list's status filter: a stored status, or expired (worked out from today). */
export type QuoteStatusFilter = QuoteStatusValue | 'expired';

function filteredQuotes(
  db: Executor,
  userId: number,
  options: { search: string | undefined; status: QuoteStatusFilter | undefined; today: string },
) {
  let base = db.selectFrom('quotes').where('quotes.user_id', '=', userId);
  const term = options.search?.toLowerCase();
  if (term) {
    const pattern = containsPattern(term);
    base = base.where((eb) =>
      eb.or([
        matches(eb.fn('lower', ['quotes.number']), pattern),
        eb('quotes.customer_id', 'in', customersMatching(db, userId, pattern)),
      ]),
    );
  }
  const undecided = ['draft', 'sent'] as const;
  if (options.status === 'expired') {
    base = base.where('quotes.status', 'in', undecided).where('quotes.valid_until', '<', options.today);
  } else if (options.status === 'draft' || options.status === 'sent') {
    base = base.where('quotes.status', '=', options.status).where('quotes.valid_until', '>=', options.today);
  } else if (options.status) {
    base = base.where('quotes.status', '=', options.status);
  }
  return base;
}

export async function listQuotes(
  db: Executor,
  userId: number,
  options: {
    search: string | undefined;
    status: QuoteStatusFilter | undefined;
    today: string;
    limit: number;
    offset: number;
    direction: 'asc' | 'desc';
  },
): Promise<{ rows: QuoteRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filteredQuotes(db, userId, options)
      .selectAll('quotes')
      .orderBy('quotes.issue_date', options.direction)
      .orderBy('quotes.id', options.direction)
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    filteredQuotes(db, userId, options)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function insertQuote(db: Executor, userId: number, values: QuoteValues): Promise<number> {
  const row = await db
    .insertInto('quotes')
    .values({ ...values, user_id: userId, status: 'draft' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One of the user's quotes, locked until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time): an edit reads the revision it replaces and writes the next one.
 */
export function lockQuote(trx: Transaction<Database>, userId: number, id: number) {
  const query = trx.selectFrom('quotes').selectAll().where('user_id', '=', userId).where('id', '=', id);
  return forUpdate(trx, query).executeTakeFirst();
}

/**
 * Replaces a quote's contents while it is still undecided and at revision `from`, moving it to revision
 * `to`; false when it is not (or not the user's). A client's answer lands only on the revision it names
 * (quote-decisions.repository.ts), so of an edit and an answer at once only one changes the quote.
 */
export async function updateUndecidedQuote(
  db: Executor,
  userId: number,
  id: number,
  values: QuoteValues,
  revision: { from: number; to: number },
): Promise<boolean> {
  const result = await db
    .updateTable('quotes')
    .set({ ...values, revision: revision.to, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'sent'])
    .where('revision', '=', revision.from)
    .where('converted_invoice_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a revision a later one replaces, as it printed (JSON), in the edit's transaction. */
export async function insertQuoteRevision(
  trx: Transaction<Database>,
  userId: number,
  quoteId: number,
  revision: number,
  content: string,
): Promise<void> {
  await trx
    .insertInto('quote_revisions')
    .values({ user_id: userId, quote_id: quoteId, revision, content })
    .execute();
}

/** The revisions a quote's later ones replaced, the first first. */
export function quoteRevisionsOf(db: Executor, userId: number, quoteId: number) {
  return db
    .selectFrom('quote_revisions')
    .select(['revision', 'content', 'created_at'])
    .where('user_id', '=', userId)
    .where('quote_id', '=', quoteId)
    .orderBy('revision')
    .execute();
}

/** When the quote was first mailed to its client, or null. */
export async function firstSendingOf(db: Executor, userId: number, quoteId: number): Promise<string | null> {
  const row = await db
    .selectFrom('quote_sendings')
    .select((eb) => eb.fn.min('sent_at').as('first'))
    .where('user_id', '=', userId)
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
  const first = row?.first as string | Date | null | undefined;
  return first ? new Date(first).toISOString() : null;
}

/**
 * Withdraws a sent quote (its client has not answered it): it keeps its number and its link, and can no
 * longer be answered. False when it is no longer a sent quote.
 */
export async function withdrawSentQuote(
  trx: Transaction<Database>,
  userId: number,
  id: number,
  reason: string,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('quotes')
    .set({ status: 'withdrawn', withdrawn_at: now, withdraw_reason: reason, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .where('converted_invoice_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a mailing of the quote, in the transaction that queues the mail: a draft becomes sent (a sent
 * one stays so). False when the quote was decided, withdrawn or revised meanwhile (the mail's PDF is of
 * `revision`): nothing is then sent.
 */
export async function recordQuoteSending(
  trx: Transaction<Database>,
  userId: number,
  quoteId: number,
  recipient: string,
  revision: number,
): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await trx
    .updateTable('quotes')
    .set({ status: 'sent', sent_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', quoteId)
    .where('status', 'in', ['draft', 'sent'])
    .where('revision', '=', revision)
    .where('converted_invoice_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx.insertInto('quote_sendings').values({ user_id: userId, quote_id: quoteId, recipient }).execute();
  return true;
}
