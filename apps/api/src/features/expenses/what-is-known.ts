import type { Executor } from '../../db/executor.ts';
import { possibleDuplicates } from './possible-duplicates.repository.ts';
import type { CaptureRow } from './receipt-captures.repository.ts';
import { parseReadingRecord } from './receipt-reading-record.ts';
import { type SupplierMemory, supplierMemoriesOf } from './supplier-memories.repository.ts';

/** What the books already know of each capture read: its supplier remembered, an expense it may repeat. */
export interface KnownOfCapture {
  remembered: SupplierMemory | undefined;
  possibleDuplicateId: number | undefined;
}

/** For each capture (in order), what is known of it: two queries for the whole inbox. */
export async function whatIsKnownOf(
  db: Executor,
  userId: number,
  rows: readonly CaptureRow[],
): Promise<KnownOfCapture[]> {
  const readings = rows.map((row) => (row.reading === null ? null : parseReadingRecord(row.reading).reading));
  const abns = readings.flatMap((reading) => (reading?.abn?.valid ? [reading.abn.digits] : []));
  const memories = await supplierMemoriesOf(db, userId, abns);
  const purchases = readings.map((reading) => {
    const remembered = reading?.abn?.valid ? memories.get(reading.abn.digits) : undefined;
    return reading?.date && reading.totalCents !== null
      ? {
          supplierName: remembered?.supplier_name ?? reading.supplierName,
          abn: reading.abn?.valid ? reading.abn.digits : null,
          date: reading.date,
          amountCents: reading.totalCents,
        }
      : null;
  });
  const asked = purchases.flatMap((purchase, index) => (purchase ? [{ purchase, index }] : []));
  const duplicates = await possibleDuplicates(
    db,
    userId,
    asked.map((each) => each.purchase),
  );
  const duplicateOf = new Map(asked.map((each, at) => [each.index, duplicates.get(at)]));
  return readings.map((reading, index) => ({
    remembered: reading?.abn?.valid ? memories.get(reading.abn.digits) : undefined,
    possibleDuplicateId: duplicateOf.get(index),
  }));
}
