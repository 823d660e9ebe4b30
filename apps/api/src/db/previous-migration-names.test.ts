import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Migration, Migrator } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase, testDialects } from '../test/test-app.ts';
import { signedInUser } from '../test/users.ts';
import { type Db, type DialectName, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { previousNames } from './migrations/previous-names.ts';

// A database migrated before the migrations were numbered ran them under their dated names (the same
// frozen files: only their names changed). Today's migrator must carry it forward: the rows renamed,
// the pending migrations applied, the schema that of a new database, and the data kept.

/** A database with nothing in it: a temp SQLite file, or a PostgreSQL schema of its own. */
async function emptyDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorted-test-'));
  const databaseUrl = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  if (schema) await admin(`create schema ${schema}`);
  const db = openDatabase({ databaseUrl, dataDir, poolSize: 4, ...(schema ? { searchPath: schema } : {}) });
  return {
    db,
    config: { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), databaseUrl },
    dispose: async () => {
      await db.close();
      if (schema) await admin(`drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs the migrations as they were named before the numbering, up to and including `last`. */
async function migrateUnderPreviousNames(db: Db, last: string): Promise<void> {
  const dated = Object.entries(previousNames);
  const upTo = dated.slice(0, dated.findIndex(([name]) => name === last) + 1);
  const provider: Record<string, Migration> = {};
  for (const [name, numbered] of upTo) provider[name] = migrations[numbered] as Migration;
  const { error } = await migratorOf(db, provider).migrateToLatest();
  if (error) throw error;
}

function migratorOf(db: Db, provider: Record<string, Migration>): Migrator {
  return new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => provider },
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
}

async function executedNames(db: Db): Promise<string[]> {
  const executed = await migratorOf(db, migrations).getMigrations();
  return executed.filter((migration) => migration.executedAt).map((migration) => migration.name);
}

/** Every table of the app with its columns, as the database describes them. */
async function schemaOf(db: Db) {
  const tables = await db.kysely.introspection.getTables();
  return tables
    .filter((table) => !db.schema || table.schema === db.schema)
    .map((table) => ({
      table: table.name,
      columns: table.columns
        .map(({ name, dataType, isNullable, hasDefaultValue, isAutoIncrementing }) => ({
          name,
          dataType,
          isNullable,
          hasDefaultValue,
          isAutoIncrementing,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.table.localeCompare(b.table));
}

const numberedNames = Object.keys(migrations);
const datedNames = Object.keys(previousNames);
/** The migrations written since the renaming, which a database renamed then still runs. */
const laterNames = numberedNames.filter((name) => !Object.values(previousNames).includes(name));

for (const dialect of testDialects) {
  describe(`a database migrated under the dated names [${dialect}]`, () => {
    const opened: TestDatabase[] = [];
    const open = async (migrated: boolean) => {
      const database = migrated ? await createTestDatabase(dialect) : await emptyDatabase(dialect);
      opened.push(database);
      return database;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((database) => database.dispose()));
    });

    it('is refused by a migrator that only knows the numbered names (why the rows are renamed)', async () => {
      const { db } = await open(false);
      await migrateUnderPreviousNames(db, datedNames.at(-1) as string);
      const { error } = await migratorOf(db, migrations).migrateToLatest();
      expect(String(error)).toContain('corrupted migrations');
    });

    it('migrates forward with every row renamed, the schema of a new database and its data kept', async () => {
      const old = await open(false);
      await migrateUnderPreviousNames(old.db, datedNames.at(-1) as string);
      const app = await buildApp({ config: old.config, db: old.db });
      try {
        const { client } = await signedInUser({ ...old, app });
        const company = await client.post('/api/v1/companies', {
          data: { type: 'companies', attributes: { name: 'Old Books', abn: '51 824 753 556' } },
        });
        const customer = await client.post('/api/v1/customers', {
          data: { type: 'customers', attributes: { name: 'Bondi Bakery' } },
        });
        const created = await client.post('/api/v1/invoices', {
          data: {
            type: 'invoices',
            attributes: {
              name: 'OLD-1',
              invoice_date: '2026-07-02',
              due_date: '2026-07-16',
              items: [{ name: 'Wiring', quantity: 1, price: '100.00' }],
            },
            relationships: {
              company: { data: { type: 'companies', id: company.json().data.id } },
              customer: { data: { type: 'customers', id: customer.json().data.id } },
            },
          },
        });
        expect(created.statusCode, created.body).toBe(201);

        expect(await migrateToLatest(old.db)).toEqual({ applied: laterNames });
        expect(await executedNames(old.db)).toEqual(numberedNames);
        expect(await migrateToLatest(old.db)).toEqual({ applied: [] });

        const fresh = await open(true);
        expect(await schemaOf(old.db)).toEqual(await schemaOf(fresh.db));
        const kept = await client.get(`/api/v1/invoices/${created.json().data.id}`);
        expect(kept.json().data?.attributes, kept.body).toMatchObject({ name: 'OLD-1', total: '100.00' });
      } finally {
        await app.close();
      }
    });

    it('applies what a database stopped part way never ran, under the numbered names', async () => {
      const old = await open(false);
      await migrateUnderPreviousNames(old.db, '2026-11-27-3-recurring-invoices');
      const { applied } = await migrateToLatest(old.db);
      expect(applied).toEqual(numberedNames.slice(numberedNames.indexOf('0018-adjustment-notes')));
      expect(await executedNames(old.db)).toEqual(numberedNames);
      const fresh = await open(true);
      expect(await schemaOf(old.db)).toEqual(await schemaOf(fresh.db));
    });
  });
}
