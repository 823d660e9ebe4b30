import { Migrator } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

export interface MigrationReport {
  applied: string[];
}

export async function migrateToLatest(db: Db): Promise<MigrationReport> {
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
