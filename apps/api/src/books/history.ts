import { isHistoryAction, isHistoryRecordType } from '@sorted/core/books/history';
import type { HistoryEntryResource } from '@sorted/core/contract/history';
import { csvDocument } from '@sorted/core/csv/csv-cells';
import { isRecordId } from '@sorted/core/identifiers/record-id';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { historyBetween, historyOf, ownsRecord, recordNames } from './books.repository.ts';

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

const RECORD_NAMES = {
  invoice: 'Invoice',
  quote: 'Quote',
  expense: 'Expense',
  'bas-period': 'BAS period',
} as const;

/** The number an entry names (a deleted draft's, whose record is gone). */
function numberIn(details: string): string | undefined {
  const number = (JSON.parse(details) as { number?: unknown }).number;
  return typeof number === 'string' ? number : undefined;
}

/** An entry's details as one line of text: "total: 1100.00 → 990.00; due_date: …", or "to: …". */
function detailsText(details: Record<string, unknown>): string {
  const { changes, ...rest } = details;
  const parts = Object.entries(rest).map(
    ([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
  );
  if (changes && typeof changes === 'object') {
    for (const [field, pair] of Object.entries(changes as Record<string, [unknown, unknown]>)) {
      parts.push(`${field}: ${String(pair[0] ?? '')} → ${String(pair[1] ?? '')}`);
    }
  }
  return parts.join('; ');
}

/**
 * The CSV of a user's history written in a period (days in UTC), for the accountant: when, what record
 * (its number), what happened, by whom, and the details. In English, as the other exports.
 */
export async function historyCsv(db: Kysely<Database>, userId: number, from: string, to: string) {
  const rows = await historyBetween(db, userId, from, to);
  const ids = { invoice: [] as number[], quote: [] as number[], expense: [] as number[] };
  for (const row of rows) {
    if (row.record_type === 'invoice' || row.record_type === 'quote' || row.record_type === 'expense') {
      ids[row.record_type].push(Number(row.record_key));
    }
  }
  const names = await recordNames(db, userId, {
    invoice: [...new Set(ids.invoice)],
    quote: [...new Set(ids.quote)],
    expense: [...new Set(ids.expense)],
  });
  return `\uFEFF${csvDocument([
    ['When (UTC)', 'Record', 'Number', 'Action', 'By', 'Details'],
    ...rows.map((row) => [
      row.created_at,
      isHistoryRecordType(row.record_type) ? RECORD_NAMES[row.record_type] : row.record_type,
      names.get(`${row.record_type}:${row.record_key}`) ?? numberIn(row.details) ?? row.record_key,
      row.action,
      row.actor,
      detailsText(JSON.parse(row.details) as Record<string, unknown>),
    ]),
  ])}`;
}
