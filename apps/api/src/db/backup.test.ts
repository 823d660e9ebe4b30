import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { backupSqlite, integrityOf } from './backup.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const folder = () => mkdtempSync(join(tmpdir(), 'sorted-backup-'));

describe('the SQLite online backup', () => {
  it('copies a consistent database while writes go on, keeping every write made before it began', async () => {
    const dir = folder();
    const source = join(dir, 'live.db');
    const live = new DatabaseSync(source);
    live.exec(
      'PRAGMA journal_mode = WAL; CREATE TABLE entries (id INTEGER PRIMARY KEY, body TEXT NOT NULL, total INTEGER NOT NULL)',
    );
    const insert = live.prepare('INSERT INTO entries (body, total) VALUES (?, ?)');
    // Each write puts a row and a matching total in one transaction, so a torn copy would show.
    const write = (n: number) => {
      live.exec('BEGIN');
      insert.run('x'.repeat(200), n);
      insert.run('y'.repeat(200), -n);
      live.exec('COMMIT');
    };
    for (let n = 1; n <= 3_000; n++) write(n);
    const acknowledged = 6_000;

    let writing = true;
    let extra = 0;
    const writer = (async () => {
      while (writing) {
        write(++extra);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const copy = join(dir, 'backups', 'copy.db');
    const pages = await backupSqlite(source, copy);
    writing = false;
    await writer;
    live.close();

    expect(pages).toBeGreaterThan(100);
    expect(extra).toBeGreaterThan(0);
    expect(integrityOf(copy)).toBe('ok');
    const restored = new DatabaseSync(copy, { readOnly: true });
    const { rows, balance } = restored
      .prepare('SELECT count(*) AS rows, sum(total) AS balance FROM entries')
      .get() as { rows: number; balance: number };
    restored.close();
    expect(rows).toBeGreaterThanOrEqual(acknowledged);
    expect(rows % 2).toBe(0);
    expect(balance).toBe(0);
  });

  it('restores an app database that opens, migrates and answers as before', async () => {
    const dir = folder();
    const db = openDatabase({ dataDir: dir });
    await migrateToLatest(db);
    await db.kysely
      .insertInto('users')
      .values({
        name: 'Ada',
        email: 'ada@example.com',
        email_verified_at: null,
        password_hash: 'x',
        google_subject: null,
        profile_image: null,
      })
      .execute();
    await backupSqlite(join(dir, 'sorted.db'), join(dir, 'restore', 'sorted.db'));
    await db.close();

    const restored = openDatabase({ dataDir: join(dir, 'restore') });
    try {
      expect((await migrateToLatest(restored)).applied).toEqual([]);
      const users = await restored.kysely.selectFrom('users').select('email').execute();
      expect(users).toEqual([{ email: 'ada@example.com' }]);
    } finally {
      await restored.close();
    }
  });
});
