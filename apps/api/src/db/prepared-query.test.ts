import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../test/test-app.ts';
import { preparedQuery } from './prepared-query.ts';

// A prepared query compiles once but must answer each call with that call's values and shape.
const labels = preparedQuery((db, values: { least: number; limit: number }, shape: 'asc' | 'desc') =>
  db
    .selectFrom('probe_prepared' as never)
    .select(sql<string>`label`.as('label'))
    .where(sql`id`, '>=', values.least)
    .orderBy(sql`id`, shape)
    .limit(values.limit),
);

for (const dialect of testDialects) {
  describe(`prepared queries [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      const { kysely } = database.db;
      await sql`create table probe_prepared (id integer primary key, label text not null)`.execute(kysely);
      await sql`insert into probe_prepared (id, label) values (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd')`.execute(
        kysely,
      );
    });
    afterAll(async () => {
      await database.dispose();
    });

    it('runs with each call’s values and shape, in and out of transactions', async () => {
      const { kysely } = database.db;
      const label = (rows: Array<{ label: string }>) => rows.map((row) => row.label);
      expect(label(await labels(kysely, { least: 2, limit: 2 }, 'asc'))).toEqual(['b', 'c']);
      expect(label(await labels(kysely, { least: 1, limit: 3 }, 'asc'))).toEqual(['a', 'b', 'c']);
      expect(label(await labels(kysely, { least: 3, limit: 5 }, 'desc'))).toEqual(['d', 'c']);
      const inTransaction = await kysely
        .transaction()
        .execute(async (trx) => labels(trx, { least: 4, limit: 1 }, 'asc'));
      expect(label(inTransaction)).toEqual(['d']);
    });
  });
}
