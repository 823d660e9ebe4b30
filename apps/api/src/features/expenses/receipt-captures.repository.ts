import type { Selectable } from 'kysely';
import { type Executor, forUpdate } from '../../db/executor.ts';
import { deleteOwned, ownedRow, ownedRows } from '../../db/owned.ts';
import type { ReceiptCapturesTable } from '../../db/schema.ts';

// The owner's receipts to confirm. Every query names its owner: another user's id finds nothing.

export type CaptureRow = Selectable<ReceiptCapturesTable> & { content_type: string; byte_size: number };

const withFile = (db: Executor, userId: number) =>
  ownedRows(db, 'receipt_captures', userId)
    .innerJoin('stored_files', (join) =>
      join
        .onRef('stored_files.id', '=', 'receipt_captures.file_id')
        .onRef('stored_files.user_id', '=', 'receipt_captures.user_id'),
    )
    .selectAll('receipt_captures')
    .select(['stored_files.content_type', 'stored_files.byte_size']);

/** A new capture, queued to be read now. */
export async function insertCapture(
  db: Executor,
  userId: number,
  capture: { fileId: number; fileName: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('receipt_captures')
    .values({
      user_id: userId,
      file_id: capture.fileId,
      file_name: capture.fileName,
      state: 'reading',
      next_attempt_at: capture.now,
      created_at: capture.now,
      updated_at: capture.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first. An inbox holds what has not been confirmed yet: a page's worth is plenty. */
export function listCaptures(db: Executor, userId: number, limit = 100): Promise<CaptureRow[]> {
  return withFile(db, userId)
    .orderBy('receipt_captures.created_at', 'desc')
    .orderBy('receipt_captures.id', 'desc')
    .limit(limit)
    .execute();
}

export function findCapture(db: Executor, userId: number, id: number): Promise<CaptureRow | undefined> {
  return withFile(db, userId).where('receipt_captures.id', '=', id).executeTakeFirst();
}

/** The capture locked for the write that ends it (confirmed as an expense, or thrown away). */
export function lockCapture(db: Executor, userId: number, id: number) {
  return forUpdate(
    db,
    ownedRow(db, 'receipt_captures', userId, id).select(['id', 'file_id']),
  ).executeTakeFirst();
}

export async function deleteCapture(db: Executor, userId: number, id: number): Promise<void> {
  await deleteOwned(db, 'receipt_captures', userId, id).execute();
}
