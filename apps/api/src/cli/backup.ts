import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupSqlite, integrityOf } from '../db/backup.ts';

// npm run backup [-- <file>]: a consistent copy of the SQLite database, safe while the server runs.
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump; this command copies SQLite.');
  process.exit(2);
}
const stamp = new Date().toISOString().replaceAll(/[:.]/g, '-');
const destination = process.argv[2] ?? join(config.dataDir, 'backups', `sorted-${stamp}.db`);
const pages = await backupSqlite(join(config.dataDir, 'sorted.db'), destination);
const integrity = integrityOf(destination);
if (integrity !== 'ok') {
  console.error(`The copy at ${destination} failed SQLite's integrity check:\n${integrity}`);
  process.exit(1);
}
console.log(`Backed up ${pages} pages to ${destination} (integrity ok).`);
console.log('To restore: stop the server, replace sorted.db in DATA_DIR with the copy, remove sorted.db-wal');
console.log('and sorted.db-shm if present, and start it again.');
