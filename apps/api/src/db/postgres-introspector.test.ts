import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres } from '../test/test-app.ts';

// Test files run at once, each in a schema of its own that is dropped after: reading the tables (what
// every migration does first) must not trip over another file's schema going away meanwhile.
describeOnPostgres('reading the tables', () => {
  it('lists its own schema only, while other schemas come and go', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('postgres');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const name = `churn_${randomBytes(4).toString('hex')}`;
        await admin.query(`create schema ${name}; create table ${name}.t (id integer)`);
        await admin.query(`drop schema ${name} cascade`);
      }
    })();
    try {
      for (let round = 0; round < 60; round += 1) {
        const tables = await database.db.kysely.introspection.getTables({ withInternalKyselyTables: true });
        expect(tables.every((table) => table.schema === database.db.schema)).toBe(true);
        expect(tables.map((table) => table.name)).toEqual(
          expect.arrayContaining(['users', 'kysely_migration']),
        );
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
      await database.dispose();
    }
  });
});
