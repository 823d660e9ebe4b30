import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

const config = loadConfig();
const db = openDatabase(config);
try {
  const { applied } = await migrateToLatest(db);
  console.log(
    applied.length ? `Applied: ${applied.join(', ')}` : `The ${db.dialect} database is up to date.`,
  );
} finally {
  await db.close();
}
