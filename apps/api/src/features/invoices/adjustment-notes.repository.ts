import type { AdjustmentFact } from '@sorted/core/adjustment-notes/adjustment-notes';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AdjustmentNotesTable } from '../../db/schema.ts';

// Adjustment notes of the user's invoices; every query names the owner.
export type AdjustmentNoteRow = Selectable<AdjustmentNotesTable>;
export type AdjustmentNoteValues = Omit<Insertable<AdjustmentNotesTable>, 'id' | 'user_id' | 'created_at'>;

const numbers = (row: AdjustmentNoteRow): AdjustmentNoteRow => ({
  ...row,
  amount_cents: Number(row.amount_cents),
  gst_cents: Number(row.gst_cents),
});

/** One invoice's notes in the order they were issued (date, then as recorded). */
export async function adjustmentNotesOf(
  db: Executor,
  userId: number,
  invoiceId: number,
): Promise<AdjustmentNoteRow[]> {
  const rows = await db
    .selectFrom('adjustment_notes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('issued_on')
    .orderBy('id')
    .execute();
  return rows.map(numbers);
}

export const adjustmentFacts = (rows: readonly AdjustmentNoteRow[]): AdjustmentFact[] =>
  rows.map((row) => ({ date: row.issued_on, amount: Number(row.amount_cents), gst: Number(row.gst_cents) }));

export async function findAdjustmentNote(
  db: Executor,
  userId: number,
  id: number,
): Promise<AdjustmentNoteRow | undefined> {
  const row = await db
    .selectFrom('adjustment_notes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && numbers(row);
}

export async function insertAdjustmentNote(
  db: Executor,
  userId: number,
  values: AdjustmentNoteValues,
): Promise<number> {
  const row = await db
    .insertInto('adjustment_notes')
    .values({ ...values, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
