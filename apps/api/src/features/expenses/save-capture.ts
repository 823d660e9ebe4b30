import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { fileStore } from '../../storage/file-store.ts';
import { deleteCapture, insertCapture, lockCapture } from './receipt-captures.repository.ts';
import { newReceiptName, type PreparedReceipt } from './receipts.ts';

// A capture's writes: its file and its row together, or neither.

/** Keeps the receipt and queues it to be read; answers the capture's id. */
export async function captureReceipt(
  db: Db,
  userId: number,
  receipt: PreparedReceipt,
  fileName: string,
): Promise<number> {
  const now = new Date().toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    const fileId = await fileStore.put(trx, userId, {
      ...receipt,
      name: newReceiptName(userId, receipt.contentType),
      kind: 'receipt',
    });
    // The name is only shown: a phone's camera gives none, a browser may give a path.
    const shownName = fileName.split(/[\\/]/).pop()?.trim().slice(0, 200) || 'receipt';
    return insertCapture(trx, userId, { fileId, fileName: shownName, now });
  });
}

/** Throws the receipt away, file and all. */
export async function discardCapture(db: Db, userId: number, id: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const capture = await lockCapture(trx, userId, id);
    if (!capture) throw notFound();
    await deleteCapture(trx, userId, id);
    await fileStore.removeById(trx, userId, capture.file_id);
  });
}
