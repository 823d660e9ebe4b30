import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';

/** node:sqlite takes no negative step size, SQLite's "everything at once"; this is as good. */
const ALL_PAGES = 2_147_483_647;

/**
 * Copies a live SQLite database with SQLite's online backup while the server keeps reading and
 * writing. All pages go in one step under one read snapshot: in WAL mode that blocks no writer, and a
 * step-by-step copy would start over at every write made between its steps (under steady writes, for
 * ever). The copy is one consistent moment of the database. Returns the pages copied.
 */
export async function backupSqlite(source: string, destination: string): Promise<number> {
  mkdirSync(dirname(destination), { recursive: true });
  const database = new DatabaseSync(source, { readOnly: true, timeout: 5_000 });
  try {
    return await backup(database, destination, { rate: ALL_PAGES });
  } finally {
    database.close();
  }
}

/** SQLite's own check of a database file: "ok" when every page and index is sound. */
export function integrityOf(file: string): string {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = database.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join('\n');
  } finally {
    database.close();
  }
}
