import { DEFAULT_MIGRATION_TABLE, type Kysely, Migrator } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';
import { previousNames } from './migrations/previous-names.ts';

export interface MigrationReport {
  applied: string[];
}

export async function migrateToLatest(db: Db): Promise<MigrationReport> {
  await renamePreviousMigrations(db);
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its own tables across all schemas unless told which; with several schemas in
    // one database (the tests give each file one) it would find another's and skip creating its own.
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return {
    applied: results.filter((result) => result.status === 'Success').map((result) => result.migrationName),
  };
}

// Kysely refuses a database whose executed migrations it cannot find among the files, so a database
// that ran the date-named migrations has its kysely_migration rows renamed to the numbered names before
// the Migrator reads them. Renaming the rows, rather than a provider that answers to both names, leaves
// one name per migration everywhere afterwards. All rows change in one transaction (a crash leaves all
// old or all new names); on a new or already renamed database it changes nothing, so every start may run
// it, and a second server starting at once finds the rows renamed when the first one commits.
interface KyselyMigrationTable {
  [DEFAULT_MIGRATION_TABLE]: { name: string; timestamp: string };
}

async function renamePreviousMigrations(db: Db): Promise<void> {
  const tables = await db.kysely.introspection.getTables({ withInternalKyselyTables: true });
  const hasMigrationTable = tables.some(
    (table) => table.name === DEFAULT_MIGRATION_TABLE && (!db.schema || table.schema === db.schema),
  );
  if (!hasMigrationTable) return;
  // Kysely's own table is no part of the app's schema.
  const base = db.kysely as unknown as Kysely<KyselyMigrationTable>;
  const kysely = db.schema ? base.withSchema(db.schema) : base;
  const found = await kysely
    .selectFrom(DEFAULT_MIGRATION_TABLE)
    .select('name')
    .where('name', 'in', Object.keys(previousNames))
    .execute();
  if (found.length === 0) return;
  await kysely.transaction().execute(async (trx) => {
    for (const [from, to] of Object.entries(previousNames)) {
      await trx.updateTable(DEFAULT_MIGRATION_TABLE).set({ name: to }).where('name', '=', from).execute();
    }
  });
}
