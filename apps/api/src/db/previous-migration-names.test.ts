import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Migration, Migrator } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { createClient } from '../test/http-client.ts';
import { createTestDatabase, type TestDatabase, testDialects } from '../test/test-app.ts';
import { TEST_PASSWORD, uniqueEmail } from '../test/users.ts';
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

/** A user with a business, a client and an issued invoice, as rows of the schema the dated names left. */
async function writeOldBooks(db: Db, email: string): Promise<{ invoiceId: number; companyId: number }> {
  const now = new Date().toISOString();
  const user = await db.kysely
    .insertInto('users')
    .values({
      name: 'Grace Hopper',
      email,
      password_hash: await hashPassword(TEST_PASSWORD),
      locale: 'en',
      email_verified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely.insertInto('user_roles').values({ user_id: user.id, role: 'grow' }).execute();
  const company = await db.kysely
    .insertInto('companies')
    .values({
      user_id: user.id,
      name: 'Old Books',
      abn: '51824753556',
      email: null,
      phone: null,
      address: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const customer = await db.kysely
    .insertInto('customers')
    .values({ user_id: user.id, name: 'Bondi Bakery', email: null, abn: null, phone: null, address: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoice = await db.kysely
    .insertInto('invoices')
    .values({
      user_id: user.id,
      company_id: company.id,
      customer_id: customer.id,
      name: 'OLD-1',
      ref: null,
      invoice_date: '2026-07-02',
      due_date: '2026-07-16',
      paid_date: null,
      status: 0,
      payment_method: 'none',
      company_details: JSON.stringify({ name: 'Old Books', abn: '51824753556' }),
      customer_details: JSON.stringify({ name: 'Bondi Bakery' }),
      note: null,
      gst_registered: false,
      prices_include_gst: false,
      subtotal_cents: 10_000,
      gst_cents: 0,
      total_cents: 10_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('invoice_items')
    .values({
      invoice_id: invoice.id,
      position: 0,
      name: 'Wiring',
      description: null,
      quantity_milli: 1000,
      price_cents: 10_000,
      taxable: false,
      amount_cents: 10_000,
    })
    .execute();
  return { invoiceId: invoice.id, companyId: company.id };
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
      // Today's app does not run on yesterday's schema (it reads the columns added since), so the books
      // to keep are written as rows of that schema; today's app reads them after the migration.
      const email = uniqueEmail('old-books');
      const kept = await writeOldBooks(old.db, email);

      expect(await migrateToLatest(old.db)).toEqual({ applied: laterNames });
      expect(await executedNames(old.db)).toEqual(numberedNames);
      expect(await migrateToLatest(old.db)).toEqual({ applied: [] });

      const fresh = await open(true);
      expect(await schemaOf(old.db)).toEqual(await schemaOf(fresh.db));
      const app = await buildApp({ config: old.config, db: old.db });
      try {
        const client = createClient(app);
        const login = await client.post('/api/v1/login', { email, password: TEST_PASSWORD });
        expect(login.statusCode, login.body).toBe(200);
        const invoice = await client.get(`/api/v1/invoices/${kept.invoiceId}`);
        expect(invoice.json().data?.attributes, invoice.body).toMatchObject({
          name: 'OLD-1',
          total: '100.00',
        });
        const company = await client.get(`/api/v1/companies/${kept.companyId}`);
        expect(company.json().data?.attributes, company.body).toMatchObject({ name: 'Old Books' });
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
