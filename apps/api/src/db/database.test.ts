import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../test/test-app.ts';
import { migrateToLatest } from './migrate.ts';

for (const dialect of testDialects) {
  describe(`the database layer [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(async () => {
      await database.dispose();
    });

    it('records migrations and applies nothing twice', async () => {
      const again = await migrateToLatest(database.db);
      expect(again.applied).toEqual([]);
      const tables = await database.db.kysely.introspection.getTables({ withInternalKyselyTables: true });
      expect(tables.map((table) => table.name)).toContain('kysely_migration');
    });

    it('rolls a failed transaction back completely', async () => {
      const { kysely } = database.db;
      await sql`create table probe (id integer primary key, label text not null)`.execute(kysely);
      await expect(
        kysely.transaction().execute(async (trx) => {
          await sql`insert into probe (id, label) values (1, 'kept?')`.execute(trx);
          await sql`insert into probe (id, label) values (2, null)`.execute(trx);
        }),
      ).rejects.toThrow();
      const { rows } = await sql<{ count: number }>`select count(*) as count from probe`.execute(kysely);
      expect(Number(rows[0]?.count)).toBe(0);
      await sql`drop table probe`.execute(kysely);
    });

    it('round-trips nulls and integers up to 2^53 - 1 as numbers', async () => {
      const { kysely } = database.db;
      await sql`create table probe_numbers (cents bigint, label text)`.execute(kysely);
      await sql`insert into probe_numbers (cents, label) values (${Number.MAX_SAFE_INTEGER}, ${null})`.execute(
        kysely,
      );
      const { rows } = await sql<{
        cents: unknown;
        label: unknown;
      }>`select cents, label from probe_numbers`.execute(kysely);
      expect(rows).toEqual([{ cents: Number.MAX_SAFE_INTEGER, label: null }]);
      await sql`drop table probe_numbers`.execute(kysely);
    });

    it('answers rows as plain objects, the last of two columns of one name winning', async () => {
      const { kysely } = database.db;
      const { rows } = await sql<Record<string, unknown>>`select 1 as a, 2 as a, 'x' as b`.execute(kysely);
      expect(rows).toEqual([{ a: 2, b: 'x' }]);
      expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
      if (dialect === 'sqlite') {
        // Streaming (PostgreSQL's would need a cursor module the app does not use).
        const streamed: unknown[] = [];
        for await (const row of kysely.selectNoFrom(sql<number>`4`.as('d')).stream()) streamed.push(row);
        expect(streamed).toEqual([{ d: 4 }]);
      }
    });

    if (dialect === 'sqlite') {
      it('answers correctly through the prepared-statement cache, past its size', async () => {
        const { kysely } = database.db;
        for (let round = 0; round < 2; round++) {
          for (let n = 0; n < 250; n++) {
            const { rows } = await sql<{
              value: number;
            }>`select ${sql.raw(String(n))} + ${round} as value`.execute(kysely);
            expect(rows[0]?.value).toBe(n + round);
          }
        }
      });

      it('binds booleans and dates, which node:sqlite refuses as they are', async () => {
        const when = new Date('2026-07-01T00:00:00.000Z');
        const { rows } = await sql<{ yes: unknown; no: unknown; at: unknown }>`
          select ${true} as yes, ${false} as no, ${when} as at`.execute(database.db.kysely);
        expect(rows).toEqual([{ yes: 1, no: 0, at: '2026-07-01T00:00:00.000Z' }]);
      });

      it('runs SQLite in WAL mode with foreign keys enforced', async () => {
        const { kysely } = database.db;
        const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(kysely);
        expect(journal.rows[0]?.journal_mode).toBe('wal');
        const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(kysely);
        expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
      });
    }
  });
}
