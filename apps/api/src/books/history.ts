import { isHistoryAction, isHistoryRecordType } from '@sorted/core/books/history';
import type { HistoryEntryResource } from '@sorted/core/contract/history';
import { isRecordId } from '@sorted/core/identifiers/record-id';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { historyOf, ownsRecord } from './books.repository.ts';

// Reading a record's history (the books write it). The one part of books/ a route handler may use.

const PERIOD_KEY = /^\d{1,12}:(?:\d{4}-(?:0[1-9]|1[0-2]|Q[1-4])|FY\d{4})$/;

/** A record named by the URL, or null when it cannot be one. */
export function parseRecord(type: string, id: string) {
  if (!isHistoryRecordType(type)) return null;
  if (type === 'bas-period') return PERIOD_KEY.test(id) ? { type, key: id } : null;
  return isRecordId(Number(id)) && String(Number(id)) === id ? { type, key: id } : null;
}

/** The record's history, oldest first; undefined when the record is not the user's. */
export async function historyOfRecord(
  db: Kysely<Database>,
  userId: number,
  record: NonNullable<ReturnType<typeof parseRecord>>,
): Promise<HistoryEntryResource[] | undefined> {
  if (!(await ownsRecord(db, userId, record.type, record.key))) return undefined;
  const rows = await historyOf(db, userId, record.type, record.key);
  return rows.flatMap((row) => {
    if (!isHistoryAction(row.action)) return [];
    const actor = row.actor === 'client' || row.actor === 'system' ? row.actor : 'owner';
    return [
      {
        type: 'historyEntries' as const,
        id: String(row.id),
        attributes: {
          action: row.action,
          actor,
          details: JSON.parse(row.details) as Record<string, unknown>,
          created_at: row.created_at,
        },
      },
    ];
  });
}
